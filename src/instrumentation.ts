/**
 * Server start: a production server without its secrets stops first, with a clear message
 * (before anything loads the Payload config, which needs them); the rest of the Node-only
 * work lives in instrumentation-node.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { missingSecretsProblem } = await import('./platform/secrets')
    const problem = missingSecretsProblem(process.env)
    if (problem) {
      console.error(`✗ ${problem}`)
      process.exit(1)
    }
    const { startServer } = await import('./instrumentation-node')
    await startServer()
  }
}
