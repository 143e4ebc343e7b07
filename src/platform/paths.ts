import path from 'node:path'

/**
 * The project root. Next's server, the CLI scripts and Vitest all run from it;
 * PROJECT_ROOT overrides for unusual launches.
 */
export const projectRoot = process.env.PROJECT_ROOT ?? process.cwd()

export const dataDir = path.join(projectRoot, 'data')
