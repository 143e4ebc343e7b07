/**
 * Server start: a production server without its secrets stops here with a clear message
 * (before it answers anyone); then the outbox worker that sends order mails (not during `next build`, and not
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
  if (process.env.OUTBOX_WORKER === 'off') return
  const { startOutboxWorker } = await import('./checkout/orders/outbox-worker')
  startOutboxWorker()
}
