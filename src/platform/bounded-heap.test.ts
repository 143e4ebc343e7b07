import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { defaultHeapMb, heapBoundFrom } from '../../scripts/bounded-heap.mjs'

const boundedHeap = path.resolve(__dirname, '../../scripts/bounded-heap.mjs')

/** Runs a module that starts itself in the bounded heap, as serve.mjs does; what it printed. */
function runBounded(env: Record<string, string>, body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bounded-heap-'))
  const file = path.join(dir, 'server.mjs')
  fs.writeFileSync(
    file,
    `import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'
import { startedInBoundedHeap } from ${JSON.stringify(boundedHeap)}
if (startedInBoundedHeap(import.meta.url)) await new Promise(() => {})
${body}`,
  )
  try {
    return spawnSync(process.execPath, [file], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe('the server in a bounded heap', () => {
  it('reads SERVER_HEAP_MB: a number of MB, 0 for none, the default when unset', () => {
    expect(heapBoundFrom({})).toBe(defaultHeapMb)
    expect(heapBoundFrom({ SERVER_HEAP_MB: '512' })).toBe(512)
    expect(heapBoundFrom({ SERVER_HEAP_MB: '0' })).toBe(0)
    expect(heapBoundFrom({ SERVER_HEAP_MB: 'lots' })).toBe(0)
  })

  it("serves in a worker whose heap limit is the bound, and exits with the worker's code", () => {
    const limit = `console.log(isMainThread, v8.getHeapStatistics().heap_size_limit / 2 ** 20); process.exit(3)`
    const bounded = runBounded({ SERVER_HEAP_MB: '96' }, limit)
    const [mainThread, limitMb] = bounded.stdout.trim().split(' ')
    expect(mainThread).toBe('false')
    // the old generation's bound plus the young generation's few MB
    expect(Number(limitMb)).toBeGreaterThanOrEqual(96)
    expect(Number(limitMb)).toBeLessThan(160)
    expect(bounded.status).toBe(3)

    const unbounded = runBounded({ SERVER_HEAP_MB: '0' }, limit)
    expect(unbounded.stdout.trim().split(' ')[0]).toBe('true')
  })

  it('relays SIGTERM to the handlers of the server in the worker', () => {
    const result = runBounded(
      { SERVER_HEAP_MB: '96' },
      `process.on('SIGTERM', () => { console.log('closing'); process.exit(0) })
setInterval(() => {}, 1000)
setTimeout(() => process.kill(process.pid, 'SIGTERM'), 200)`,
    )
    expect(result.stdout.trim()).toBe('closing')
    expect(result.status).toBe(0)
  })
})
