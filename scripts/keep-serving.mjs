/**
 * Runs the shop's server (scripts/serve.mjs) and starts it again whenever it dies (issue 38
 * item 1): one request that exhausts its heap must not leave the site down, nor take the caching
 * front with it. `npm start` and `npm run start:cached` serve through this; start:cluster restarts
 * each of its instances the same way.
 *
 * A server that dies again soon after starting waits longer each time (1 s, 2 s, 4 s … 30 s), so
 * a shop that cannot start (a database out of reach) is not started in a loop; one that ran a
 * while starts again after the first delay.
 */
import { spawn } from 'node:child_process'

/** The wait before the next start: doubled after each quick death, reset after a long run. */
export function nextRestartDelayMs(
  previousMs,
  ranMs,
  { firstMs = 1_000, maxMs = 30_000, stableMs = 60_000 } = {},
) {
  if (previousMs === 0 || ranMs >= stableMs) return firstMs
  return Math.min(previousMs * 2, maxMs)
}

/**
 * @param {{ port: number | string, env: NodeJS.ProcessEnv, firstDelayMs?: number, script?: string }} options
 *   script: what to run (the shop's server; a test gives its own)
 * @returns {{ stop: (signal?: NodeJS.Signals) => Promise<void>, current: () => import('node:child_process').ChildProcess }}
 */
export function keepServing({ port, env, firstDelayMs = 1_000, script = 'scripts/serve.mjs' }) {
  let stopping = false
  let child
  let delayMs = 0
  let timer
  let stopped
  const stoppedPromise = new Promise((resolve) => (stopped = resolve))

  const start = () => {
    const startedAt = Date.now()
    child = spawn(process.execPath, [script, String(port)], { stdio: 'inherit', env })
    child.on('exit', (code, signal) => {
      if (stopping) return stopped()
      delayMs = nextRestartDelayMs(delayMs, Date.now() - startedAt, { firstMs: firstDelayMs })
      console.error(
        `✗ The shop exited (${signal ?? `code ${code}`}); starting it again in ${delayMs / 1000} s`,
      )
      timer = setTimeout(start, delayMs)
    })
  }
  start()

  return {
    current: () => child,
    stop(signal = 'SIGTERM') {
      if (!stopping) {
        stopping = true
        clearTimeout(timer)
        if (child.exitCode === null && child.signalCode === null) child.kill(signal)
        else stopped()
      }
      return stoppedPromise
    },
  }
}
