import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { databaseDialect, sqliteUrl } from './database'
import { projectRoot } from './paths'
import { siteOrigin } from './site'

/**
 * Pages cached on disk (Next's route cache and data cache under `.next`) belong to the database
 * and the SITE_URL they were rendered from. A server starting on another database (a fresh
 * one, or another machine's) or under another SITE_URL clears them first, so a new shop never
 * shows another shop's pages or canonical URLs (finding 15).
 */
export function pageCacheDirs(distDir = path.join(projectRoot, '.next')): string[] {
  return [path.join(distDir, 'server', 'route-cache'), path.join(distDir, 'cache', 'fetch-cache')]
}

const identityFile = (distDir: string) => path.join(distDir, 'cache', 'page-cache-identity')

/**
 * Which database and site the pages come from: the database's address (without credentials),
 * the moment its first migration ran (a new database file or schema has a new one) and SITE_URL.
 */
export async function pageCacheIdentity(
  payload: Payload,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const first = await payload.find({
    collection: 'payload-migrations',
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const created = first.docs[0]?.createdAt ?? 'unmigrated'
  const address =
    databaseDialect(env) === 'postgres' ? (env.DATABASE_URL as string) : sqliteUrl(env)
  const database = address.replace(/\/\/[^@/]*@/, '//')
  return createHash('sha256')
    .update(`${database}\n${created}\n${siteOrigin(env)}`)
    .digest('hex')
}

/** Clears the cached pages when they were made for another identity; answers whether it did. */
export function settlePageCache(
  identity: string,
  distDir = path.join(projectRoot, '.next'),
): boolean {
  const file = identityFile(distDir)
  let kept: string | null = null
  try {
    kept = fs.readFileSync(file, 'utf8').trim()
  } catch {
    // no marker yet: pages (if any) are of unknown origin
  }
  if (kept === identity) return false
  for (const dir of pageCacheDirs(distDir)) fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${identity}\n`)
  return true
}
