import path from 'node:path'

/**
 * The project root. Next's server, the CLI scripts and Vitest all run from it;
 * PROJECT_ROOT overrides for unusual launches.
 */
export const projectRoot = process.env.PROJECT_ROOT ?? process.cwd()

/** What this installation keeps for itself: the SQLite file, its generated secret, uploads. DATA_DIR, else data/. */
export const dataDir = process.env.DATA_DIR || path.join(projectRoot, 'data')

/** Uploaded files (media, catalogue import files): MEDIA_DIR, else data/media. */
export function mediaDirOf(env: NodeJS.ProcessEnv = process.env, data = dataDir): string {
  return env.MEDIA_DIR || path.join(data, 'media')
}
