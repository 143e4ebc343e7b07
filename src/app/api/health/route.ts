/**
 * Liveness for the caching front's probes (deploy/varnish): the process answers. It does not
 * touch the database, so an outage of the database does not take every instance out of the
 * front (which would then answer its own error instead of stored pages and the shop's error page).
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
