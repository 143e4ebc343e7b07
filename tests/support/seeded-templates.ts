/**
 * Global setup of the resilience run (vitest.resilience.config.ts): a folder, and a name for
 * PostgreSQL databases, for this run's seeded templates (tests/support/databases.ts,
 * openSeededTestDatabase); both removed when the run ends, so no later run starts from a
 * catalogue seeded by older code.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seeded-'))
  const run = randomBytes(4).toString('hex')
  project.provide('seededTemplates', { dir, run })
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    const url = process.env.TEST_DATABASE_URL
    if (!url) return
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`shop_seeded_${run}_%`],
      )
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    } finally {
      await admin.end()
    }
  }
}
