/**
 * Fresh databases for integration tests, built from the migrations alone:
 * a temporary SQLite file, or (with TEST_DATABASE_URL) a PostgreSQL database
 * created for the run and dropped after it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { createConfig } from '@/payload.config'

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
  choose: MigrationChoice = (all) => all,
): Promise<Payload> {
  const config = await createConfig(env)
  // `key` keeps one cached instance per database, so both dialects can run in one process
  const payload = await getPayload({
    config,
    key: `${dialect}-${env.DATABASE_URL}`,
    disableOnInit: true,
  } as Parameters<typeof getPayload>[0])
  await payload.db.migrate({ migrations: choose(migrationsOf(dialect)) })
  return payload
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
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-'))
    const env = baseEnv(`file:${path.join(dir, 'test.db')}`, extraEnv)
    const payload = await bootPayload(env, 'sqlite', migrations)
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
  const name = `shop_test_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: testDatabaseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(testDatabaseUrl)
  url.pathname = `/${name}`
  const env = baseEnv(url.toString(), extraEnv)
  const payload = await bootPayload(env, 'postgres', migrations)
  return {
    payload,
    env,
    close: async () => {
      // dropping the database terminates the pool's idle connections: expected here, not an error
      const pool = (
        payload.db as unknown as {
          pool?: { on(event: 'error', fn: () => void): void; end(): Promise<void> }
        }
      ).pool
      pool?.on('error', () => {})
      void pool?.end().catch(() => {})
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** The dialects this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialectsUnderTest: Dialect[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite']
