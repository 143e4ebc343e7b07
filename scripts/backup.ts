/**
 * `npm run db:backup [-- --out DIR]`: a backup of this installation (database, uploaded files,
 * generated secret) into DIR, by default backups/<dialect>-<time>. Runs while the shop serves.
 * `npm run db:restore -- DIR [--replace]`: restores one into the installation DATABASE_URL,
 * MEDIA_DIR and data/ name; into an empty one unless --replace. See src/platform/backup.ts.
 */
import path from 'node:path'

import { BackupProblem, backUp, restore, type Installation } from '../src/platform/backup'
import { databaseDialect } from '../src/platform/database'
import { dataDir, mediaDirOf, projectRoot } from '../src/platform/paths'

function optionValue(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (at === -1) return undefined
  const arg = args[at] as string
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1]
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2)
  const installation: Installation = { env: process.env, dataDir, mediaDir: mediaDirOf() }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const out = path.resolve(
      optionValue(args, '--out') ??
        path.join(projectRoot, 'backups', `${databaseDialect()}-${stamp}`),
    )
    const manifest = await backUp(installation, out)
    const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
    console.log(
      `Backup of the ${manifest.dialect} database, ${manifest.files.length} files ` +
        `(${(bytes / 1e6).toFixed(1)} MB), in ${out}`,
    )
    return
  }
  if (command === 'restore') {
    const from = args.find((arg) => !arg.startsWith('--'))
    if (!from) throw new BackupProblem('Which backup? npm run db:restore -- <directory>')
    const manifest = await restore(installation, path.resolve(from), {
      replace: args.includes('--replace'),
    })
    console.log(
      `Restored the ${manifest.dialect} backup of ${manifest.createdAt} (${manifest.files.length} files)`,
    )
    return
  }
  throw new BackupProblem(`Unknown command "${command ?? ''}": backup or restore`)
}

try {
  await main()
} catch (error) {
  console.error(error instanceof BackupProblem ? `✗ ${error.message}` : error)
  process.exitCode = 1
}
// nothing of the shop's is left to finish; a module's idle handle must not keep the command waiting
process.exit(process.exitCode ?? 0)
