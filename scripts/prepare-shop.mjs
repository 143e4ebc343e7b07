/**
 * What `npm start` and `npm run start:cached` do before serving: build once (when there is no
 * production build yet, or REBUILD=1), migrate the database, seed the demo content when the
 * database is empty. With no DATABASE_URL that is an SQLite file in the installation's folder
 * (DATA_DIR, else data/), made here when it does not exist yet.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { ensureDataDir, mailDirOf } from '../src/platform/data-dir.mjs'

const bin = (name) => `node_modules/.bin/${name}`

export function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

export function prepareShop() {
  ensureDataDir()
  // this machine's own shop: secrets not set are made at random and kept in DATA_DIR
  process.env.SHOP_LOCAL_START = '1'
  if (!process.env.SMTP_URL) {
    // A newcomer has no mail server: sign-in codes go to this log and to the outbox instead.
    process.env.MAIL_DEV_OUTBOX = process.env.MAIL_DEV_OUTBOX ?? '1'
    const outbox = path.relative(process.cwd(), mailDirOf(process.env)) || '.'
    console.log(`No SMTP_URL set: sign-in codes are printed here and saved in ${outbox}/.`)
  }
  if (!existsSync('.next/BUILD_ID') || process.env.REBUILD === '1') {
    run('Building the production app (once)', bin('next'), ['build'])
  }
  run('Migrating the database, and seeding demo content when it is empty', process.execPath, [
    'scripts/run-ts.mjs',
    'scripts/db.ts',
    'prepare',
  ])
}
