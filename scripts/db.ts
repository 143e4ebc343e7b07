/**
 * Database commands: `migrate`, `seed [--if-empty]`, `prepare` (migrate, then seed when empty: what
 * `npm start` does, in one process since starting Payload costs seconds), `create-migration [name]`,
 * `check` (fails when the schema has changes no migration covers).
 * Run through scripts/run-ts.mjs: `npm run db:migrate`, `npm run db:seed`.
 */
import fs from 'node:fs'

import { getPayload, type Payload } from 'payload'

import config from '../src/payload.config'
import { ensureDataDir } from '../src/platform/data-dir.mjs'
import { databaseDialect, migrationDir } from '../src/platform/database'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { ensureFirstAdmin } from '../src/platform/staff'
import { isSeeded, seedDemoContent } from '../src/seed'

async function main() {
  const [command = 'migrate', ...args] = process.argv.slice(2)
  // a fresh DATA_DIR: SQLite cannot make the folder of its file (SQLITE_CANTOPEN)
  ensureDataDir()
  const payload = await getPayload({ config, disableOnInit: true })
  const dialect = databaseDialect()
  try {
    switch (command) {
      case 'migrate':
        await migrate(payload, dialect)
        break
      case 'seed':
        await seed(payload, args)
        break
      case 'prepare':
        await migrate(payload, dialect)
        await seed(payload, ['if-empty', ...args])
        break
      case 'create-migration':
        await payload.db.createMigration({
          migrationName: args[0] ?? 'change',
          payload,
          skipEmpty: true,
        })
        break
      case 'check': {
        const dir = migrationDir(dialect)
        // createMigration exits the process itself (code 0) when nothing is pending
        process.on('exit', (code) => {
          if (code === 0) console.log(`${dialect}: schema and migrations agree`)
        })
        const before = new Set(fs.readdirSync(dir))
        await payload.db.createMigration({
          migrationName: 'pending_check',
          payload,
          skipEmpty: true,
        })
        const created = fs.readdirSync(dir).filter((file) => !before.has(file))
        if (created.length > 0) {
          for (const file of created) fs.rmSync(`${dir}/${file}`)
          // index.ts was rewritten to import the removed file; restore it
          fs.writeFileSync(`${dir}/index.ts`, indexBackup)
          console.error(
            `The ${dialect} schema has changes no migration covers. Run: npm run db:migrate:create -- <name>`,
          )
          process.exitCode = 1
        }
        break
      }
      default:
        console.error(`Unknown command "${command}"`)
        process.exitCode = 2
    }
  } finally {
    await payload.destroy?.()
  }
}

async function migrate(payload: Payload, dialect: ReturnType<typeof databaseDialect>) {
  // the migration list is bundled in, so no TypeScript loader is needed at run time
  const migrations = (dialect === 'postgres'
    ? postgresMigrations
    : sqliteMigrations) as unknown as NonNullable<
    Parameters<typeof payload.db.migrate>[0]
  >['migrations']
  await payload.db.migrate({ migrations })
  await ensureFirstAdmin(payload)
  payload.logger.info(`Migrations applied (${dialect})`)
}

async function seed(payload: Payload, args: string[]) {
  if (args.includes('if-empty') && (await isSeeded(payload))) {
    payload.logger.info('Demo content already present; seed skipped')
    return
  }
  await ensureFirstAdmin(payload)
  await seedDemoContent(payload, { parts: partsOption(args) })
}

/** `--parts N` (or `--parts=N`): how many demo parts to seed; undefined for the default. */
function partsOption(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--parts' || arg.startsWith('--parts='))
  if (index === -1) return undefined
  const arg = args[index] as string
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1]
  const count = Number(raw)
  if (!raw || !Number.isSafeInteger(count) || count < 1) {
    throw new Error(`--parts needs a whole number ≥ 1, got ${JSON.stringify(raw ?? '')}`)
  }
  return count
}

const indexBackup = (() => {
  try {
    return fs.readFileSync(`${migrationDir(databaseDialect())}/index.ts`, 'utf8')
  } catch {
    return ''
  }
})()

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
process.exit(process.exitCode ?? 0)
