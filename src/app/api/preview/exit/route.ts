import { draftMode } from 'next/headers'

import { sameSitePath } from '@/platform/same-site-path'

/** Leaves preview: back to the published page. */
export async function GET(request: Request) {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  // anything but a path on this site goes home
  const target = sameSitePath(url.searchParams.get('path')) ?? '/'
  // a relative Location: the browser stays on the host it asked, whatever Host the server saw
  return new Response(null, { status: 307, headers: { Location: target } })
}
