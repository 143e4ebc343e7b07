import { mkdirSync } from 'node:fs'
import path from 'node:path'

/**
 * What an installation keeps for itself (the SQLite file, its generated secret, uploads, the mail
 * outbox, the caching front's work folder): DATA_DIR, else data/ in the project. Plain JavaScript:
 * the serving commands (scripts/*.mjs) read it without a build, and paths.ts re-exports it, so
 * the shop and its commands never disagree on where that is.
 *
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @param {string} [root] the project root (PROJECT_ROOT, else the working folder)
 * @returns {string}
 */
export function dataDirOf(env = process.env, root = env.PROJECT_ROOT ?? process.cwd()) {
  return env.DATA_DIR ? path.resolve(root, env.DATA_DIR) : path.join(root, 'data')
}

/**
 * The installation's folder, made when it does not exist yet (a fresh DATA_DIR must not stop the
 * first start with SQLite's SQLITE_CANTOPEN).
 *
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string}
 */
export function ensureDataDir(env = process.env) {
  const dir = dataDirOf(env)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * The development mail outbox: MAIL_DIR, else mail/ in the installation's folder.
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {string} [root]
 * @returns {string}
 */
export function mailDirOf(env, root = env.PROJECT_ROOT ?? process.cwd()) {
  const dir = env.MAIL_DIR?.trim()
  return dir ? path.resolve(root, dir) : path.join(dataDirOf(env, root), 'mail')
}

/**
 * The caching front's work folder (its generated VCL, varnishd's instance): EDGE_WORK_DIR, else
 * `name` in the installation's folder (`edge` for start:cached, `edge-cluster` for start:cluster).
 *
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {string} name
 * @returns {string}
 */
export function edgeWorkDirOf(env, name) {
  return env.EDGE_WORK_DIR || path.join(dataDirOf(env), name)
}
