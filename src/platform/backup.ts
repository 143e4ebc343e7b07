import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { postgresTableCount, snapshotSqlite, sqliteTableCount } from './backup-store'
import { databaseDialect, sqliteUrl, type Dialect } from './database'
import { localSecretFile } from './secrets'

/**
 * Backups of one installation: its database (SQLite snapshot or `pg_dump`), its uploaded files
 * and the secret it generated for itself in data/ (without which its staff and buyer sessions,
 * and anything signed, would not survive a restore). A backup is a directory:
 *
 *   backup.json            what is in it, with every file's size and SHA-256
 *   database/shop.db       SQLite (VACUUM INTO: one consistent snapshot, taken while serving)
 *   database/shop.dump     PostgreSQL (pg_dump's custom format)
 *   media/…                MEDIA_DIR (or data/media), import files included
 *   secrets/local-secret   only when the installation made one (PAYLOAD_SECRET unset)
 */
export type BackupManifest = {
  format: 1
  createdAt: string
  dialect: Dialect
  /** The database file, relative to the backup directory. */
  database: string
  /** Every file of the backup but this manifest, relative to the backup directory. */
  files: { path: string; bytes: number; sha256: string }[]
}

/** Where an installation keeps what a backup takes. */
export type Installation = {
  env: NodeJS.ProcessEnv
  /** Holds the generated local secret (data/). */
  dataDir: string
  /** Uploaded files (MEDIA_DIR or data/media). */
  mediaDir: string
}

const manifestFile = 'backup.json'

/** A refusal the command prints as is: the backup or the target is not what it should be. */
export class BackupProblem extends Error {}

function sqliteFileOf(env: NodeJS.ProcessEnv): string {
  return sqliteUrl(env).replace(/^file:/, '')
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/** Runs a PostgreSQL client tool; its error output becomes the error. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', (error) =>
      reject(
        new BackupProblem(
          `${command} could not run (${error.message}): install PostgreSQL's client tools`,
        ),
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    )
  })
}

function copyTree(from: string, to: string): void {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
}

/** Writes a backup of `installation` into `outDir` (which must not exist yet). */
export async function backUp(installation: Installation, outDir: string): Promise<BackupManifest> {
  if (fs.existsSync(outDir)) throw new BackupProblem(`${outDir} already exists`)
  const dialect = databaseDialect(installation.env)
  // written beside its final name, which appears only when everything is in it
  const work = `${outDir}.partial`
  fs.rmSync(work, { recursive: true, force: true })
  fs.mkdirSync(path.join(work, 'database'), { recursive: true })
  try {
    const database = dialect === 'postgres' ? 'database/shop.dump' : 'database/shop.db'
    if (dialect === 'postgres') {
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, database)}`,
        `--dbname=${installation.env.DATABASE_URL}`,
      ])
    } else {
      const source = sqliteFileOf(installation.env)
      if (!fs.existsSync(source)) throw new BackupProblem(`No database at ${source}`)
      await snapshotSqlite(source, path.join(work, database))
    }
    copyTree(installation.mediaDir, path.join(work, 'media'))
    const secret = path.join(installation.dataDir, localSecretFile)
    if (fs.existsSync(secret)) {
      fs.mkdirSync(path.join(work, 'secrets'), { recursive: true })
      fs.copyFileSync(secret, path.join(work, 'secrets', localSecretFile))
      fs.chmodSync(path.join(work, 'secrets', localSecretFile), 0o600)
    }
    const files = []
    for (const file of filesUnder(work)) {
      const full = path.join(work, file)
      files.push({ path: file, bytes: fs.statSync(full).size, sha256: await sha256Of(full) })
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      dialect,
      database,
      files,
    }
    fs.writeFileSync(path.join(work, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
    fs.renameSync(work, outDir)
    return manifest
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true })
    throw error
  }
}

/** The backup's manifest, once every file it lists is there with its size and hash. */
export async function verifiedBackup(backupDir: string): Promise<BackupManifest> {
  const manifestPath = path.join(backupDir, manifestFile)
  if (!fs.existsSync(manifestPath)) throw new BackupProblem(`${backupDir} has no ${manifestFile}`)
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new BackupProblem(`Unknown backup format ${manifest.format}`)
  const listed = new Set(manifest.files.map((file) => file.path))
  for (const file of manifest.files) {
    const full = path.join(backupDir, file.path)
    if (!fs.existsSync(full)) throw new BackupProblem(`The backup lacks ${file.path}`)
    if (fs.statSync(full).size !== file.bytes || (await sha256Of(full)) !== file.sha256) {
      throw new BackupProblem(`${file.path} differs from the backup's record of it: damaged`)
    }
  }
  const extra = filesUnder(backupDir).filter((file) => file !== manifestFile && !listed.has(file))
  if (extra.length > 0) throw new BackupProblem(`Files not in the backup's record: ${extra[0]}`)
  if (!listed.has(manifest.database)) throw new BackupProblem('The backup has no database')
  return manifest
}

/**
 * Restores a backup into `installation`. The target must be empty (no tables, no files, no other
 * secret) unless `replace`: then its database, files and secret are replaced. SQLite: stop the
 * server first; PostgreSQL restores in one transaction, so a failure leaves the target as it was.
 */
export async function restore(
  installation: Installation,
  backupDir: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await verifiedBackup(backupDir)
  const dialect = databaseDialect(installation.env)
  if (manifest.dialect !== dialect) {
    throw new BackupProblem(
      `This backup is of a ${manifest.dialect} database; DATABASE_URL names a ${dialect} one`,
    )
  }
  const secretTarget = path.join(installation.dataDir, localSecretFile)
  const secretSource = path.join(backupDir, 'secrets', localSecretFile)
  if (!replace) {
    const tables =
      dialect === 'postgres'
        ? await postgresTableCount(installation.env.DATABASE_URL as string)
        : await sqliteTableCount(sqliteFileOf(installation.env))
    const occupied = [
      tables > 0 && `the database has ${tables} tables`,
      filesUnder(installation.mediaDir).length > 0 && `${installation.mediaDir} has files`,
      fs.existsSync(secretTarget) &&
        fs.existsSync(secretSource) &&
        fs.readFileSync(secretTarget, 'utf8') !== fs.readFileSync(secretSource, 'utf8') &&
        `${secretTarget} holds another secret`,
    ].filter(Boolean)
    if (occupied.length > 0) {
      throw new BackupProblem(
        `The target is not empty (${occupied.join('; ')}). Restore into a fresh one, or pass --replace to overwrite it.`,
      )
    }
  }
  const database = path.join(backupDir, manifest.database)
  if (dialect === 'postgres') {
    await runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${installation.env.DATABASE_URL}`,
      database,
    ])
  } else {
    const target = sqliteFileOf(installation.env)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // copied beside the target, then renamed over it: never half a database under its name
    fs.copyFileSync(database, `${target}.restoring`)
    for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true })
    fs.renameSync(`${target}.restoring`, target)
  }
  if (replace) fs.rmSync(installation.mediaDir, { recursive: true, force: true })
  copyTree(path.join(backupDir, 'media'), installation.mediaDir)
  if (fs.existsSync(secretSource)) {
    fs.mkdirSync(installation.dataDir, { recursive: true })
    fs.copyFileSync(secretSource, secretTarget)
    fs.chmodSync(secretTarget, 0o600)
  }
  return manifest
}
