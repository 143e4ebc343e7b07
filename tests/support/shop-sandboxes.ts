/**
 * Global setup of the resilience run (vitest.resilience.config.ts): the folder each suite's server
 * folder is made in (tests/support/shop-sandbox.ts), removed when the run ends.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sandboxes-'))
  project.provide('shopSandboxes', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
