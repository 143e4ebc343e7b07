import type { Instrumentation } from 'next'

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

/** A request that failed on the server: its stack, logged with the request's id (one JSON line). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { requestErrorLine } = await import('./platform/request-errors')
  console.error(requestErrorLine(error, request, context))
}
