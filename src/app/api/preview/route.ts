import config from '@payload-config'
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

import { sameSitePath } from '@/platform/same-site-path'

/**
 * Staff preview: the admin's Preview button lands here with the document's
 * public path. A signed-in staff member gets Next's draft mode (drafts shown,
 * cache bypassed) and is sent to the page; anyone else gets 401.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'staff') {
    return NextResponse.json({ error: 'Staff sign-in required' }, { status: 401 })
  }
  const target = sameSitePath(url.searchParams.get('path') ?? '/')
  if (!target) {
    return NextResponse.json({ error: 'Preview path must be on this site' }, { status: 400 })
  }
  ;(await draftMode()).enable()
  // a relative Location: the browser stays on the host it asked, whatever Host the server saw
  return new Response(null, { status: 307, headers: { Location: target } })
}
