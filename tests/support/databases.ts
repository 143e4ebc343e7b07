/**
 * Fresh databases for integration tests, built from the migrations alone:
 * a temporary SQLite file, or (with TEST_DATABASE_URL) a PostgreSQL database
 * created for the run and dropped after it.
 *
 * The migrations run once per set of migrations, into a template (a file in the system's
 * temporary folder; a `shop_tpl_…` database), and each test database is a copy of it: running
 * them took 2–5 s per database, about a hundred times per CI run. A template is named by a
 * hash of its migrations' names and code, so a changed migration makes a new one.
 */
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'drizzle-orm'
import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { createConfig } from '@/payload.config'
import { dbFor } from '@/platform/sql'

export type Migrations = NonNullable<
  NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']
>
export type Dialect = 'sqlite' | 'postgres'

export const testDatabaseUrl = process.env.TEST_DATABASE_URL

export type TestDatabase = {
  payload: Payload
  /** The environment the app would run with against this database. */
  env: NodeJS.ProcessEnv
  close: () => Promise<void>
}

/** Which migrations a test database starts with (all by default; a data migration's test stops before it). */
export type MigrationChoice = (all: Migrations) => Migrations

export function migrationsOf(dialect: Dialect): Migrations {
  return (dialect === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migrations
}

async function bootPayload(
  env: NodeJS.ProcessEnv,
  dialect: Dialect,
  migrations: Migrations,
): Promise<Payload> {
  const config = await createConfig(env)
  // `key` keeps one cached instance per database, so both dialects can run in one process
  const payload = await getPayload({
    config,
    key: `${dialect}-${env.DATABASE_URL}`,
    disableOnInit: true,
  } as Parameters<typeof getPayload>[0])
  // on a copy of the template nothing is pending: this only checks
  await payload.db.migrate({ migrations })
  return payload
}

/** Names a template after what its migrations are (names and code). */
function templateKey(dialect: Dialect, migrations: Migrations): string {
  const hash = createHash('sha256')
  hash.update(dialect)
  for (const migration of migrations) {
    hash.update(`${migration.name}\n${String(migration.up)}\n${String(migration.down)}\n`)
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The SQLite template for these migrations: made once (in a file of its own, renamed into place,
 * so runs side by side never see half of one), then copied.
 */
async function sqliteTemplate(migrations: Migrations): Promise<string> {
  const file = path.join(
    os.tmpdir(),
    `shop-sqlite-template-${templateKey('sqlite', migrations)}.db`,
  )
  if (fs.existsSync(file)) return file
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-template-'))
  const building = path.join(dir, 'template.db')
  const payload = await bootPayload(baseEnv(`file:${building}`, {}), 'sqlite', migrations)
  // the write-ahead log folded into the file, which is copied alone
  await (await dbFor(payload)).rows(sql`PRAGMA wal_checkpoint(TRUNCATE)`)
  await payload.db.destroy?.()
  fs.renameSync(building, file)
  fs.rmSync(dir, { recursive: true, force: true })
  return file
}

/** The PostgreSQL template for these migrations: made once under a name of its own, then renamed. */
async function postgresTemplate(migrations: Migrations): Promise<string> {
  const name = `shop_tpl_${templateKey('postgres', migrations)}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return name
    const building = `${name}_${randomBytes(3).toString('hex')}`
    await admin.query(`CREATE DATABASE ${building}`)
    const url = new URL(testDatabaseUrl!)
    url.pathname = `/${building}`
    const payload = await bootPayload(baseEnv(url.toString(), {}), 'postgres', migrations)
    closePostgres(payload)
    // a template takes no sessions: the pool's last ones are ended here
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [building],
    )
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    } catch {
      // another run made it first
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
    }
    return name
  } finally {
    await admin.end()
  }
}

/** Ends a PostgreSQL Payload's pool without waiting (ending it can wait on idle sessions). */
function closePostgres(payload: Payload) {
  const pool = (
    payload.db as unknown as {
      pool?: { on(event: 'error', fn: () => void): void; end(): Promise<void> }
    }
  ).pool
  pool?.on('error', () => {})
  void pool?.end().catch(() => {})
}

function baseEnv(databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'integration-test',
    ADMIN_EMAIL: 'admin@test.example',
    ADMIN_PASSWORD: 'correct-horse',
    ...extra,
  }
}

export async function openTestDatabase(
  dialect: Dialect,
  extraEnv: Record<string, string> = {},
  migrations?: MigrationChoice,
): Promise<TestDatabase> {
  const chosen = (migrations ?? ((all) => all))(migrationsOf(dialect))
  return openCopy(dialect, extraEnv, chosen, (template) => template)
}

/** A test database copied from `pick(the migrations' template)` (a file; a database's name). */
async function openCopy(
  dialect: Dialect,
  extraEnv: Record<string, string>,
  chosen: Migrations,
  pick: (template: string) => string | Promise<string>,
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-'))
    const file = path.join(dir, 'test.db')
    fs.copyFileSync(await pick(await sqliteTemplate(chosen)), file)
    const env = baseEnv(`file:${file}`, extraEnv)
    const payload = await bootPayload(env, 'sqlite', chosen)
    return {
      payload,
      env,
      close: async () => {
        await payload.db.destroy?.()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const template = await pick(await postgresTemplate(chosen))
  const name = `shop_test_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  await admin.end()
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const env = baseEnv(url.toString(), extraEnv)
  const payload = await bootPayload(env, 'postgres', chosen)
  return {
    payload,
    env,
    close: async () => {
      // dropping the database terminates the pool's idle connections: expected here, not an error
      closePostgres(payload)
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** tests/support/seeded-templates.ts: this run's folder (and database names) for seeded templates. */
    seededTemplates?: { dir: string; run: string }
  }
}

/** The demo catalogue through the shop's own command (`npm run db:seed -- --parts N`). */
function seedDemo(env: NodeJS.ProcessEnv, parts: number) {
  const args = ['scripts/run-ts.mjs', 'scripts/db.ts', 'seed', '--parts', String(parts)]
  const seeded = spawnSync(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (seeded.status !== 0) throw new Error(`scripts/db.ts seed --parts ${parts} failed`)
}

/**
 * A fresh database with the demo catalogue of `parts` parts seeded into it. A seed of 300 parts
 * takes 17 s on SQLite and 23 s on PostgreSQL, and six suites of a resilience run each seeded
 * one: within a run (vitest.resilience.config.ts's global setup, tests/support/seeded-templates.ts)
 * each dialect and size is seeded once, by the same command, into a template made for this run
 * alone and removed after it, and each suite gets a copy. Without that setup (a suite run under
 * another config) each call seeds its own database, as before.
 */
export async function openSeededTestDatabase(
  dialect: Dialect,
  extraEnv: Record<string, string> = {},
  { parts }: { parts: number },
): Promise<TestDatabase> {
  const seeded = inject('seededTemplates')
  if (!seeded) {
    const database = await openTestDatabase(dialect, extraEnv)
    seedDemo(database.env, parts)
    return database
  }
  const chosen = migrationsOf(dialect)
  // the run's suites go two at a time: the first to need a template seeds it, the other waits
  return openCopy(dialect, extraEnv, chosen, (template) =>
    oneAtATime(seeded.dir, `seeded-${dialect}-${parts}`, () =>
      dialect === 'sqlite'
        ? seededSqliteTemplate(template, seeded.dir, parts)
        : seededPostgresTemplate(template, seeded.run, parts),
    ),
  )
}

/** Runs `work` while holding `name` in `dir` (a folder made atomically), waiting while another holds it. */
async function oneAtATime<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, `${name}.lock`)
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/** This run's seeded SQLite template: the migrations' template copied, then seeded. */
async function seededSqliteTemplate(template: string, dir: string, parts: number) {
  const file = path.join(dir, `seeded-${parts}.db`)
  if (fs.existsSync(file)) return file
  const building = fs.mkdtempSync(path.join(dir, 'building-'))
  const copy = path.join(building, 'seeded.db')
  fs.copyFileSync(template, copy)
  seedDemo(baseEnv(`file:${copy}`, {}), parts)
  // the file is copied alone: a write-ahead log the seed's process left is folded into it first
  if (fs.existsSync(`${copy}-wal`) && fs.statSync(`${copy}-wal`).size > 0) {
    const payload = await bootPayload(baseEnv(`file:${copy}`, {}), 'sqlite', migrationsOf('sqlite'))
    await (await dbFor(payload)).rows(sql`PRAGMA wal_checkpoint(TRUNCATE)`)
    await payload.db.destroy?.()
  }
  fs.renameSync(copy, file)
  fs.rmSync(building, { recursive: true, force: true })
  return file
}

/** This run's seeded PostgreSQL template (`shop_seeded_<run>_<parts>`), dropped after the run. */
async function seededPostgresTemplate(template: string, run: string, parts: number) {
  // the run's global setup drops every shop_seeded_<run>_… database when the run ends
  const name = `shop_seeded_${run}_${parts}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return name
    const building = `${name}_${randomBytes(3).toString('hex')}`
    await admin.query(`CREATE DATABASE ${building} TEMPLATE ${template}`)
    const url = new URL(testDatabaseUrl!)
    url.pathname = `/${building}`
    seedDemo(baseEnv(url.toString(), {}), parts)
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [building],
    )
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    return name
  } finally {
    await admin.end()
  }
}

/**
 * The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set; or only
 * those TEST_DIALECTS names (.ci/run's PostgreSQL step: `npm test` has just run them on SQLite).
 */
export const dialectsUnderTest: Dialect[] = (() => {
  const available: Dialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite']
  const only = process.env.TEST_DIALECTS?.split(',').map((name) => name.trim())
  return only ? available.filter((dialect) => only.includes(dialect)) : available
})()
