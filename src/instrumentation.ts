async function settlePageCacheAtStart(): Promise<void> {
  const [{ getPayloadClient }, { pageCacheIdentity, settlePageCache }] = await Promise.all([
    import('./platform/payload'),
    import('./platform/page-cache'),
  ])
  try {
    const cleared = settlePageCache(await pageCacheIdentity(await getPayloadClient()))
    if (cleared)
      console.log('Cached pages cleared: they were made from another database or SITE_URL.')
  } catch (error) {
    console.error('Could not check the page cache against the database (is it migrated?)', error)
  }
}

/**
 * Server start: a production server without its secrets stops here with a clear message
 * (before it answers anyone); pages cached from another database or SITE_URL are cleared;
 * then the outbox worker that sends order mails (not during `next build`, and not
 * when OUTBOX_WORKER=off, e.g. an instance that should only serve pages).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { missingSecretsProblem } = await import('./platform/secrets')
  const problem = missingSecretsProblem(process.env)
  if (problem) {
    console.error(`✗ ${problem}`)
    process.exit(1)
  }
  await settlePageCacheAtStart()
  if (process.env.OUTBOX_WORKER === 'off') return
  const { startOutboxWorker } = await import('./checkout/orders/outbox-worker')
  startOutboxWorker()
}
