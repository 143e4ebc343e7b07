import type { Instrumentation } from 'next'

/**
 * Server start: a production server without its secrets, or an instance of a group (REDIS_URL)
 * without the group's secrets or on another build, stops first, with a clear message (before
 * anything loads the Payload config, which needs them); the rest of the Node-only
 * work lives in instrumentation-node.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { missingSecretsProblem } = await import('./platform/secrets')
    const { groupStartProblem } = await import('./platform/group')
    const problem =
      missingSecretsProblem(process.env) ?? groupStartProblem(process.env, await builtId())
    if (problem) {
      console.error(`✗ ${problem}`)
      process.exit(1)
    }
    const { startServer } = await import('./instrumentation-node')
    await startServer()
  }
}

/** The id of the build this server runs (`.next/BUILD_ID`), or null when it cannot be read. */
async function builtId(): Promise<string | null> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null
  }
}

/** A request that failed on the server: its stack, logged with the request's id (one JSON line). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { requestErrorLine } = await import('./platform/request-errors')
  console.error(requestErrorLine(error, request, context))
}
