/**
 * The SQL of backups and restores, straight on the database files and servers (no Payload:
 * the backup tool runs beside a stopped or serving shop): a SQLite snapshot, and how many
 * tables a target already has.
 */
import fs from 'node:fs'

import { createClient } from '@libsql/client'
import pg from 'pg'

/** A read transaction in WAL mode: writers go on, the copy is one point in time. */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

export async function sqliteTableCount(file: string): Promise<number> {
  if (!fs.existsSync(file)) return 0
  const client = createClient({ url: `file:${file}` })
  try {
    const result = await client.execute(
      "SELECT count(*) AS count FROM sqlite_master WHERE type = 'table'",
    )
    return Number(result.rows[0]?.count ?? 0)
  } finally {
    client.close()
  }
}
