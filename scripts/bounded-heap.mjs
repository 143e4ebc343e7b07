/**
 * Runs the shop's server in a worker thread of this process whose V8 heap is bounded
 * (SERVER_HEAP_MB of old generation, default 256; 0 runs it as it is, under V8's default).
 *
 * Why (issue 23, server memory): on a machine with 24 GB V8 lets a server's heap grow to 4 GB
 * before it must collect, so under traffic the heap filled with garbage it had no reason to
 * collect yet: RSS 430 → 820 MB in two minutes of mixed traffic while what survived a full GC
 * stayed near 150 MB. A bound makes V8 collect sooner; the same traffic then held 400-420 MB.
 * A flag such as --max-old-space-size would do, but it must be given when Node starts (setting
 * it from inside does nothing) and the shop is started as `node scripts/serve.mjs` by npm
 * start, start:cached and the bench; a second process to pass it would cost its own 40 MB.
 * A worker thread's resourceLimits bound its heap in the same process.
 *
 * A catalogue much larger than the demo's (its word lists, price books, documents) keeps more:
 * raise SERVER_HEAP_MB if the server stops with ERR_WORKER_OUT_OF_MEMORY.
 */
import { isMainThread, parentPort, SHARE_ENV, Worker } from 'node:worker_threads'

export const defaultHeapMb = 256

/** The old-generation bound in MB from the environment; 0 (or not a number) means none. */
export function heapBoundFrom(env) {
  const value = env.SERVER_HEAP_MB
  if (value === undefined || value === '') return defaultHeapMb
  const mb = Number(value)
  return Number.isFinite(mb) && mb > 0 ? Math.round(mb) : 0
}

/**
 * In the main thread, with a bound: starts `moduleUrl` again in a bounded worker, relays
 * SIGTERM and SIGINT to it and exits with its exit code; answers true (the caller stops there).
 * Inside that worker, or with no bound: answers false (the caller serves). In the worker the
 * relayed signals reach the caller's own `process.on('SIGTERM' | 'SIGINT')` handlers.
 */
export function startedInBoundedHeap(moduleUrl, env = process.env) {
  if (!isMainThread) {
    parentPort?.on('message', (signal) => {
      if (signal === 'SIGTERM' || signal === 'SIGINT') process.emit(signal)
    })
    parentPort?.unref()
    return false
  }
  const heapMb = heapBoundFrom(env)
  if (heapMb === 0) return false
  const worker = new Worker(new URL(moduleUrl), {
    argv: process.argv.slice(2),
    env: SHARE_ENV,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  })
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => worker.postMessage(signal))
  worker.on('error', (error) => {
    console.error(error)
    process.exitCode = 1
  })
  worker.on('exit', (code) => process.exit(process.exitCode || code))
  return true
}
