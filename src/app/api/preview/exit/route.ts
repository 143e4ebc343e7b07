import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { sameSitePath } from '@/platform/same-site-path'

/** Leaves preview: back to the published page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  // anything but a path on this site goes home
  const target = sameSitePath(url.searchParams.get('path')) ?? '/'
  return NextResponse.redirect(new URL(target, url.origin), 307)
}
