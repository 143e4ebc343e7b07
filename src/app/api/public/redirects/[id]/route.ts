import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

import { isExternalHref } from '@/ui/navigation'

/**
 * Second hop of a staff redirect to another site. A cached page cannot answer
 * with an off-site Location (Next turns it into a 404), so the page redirects
 * here and this handler sends the browser on, which loads the target in full.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^\d+$/.test(id)) return NextResponse.json({ error: 'Unknown redirect' }, { status: 404 })
  const payload = await getPayload({ config })
  const found = await payload.findByID({
    collection: 'redirects',
    id: Number(id),
    depth: 0,
    disableErrors: true,
  })
  const url = found?.to?.type === 'external' ? found.to.url : null
  if (!found || !url || !isExternalHref(url))
    return NextResponse.json({ error: 'Unknown redirect' }, { status: 404 })
  return NextResponse.redirect(url, found.permanent ? 308 : 307)
}
