/**
 * Readiness for deploys and rolling restarts: the database answers. The caching front probes
 * `/api/health` instead (see there), so a database outage does not take every instance out.
 */
import { readiness } from '@/platform/health'
import { getPayloadClient } from '@/platform/payload'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const state = await getPayloadClient()
    .then((payload) => readiness(payload))
    .catch(() => ({ ok: false, database: 'down' as const }))
  return Response.json(state, {
    status: state.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(state.ok ? {} : { 'Retry-After': '5' }) },
  })
}
