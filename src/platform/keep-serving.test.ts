import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it, vi } from 'vitest'

import { keepServing, nextRestartDelayMs } from '../../scripts/keep-serving.mjs'

describe('the serving commands start a shop that dies again (issue 38 item 1)', () => {
  it('waits longer after each quick death, and the first delay again after a long run', () => {
    expect(nextRestartDelayMs(0, 100)).toBe(1_000)
    expect(nextRestartDelayMs(1_000, 100)).toBe(2_000)
    expect(nextRestartDelayMs(16_000, 100)).toBe(30_000)
    expect(nextRestartDelayMs(30_000, 100)).toBe(30_000)
    expect(nextRestartDelayMs(30_000, 120_000)).toBe(1_000)
  })

  it('starts the server again when it exits, and not once stopped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keep-serving-'))
    const starts = path.join(dir, 'starts')
    const script = path.join(dir, 'server.mjs')
    // the first start dies at once (a crash); the second stays up
    fs.writeFileSync(
      script,
      `import fs from 'node:fs'
fs.appendFileSync(${JSON.stringify(starts)}, process.argv[2] + '\\n')
if (fs.readFileSync(${JSON.stringify(starts)}, 'utf8').split('\\n').length <= 2) process.exit(1)
setInterval(() => {}, 1000)
`,
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const shop = keepServing({ port: 4321, env: process.env, firstDelayMs: 50, script })
    try {
      await vi.waitFor(() => expect(fs.readFileSync(starts, 'utf8')).toBe('4321\n4321\n'), {
        timeout: 10_000,
        interval: 50,
      })
      const second = shop.current()
      await shop.stop()
      expect(second.exitCode !== null || second.signalCode !== null).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(fs.readFileSync(starts, 'utf8')).toBe('4321\n4321\n')
    } finally {
      await shop.stop()
      vi.restoreAllMocks()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
