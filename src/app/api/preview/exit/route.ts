import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { internalTarget } from '@/ui/navigation'

/** Leaves preview: back to the published page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  let target = '/'
  try {
    target = internalTarget(url.searchParams.get('path') ?? '/', url.origin)
  } catch {
    // stay on this site
  }
  return NextResponse.redirect(new URL(target, url.origin), 307)
}
