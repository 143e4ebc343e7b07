import path from 'node:path'

import { dataDirOf } from './data-dir.mjs'

/**
 * The project root. Next's server, the CLI scripts and Vitest all run from it;
 * PROJECT_ROOT overrides for unusual launches.
 */
export const projectRoot = process.env.PROJECT_ROOT ?? process.cwd()

/**
 * What this installation keeps for itself: the SQLite file, its generated secret, uploads, the
 * mail outbox, the caching front's folder. DATA_DIR, else data/ (data-dir.mjs).
 */
export const dataDir = dataDirOf(process.env, projectRoot)

/** Uploaded files (media, catalogue import files): MEDIA_DIR, else data/media. */
export function mediaDirOf(env: NodeJS.ProcessEnv = process.env, data = dataDir): string {
  return env.MEDIA_DIR || path.join(data, 'media')
}
