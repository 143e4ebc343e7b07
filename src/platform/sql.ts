/**
 * Raw SQL on Payload's own connection, one small interface for both dialects,
 * for what the Local API cannot say: search tables that are not collections,
 * and the cart's compare-and-set (user values are always bound parameters). Inside a Payload operation (collection hooks) the statements
 * join the operation's transaction: on SQLite another connection would wait
 * on the writer lock, and on both dialects it would not see the change yet.
 */
import { beginTransaction as drizzleBeginTransaction } from '@payloadcms/drizzle'
import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { noteTransactionBegun } from './after-commit'

export type SearchDialect = 'sqlite' | 'postgres'
export type Row = Record<string, unknown>

export type SqlDb = {
  dialect: SearchDialect
  rows<T extends Row = Row>(query: SQL): Promise<T[]>
  run(query: SQL): Promise<void>
}

type Drizzle = {
  all?: (query: SQL) => Promise<unknown[]>
  run?: (query: SQL) => Promise<unknown>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
  transaction: <T>(work: (tx: Drizzle) => Promise<T>) => Promise<T>
}

type TransactionId = string | number

type Adapter = {
  name: string
  drizzle: Drizzle
  sessions?: Record<TransactionId, { db: Drizzle } | undefined>
  beginTransaction?: () => Promise<TransactionId | null>
  commitTransaction?: (id: TransactionId) => Promise<void>
  rollbackTransaction?: (id: TransactionId) => Promise<void>
}

function adapterOf(payload: Payload): Adapter {
  return payload.db as unknown as Adapter
}

export function dialectOf(payload: Payload): SearchDialect {
  const name = adapterOf(payload).name
  if (name === 'sqlite' || name === 'postgres') return name
  throw new Error(`The shop supports SQLite and PostgreSQL, not "${name}"`)
}

function wrap(dialect: SearchDialect, db: Drizzle): SqlDb {
  if (dialect === 'sqlite') {
    return {
      dialect,
      rows: async <T extends Row>(query: SQL) => (await db.all!(query)) as T[],
      run: async (query) => {
        await db.run!(query)
      },
    }
  }
  return {
    dialect,
    rows: async <T extends Row>(query: SQL) => (await db.execute!(query)).rows as T[],
    run: async (query) => {
      await db.execute!(query)
    },
  }
}

/** The database of a request's transaction when it has one, else Payload's connection. */
export async function dbFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<SqlDb> {
  const adapter = adapterOf(payload)
  const dialect = dialectOf(payload)
  if (req?.transactionID) {
    const id = await req.transactionID
    const session = id !== null && id !== undefined ? adapter.sessions?.[id] : undefined
    if (session) return wrap(dialect, session.db)
  }
  return wrap(dialect, adapter.drizzle)
}

/**
 * Runs `work` in the request's transaction (left to its owner to commit), or
 * in a new one committed here and rolled back on error.
 */
export async function inTransaction<T>(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  work: (db: SqlDb) => Promise<T>,
): Promise<T> {
  if (req?.transactionID) return work(await dbFor(payload, req))
  const adapter = adapterOf(payload)
  const dialect = dialectOf(payload)
  const id = adapter.beginTransaction ? await adapter.beginTransaction() : null
  const session = id !== null ? adapter.sessions?.[id] : undefined
  if (id === null || !session) return work(wrap(dialect, adapter.drizzle))
  try {
    const result = await work(wrap(dialect, session.db))
    await adapter.commitTransaction!(id)
    return result
  } catch (error) {
    await adapter.rollbackTransaction!(id)
    throw error
  }
}

/**
 * Runs `work` on one connection inside a transaction of its own (PostgreSQL:
 * so `SET LOCAL` settings apply to the statements that follow).
 */
export async function onOneConnection<T>(
  payload: Payload,
  work: (db: SqlDb) => Promise<T>,
): Promise<T> {
  const dialect = dialectOf(payload)
  return adapterOf(payload).drizzle.transaction((tx) => work(wrap(dialect, tx)))
}

/** `(a, b, c)` of bound parameters. */
export function list(values: readonly unknown[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
}

/**
 * Rows sent as one JSON parameter (an array of arrays), read back as a subquery with one
 * column per position: SQLite's `json_each`, PostgreSQL's `jsonb_array_elements` with each
 * column cast to `postgresTypes[k]` (SQLite keeps JSON's own types: true/false read as 1/0).
 * PostgreSQL reads jsonb (parsed once) rather than json, whose `->>` parses each row's text
 * again for every column: three times the time on a parts file.
 * One bound value for thousands of rows: cheaper to build, send and parse than a parameter
 * per cell, and under every parameter limit. Column k is named `c<k>`.
 */
export function jsonRows(
  dialect: SearchDialect,
  rows: readonly (readonly unknown[])[],
  postgresTypes: readonly string[],
): SQL {
  const json = JSON.stringify(rows)
  if (dialect === 'sqlite') {
    const columns = postgresTypes.map((_, k) => `"value" ->> ${k} AS "c${k}"`).join(', ')
    return sql`SELECT ${sql.raw(columns)} FROM json_each(${json})`
  }
  const columns = postgresTypes.map((type, k) => `("e" ->> ${k})::${type} AS "c${k}"`).join(', ')
  return sql`SELECT ${sql.raw(columns)} FROM jsonb_array_elements(${json}::jsonb) AS "e"`
}

/** Whether a statement failed on a unique index (PostgreSQL 23505; SQLite's UNIQUE constraint). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const found = cause as { code?: unknown; message?: unknown; cause?: unknown }
    if (found.code === '23505') return true
    if (typeof found.message === 'string' && /UNIQUE constraint failed/i.test(found.message))
      return true
    cause = found.cause
  }
  return false
}

/**
 * Starts a real database transaction for Payload operations (pass `{ transactionID }` as their
 * `req`; end it with `payload.db.commitTransaction` / `rollbackTransaction`). PostgreSQL's
 * adapter has one by default; SQLite's runs every operation on its own unless configured, so
 * here it gets the same Drizzle transaction the PostgreSQL adapter uses.
 */
export async function beginRealTransaction(payload: Payload): Promise<TransactionId> {
  const id = await payload.db.beginTransaction()
  if (id !== null && id !== undefined) return id
  const started = await (
    drizzleBeginTransaction as unknown as (
      this: unknown,
      options: object,
    ) => Promise<TransactionId | null>
  ).call(payload.db, {})
  if (started === null || started === undefined)
    throw new Error('the database would not start a transaction')
  noteTransactionBegun(started)
  return started
}

/** A timestamp parameter as the dialect stores Payload's dates (PostgreSQL timestamptz, SQLite ISO text). */
export function timestampOf(dialect: SearchDialect, date: Date): SQL {
  const iso = date.toISOString()
  return dialect === 'postgres' ? sql`${iso}::timestamptz` : sql`${iso}`
}

/**
 * Runs `work` in a real transaction (see `beginRealTransaction`): Payload operations join it
 * through the `req` they are given; committed when `work` returns, rolled back when it throws.
 */
export async function inRealTransaction<T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> {
  const transactionID = await beginRealTransaction(payload)
  try {
    const result = await work({ transactionID })
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
