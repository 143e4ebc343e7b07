/**
 * The source files the lint checks of `tests/lint/` read: every module under a source root but
 * tests, the generated `payload-types.ts` and `migrations/` (written by Payload, not by us).
 */
import fs from 'node:fs'
import path from 'node:path'

export const sourceFile = /\.(ts|tsx|mts|js|jsx|mjs)$/
export const testFile = /\.(test|spec)\.[a-z]+$/

/** Absolute paths, sorted. */
export function listSourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const rel = path.relative(root, full).split(path.sep).join('/')
      if (entry.isDirectory()) {
        if (rel !== 'migrations' && entry.name !== 'node_modules') walk(full)
      } else if (sourceFile.test(entry.name) && !testFile.test(entry.name)) {
        if (rel !== 'payload-types.ts') files.push(full)
      }
    }
  }
  walk(root)
  return files.sort()
}
