/**
 * Every table of a database with all its rows, in a form two databases can be compared by
 * (rows sorted, dates and binary values as text): what a restore must reproduce exactly.
 */
import { createClient } from '@libsql/client'
import pg from 'pg'

export type TableRows = Map<string, string[]>

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64')
  if (Buffer.isBuffer(value)) return value.toString('base64')
  if (typeof value === 'bigint') return value.toString()
  return value
}

function sortedRows(rows: Record<string, unknown>[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(Object.entries(row).map(([column, value]) => [column, comparable(value)])),
    )
    .sort()
}

export async function sqliteTableRows(url: string): Promise<TableRows> {
  const client = createClient({ url })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const result: TableRows = new Map()
    for (const { name } of tables.rows) {
      const rows = await client.execute(`SELECT * FROM "${String(name)}"`)
      result.set(
        String(name),
        sortedRows(
          rows.rows.map((row) => Object.fromEntries(rows.columns.map((c, i) => [c, row[i]]))),
        ),
      )
    }
    return result
  } finally {
    client.close()
  }
}

/** Tables of the public schema, and each sequence's position as a table of its own. */
export async function postgresTableRows(url: string): Promise<TableRows> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
    const result: TableRows = new Map()
    for (const { name } of tables.rows) {
      result.set(name, sortedRows((await client.query(`SELECT * FROM "${name}"`)).rows))
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'",
    )
    for (const sequence of sequences.rows) {
      result.set(`sequence ${sequence.name}`, [String(sequence.last_value)])
    }
    return result
  } finally {
    await client.end()
  }
}
