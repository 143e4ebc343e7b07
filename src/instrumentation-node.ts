/**
 * Server start on Node (never during `next build`), once the secrets are known to be there:
 * pages cached from another database or SITE_URL are cleared; an instance of a group listens for
 * the others' forgettings (shared-invalidation.ts); then the outbox worker that sends order mails starts (not when
 * OUTBOX_WORKER=off, e.g. an instance that should only serve pages).
 */
import { startOutboxWorker } from './checkout/orders/outbox-worker'
import { pageCacheIdentity, settlePageCache } from './platform/page-cache'
import { getPayloadClient } from './platform/payload'
import { listenForSharedForgets } from './platform/shared-invalidation'

async function settlePageCacheAtStart(): Promise<void> {
  try {
    const cleared = settlePageCache(await pageCacheIdentity(await getPayloadClient()))
    if (cleared)
      console.log('Cached pages cleared: they were made from another database or SITE_URL.')
  } catch (error) {
    console.error('Could not check the page cache against the database (is it migrated?)', error)
  }
}

export async function startServer(): Promise<void> {
  await settlePageCacheAtStart()
  // a group's instance (REDIS_URL) forgets what the others' changes make stale
  if (await listenForSharedForgets()) console.log('Listening for the group’s forgettings on Redis')
  if (process.env.OUTBOX_WORKER !== 'off') startOutboxWorker()
}
