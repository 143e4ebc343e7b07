/**
 * One record per web user (the live cart, the favourites), changed only by compare-and-set on
 * its `version`. A writer that read version 3 writes only where the row still has version 3;
 * anyone else gets "stale" and re-applies their change to the current record. No locks, the
 * same on SQLite and PostgreSQL, and no change is ever lost. An empty record is deleted, so
 * version 0 means "none" to a writer.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor, type Row } from './sql'

/** How one content field is stored: a JSON column, or a nullable integer column. */
type Column<V> = { column: string; kind: 'json' | 'int'; read(value: unknown): V }

export type OwnedRecordTable<C extends Record<string, unknown>> = {
  table: string
  columns: { [K in keyof C]: Column<C[K]> }
  isEmpty(content: C): boolean
}

export type Versioned<C> = C & {
  /** 1 for a new record, +1 on every change. */
  version: number
  createdAt: string
  updatedAt: string
}

export type WriteResult<C> =
  { ok: true; record: Versioned<C> | null } | { ok: false; current: Versioned<C> | null }

export type Change<C, R> = (
  current: Versioned<C> | null,
) => { ok: true; next: C; result: R } | { ok: false; refusal: R }

/** A JSON column holding an array, each element kept only when `pick` accepts it. */
export function jsonList<T>(column: string, pick: (value: unknown) => T | null): Column<T[]> {
  return {
    column,
    kind: 'json',
    read(value) {
      const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
      if (!Array.isArray(parsed)) return []
      return parsed.flatMap((element: unknown) => {
        const picked = pick(element)
        return picked === null ? [] : [picked]
      })
    },
  }
}

/** A nullable integer column (an address id, say). */
export function intOrNull(column: string): Column<number | null> {
  return {
    column,
    kind: 'int',
    read(value) {
      if (value === null || value === undefined || value === '') return null
      const n = Number(value)
      return Number.isSafeInteger(n) ? n : null
    },
  }
}

/** A timestamp column as either driver returns it (a Date, or text) → ISO text. */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}

const MAX_ATTEMPTS = 200

export function ownedRecords<C extends Record<string, unknown>>(spec: OwnedRecordTable<C>) {
  const keys = Object.keys(spec.columns) as (keyof C & string)[]
  const table = sql.identifier(spec.table)
  const contentColumns = keys.map((key) => sql.identifier(spec.columns[key].column))
  const selected = sql.join(
    [...contentColumns, sql`"version"`, sql`"created_at"`, sql`"updated_at"`],
    sql`, `,
  )

  function recordOf(row: Row | undefined): Versioned<C> | null {
    if (!row) return null
    const content = Object.fromEntries(
      keys.map((key) => [key, spec.columns[key].read(row[spec.columns[key].column])]),
    ) as C
    return {
      ...content,
      version: Number(row.version),
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }
  }

  function sameContent(current: Versioned<C> | null, next: C): boolean {
    if (!current) return spec.isEmpty(next)
    return keys.every((key) => JSON.stringify(current[key]) === JSON.stringify(next[key]))
  }

  async function read(payload: Payload, ownerId: number): Promise<Versioned<C> | null> {
    const db = await dbFor(payload)
    const rows = await db.rows(sql`SELECT ${selected} FROM ${table} WHERE "owner_id" = ${ownerId}`)
    return recordOf(rows[0])
  }

  /** Writes `next` if the stored record still has `expectedVersion` (0: there is none). */
  async function write(
    payload: Payload,
    ownerId: number,
    expectedVersion: number,
    next: C,
  ): Promise<WriteResult<C>> {
    const db = await dbFor(payload)
    const postgres = db.dialect === 'postgres'
    const now = new Date().toISOString()
    const stamp = postgres ? sql`${now}::timestamptz` : sql`${now}`
    const valueOf = (key: keyof C & string): SQL => {
      const value = next[key]
      if (spec.columns[key].kind === 'int') return sql`${value ?? null}`
      return postgres ? sql`${JSON.stringify(value)}::jsonb` : sql`${JSON.stringify(value)}`
    }
    const stale = async (): Promise<WriteResult<C>> => ({
      ok: false,
      current: await read(payload, ownerId),
    })

    if (spec.isEmpty(next)) {
      if (expectedVersion === 0)
        return (await read(payload, ownerId)) ? stale() : { ok: true, record: null }
      const deleted = await db.rows(
        sql`DELETE FROM ${table} WHERE "owner_id" = ${ownerId} AND "version" = ${expectedVersion} RETURNING "id"`,
      )
      return deleted.length === 1 ? { ok: true, record: null } : stale()
    }

    if (expectedVersion === 0) {
      const inserted = await db.rows(sql`
        INSERT INTO ${table} ("owner_id", ${sql.join(contentColumns, sql`, `)}, "version", "created_at", "updated_at")
        VALUES (${ownerId}, ${sql.join(keys.map(valueOf), sql`, `)}, 1, ${stamp}, ${stamp})
        ON CONFLICT ("owner_id") DO NOTHING
        RETURNING ${selected}`)
      return inserted.length === 1 ? { ok: true, record: recordOf(inserted[0]) } : stale()
    }

    const assignments = sql.join(
      keys.map((key, index) => sql`${contentColumns[index]} = ${valueOf(key)}`),
      sql`, `,
    )
    const updated = await db.rows(sql`
      UPDATE ${table}
      SET ${assignments}, "version" = "version" + 1, "updated_at" = ${stamp}
      WHERE "owner_id" = ${ownerId} AND "version" = ${expectedVersion}
      RETURNING ${selected}`)
    return updated.length === 1 ? { ok: true, record: recordOf(updated[0]) } : stale()
  }

  async function remove(payload: Payload, ownerId: number): Promise<void> {
    const db = await dbFor(payload)
    await db.run(sql`DELETE FROM ${table} WHERE "owner_id" = ${ownerId}`)
  }

  /**
   * Applies `change` to the current record and writes it by compare-and-set, re-reading and
   * re-applying it whenever another writer got there first, so concurrent changes all land.
   */
  async function change<R>(
    payload: Payload,
    ownerId: number,
    apply: Change<C, R>,
  ): Promise<{ ok: true; record: Versioned<C> | null; result: R } | { ok: false; refusal: R }> {
    let current = await read(payload, ownerId)
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const outcome = apply(current)
      if (!outcome.ok) return outcome
      // a change that changes nothing (a second heart on the same part) writes nothing
      if (sameContent(current, outcome.next))
        return { ok: true, record: current, result: outcome.result }
      const written = await write(payload, ownerId, current?.version ?? 0, outcome.next)
      if (written.ok) return { ok: true, record: written.record, result: outcome.result }
      current = written.current
      // back off a little so a crowd of writers does not retry in lock step
      if (attempt > 2)
        await new Promise((resolve) =>
          setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 20)),
        )
    }
    throw new Error(`${spec.table} change did not settle`)
  }

  return { read, write, remove, change }
}
