/**
 * A folder that is the project to a server started in it, with a production build of its own:
 * every entry of the project is linked in, except `.next`, which is copied as hard links (no
 * bytes copied; 0.05 s) without its caches. The resilience suites run side by side, and each
 * server clears and fills the page cache under `.next` for its own database
 * (src/platform/page-cache.ts): in a folder of its own, no suite clears or reads another's pages.
 *
 * Next writes cached pages as new files (`.next/server/route-cache`, `.next/cache`), never into the
 * build's own files, so the hard links never change the project's build.
 *
 * Under vitest.resilience.config.ts (its global setup `shopSandboxes` provides the parent folder,
 * removed when the run ends); under any other config, servers start in the project as before.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

let made: string | undefined

/** This test file's folder to start servers in (made at its first call). */
export function shopSandbox(project = process.cwd()): string {
  const parent = inject('shopSandboxes')
  if (!parent) return project
  if (made) return made
  const dir = fs.mkdtempSync(path.join(parent, 'shop-'))
  for (const entry of fs.readdirSync(project)) {
    if (entry === '.next') continue
    fs.symlinkSync(path.join(project, entry), path.join(dir, entry))
  }
  const build = path.join(project, '.next')
  if (fs.existsSync(build)) {
    fs.mkdirSync(path.join(dir, '.next', 'cache'), { recursive: true })
    // the caches (the build's own, the page cache and its marker) start empty here
    const entries = fs.readdirSync(build).filter((entry) => entry !== 'cache' && entry !== 'trace')
    const linked = spawnSync(
      'cp',
      ['-al', ...entries.map((entry) => path.join(build, entry)), path.join(dir, '.next')],
      { encoding: 'utf8' },
    )
    if (linked.status !== 0) throw new Error(`copying .next into ${dir}: ${linked.stderr}`)
    fs.rmSync(path.join(dir, '.next', 'server', 'route-cache'), { recursive: true, force: true })
  }
  made = dir
  return dir
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** tests/support/shop-sandboxes.ts: the folder the run's server folders are made in. */
    shopSandboxes?: string
  }
}
