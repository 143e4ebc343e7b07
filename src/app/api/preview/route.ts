import config from '@payload-config'
import { draftMode } from 'next/headers'
import { getPayload } from 'payload'

import { errorResponse, HttpError } from '@/platform/http'
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
    return errorResponse(new HttpError(401, 'unauthorized', 'Staff sign-in required'))
  }
  const target = sameSitePath(url.searchParams.get('path') ?? '/')
  if (!target) {
    return errorResponse(new HttpError(400, 'offSitePath', 'Preview path must be on this site'))
  }
  ;(await draftMode()).enable()
  // a relative Location: the browser stays on the host it asked, whatever Host the server saw
  return new Response(null, { status: 307, headers: { Location: target } })
}
