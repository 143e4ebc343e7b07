#!/usr/bin/env node
/**
 * Runs a TypeScript script that loads the Payload config: bundles it with
 * esbuild (packages stay external) into .cache/ and runs it with plain Node.
 * Why not tsx or `payload run`: their module loader deadlocks now and then
 * on this dependency tree, and the process then exits 0 having done nothing.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { build } from 'esbuild'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args…]')
  process.exit(2)
}
const outfile = path.join('.cache', 'scripts', `${path.basename(entry, path.extname(entry))}.mjs`)
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Everything is bundled except native and tool packages: Node 20's ESM loader can deadlock on the
  // top-level awaits of lexical's modules (exit code 13, nothing done); a bundle has no loader races.
  external: [
    'sharp',
    'libsql',
    '@libsql/*',
    'drizzle-kit',
    'drizzle-kit/*',
    'esbuild',
    'pg-native',
    'next',
    'next/*',
    'react',
    'react-dom',
    '@next/env',
  ],
  tsconfig: 'tsconfig.json',
  sourcemap: 'inline',
  logLevel: 'warning',
  plugins: [
    {
      // next has no "exports" map: plain Node ESM needs the file name (next/cache → next/cache.js)
      name: 'next-subpaths',
      setup(builder) {
        builder.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({
          path: `${args.path}.js`,
          external: true,
        }))
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
const result = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], {
  stdio: 'inherit',
  env: { ...process.env, PROJECT_ROOT: process.cwd() },
})
process.exit(result.status ?? 1)
