import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Payload } from 'payload'
import pg from 'pg'

import { dataDir, projectRoot } from './paths'

export type Dialect = 'sqlite' | 'postgres'

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url)
}

export function databaseDialect(env: NodeJS.ProcessEnv = process.env): Dialect {
  return isPostgresUrl(env.DATABASE_URL) ? 'postgres' : 'sqlite'
}

/** SQLite file used when DATABASE_URL is not a postgres URL. */
export function sqliteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL
  if (url && url.startsWith('file:')) return url
  return `file:${path.join(dataDir, 'shop.db')}`
}

export function migrationDir(dialect: Dialect): string {
  return path.join(projectRoot, 'src', 'migrations', dialect)
}

/**
 * Two different waits, which node-postgres's pool would share one setting for: opening a
 * connection to a database that does not answer is given up after 5 s (an outage answers 503
 * quickly), while a request waiting its turn for one of the pool's connections under load
 * waits up to 30 s (200 buyers at once queued longer than 5 s and were answered 503).
 */
type PoolOptions = NonNullable<Parameters<typeof postgresAdapter>[0]['pool']>

const connectMs = 5_000
const poolWaitMs = 30_000

/** Connections per process (DATABASE_POOL_MAX, default 10): mind the server's max_connections. */
function poolSize(env: NodeJS.ProcessEnv): number {
  const asked = Number(env.DATABASE_POOL_MAX)
  return Number.isInteger(asked) && asked > 0 ? asked : 10
}

class ShopPgClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: connectMs })
  }
}

/**
 * Payload's `push` stays off everywhere: it would drop tables Payload does not
 * own (full-text indexes, sign-in tables). Schema changes go through migrations.
 */
export function databaseAdapter(env: NodeJS.ProcessEnv = process.env): DatabaseAdapterObj {
  if (databaseDialect(env) === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: env.DATABASE_URL,
        // Payload's adapter is typed against its own copy of pg's types: the same class at run time
        Client: ShopPgClient as unknown as PoolOptions['Client'],
        connectionTimeoutMillis: poolWaitMs,
        max: poolSize(env),
      },
      push: false,
      migrationDir: migrationDir('postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl(env) },
    // WAL: readers never wait for a writer (pages keep serving during a catalogue import);
    // a writer from another process (the import CLI) waits up to 5 s instead of failing at once.
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: migrationDir('sqlite'),
  })
}

/**
 * An idle pooled connection that the database server drops (a restart, a failover, a network
 * cut) makes node-postgres emit 'error' on the pool; with no listener that error ends the
 * process. Logged instead: the pool opens a new connection for the next query.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (
    payload.db as { pool?: { on(event: 'error', listener: (error: Error) => void): void } }
  ).pool
  pool?.on('error', (error) => {
    payload.logger.warn(`database connection lost (${error.message}); the next query reconnects`)
  })
}
