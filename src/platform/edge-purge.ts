import { after } from 'next/server'

import { edgePurgeHeader } from './edge-front'
import { purgeKeysFor, type EdgeChange } from './edge-keys'
import { edgePurgeSecret } from './secrets'

/**
 * Purges the caching front (deploy/varnish/shop.vcl) when pages change: every hook that
 * revalidates a page in Next calls this with the same change. EDGE_PURGE_URLS lists the
 * fronts (comma-separated origins, set by `npm run start:cached`); without it there is no
 * front and nothing to do. Each purge carries the installation's purge secret (the front
 * refuses one without it).
 *
 * Sent after the response: a hook runs inside the database transaction, and a front that
 * fetched the page again before the commit (and before Next's own revalidation, which Next
 * also applies at the end of the request) would store the old page for its whole lifetime.
 */
export function purgeEdge(change: EdgeChange): void {
  const fronts = (process.env.EDGE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean)
  if (fronts.length === 0) return
  const keys = purgeKeysFor(change)
  if (keys.length === 0) return
  const send = () => Promise.all(fronts.map((front) => purgeFront(front, keys)))
  try {
    after(send)
  } catch {
    // Outside a request. In the server (a background job): nothing is pending, purge now. In a
    // script (seed, import) there is no cache of Next's to match: the import asks the server.
    if (process.env.NEXT_RUNTIME) void send()
  }
}

async function purgeFront(front: string, keys: readonly string[]): Promise<void> {
  try {
    const answer = await fetch(`${front}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': keys.join(' '), [edgePurgeHeader]: edgePurgeSecret() },
      signal: AbortSignal.timeout(5_000),
    })
    if (!answer.ok) console.warn(`Purging the front ${front} answered ${answer.status}`)
  } catch (error) {
    console.warn(`Purging the front ${front} failed: ${(error as Error).message}`)
  }
}
