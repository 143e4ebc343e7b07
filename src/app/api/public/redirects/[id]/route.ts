import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

import { errorResponse, HttpError } from '@/platform/http'

import { isExternalHref } from '@/ui/navigation'

/**
 * Second hop of a staff redirect to another site. A cached page cannot answer
 * with an off-site Location (Next turns it into a 404), so the page redirects
 * here and this handler sends the browser on, which loads the target in full.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const unknown = () => errorResponse(new HttpError(404, 'notFound', 'Unknown redirect'))
  if (!/^\d{1,15}$/.test(id)) return unknown()
  const payload = await getPayload({ config })
  const found = await payload.findByID({
    collection: 'redirects',
    id: Number(id),
    depth: 0,
    disableErrors: true,
  })
  const url = found?.to?.type === 'external' ? found.to.url : null
  if (!found || !url || !isExternalHref(url)) return unknown()
  return NextResponse.redirect(url, found.permanent ? 308 : 307)
}
