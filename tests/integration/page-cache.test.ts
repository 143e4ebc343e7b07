/**
 * Finding 15: pages cached on disk survived a fresh database, so a new shop showed another
 * host's canonical URLs. The server now clears them when the database or SITE_URL changes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pageCacheDirs, pageCacheIdentity, settlePageCache } from '@/platform/page-cache'

import { dialectsUnderTest, openTestDatabase, type TestDatabase } from '../support/databases'

function cachedPage(distDir: string): string {
  const [routeCache] = pageCacheDirs(distDir)
  const file = path.join(routeCache!, 'APP_PAGE', 'build', '$', 'en', 'products.html')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '<link rel="canonical" href="http://other-host.example/products">')
  return file
}

describe.each(dialectsUnderTest)(
  'cached pages and their database on %s (finding 15)',
  (dialect) => {
    let first: TestDatabase
    let second: TestDatabase
    beforeAll(async () => {
      first = await openTestDatabase(dialect)
      second = await openTestDatabase(dialect)
    })
    afterAll(async () => {
      await first?.close()
      await second?.close()
    })

    it('a new database or another SITE_URL is another identity; the same database is the same one', async () => {
      const one = await pageCacheIdentity(first.payload, first.env)
      expect(await pageCacheIdentity(first.payload, first.env)).toBe(one)
      expect(await pageCacheIdentity(second.payload, second.env)).not.toBe(one)
      expect(
        await pageCacheIdentity(first.payload, { ...first.env, SITE_URL: 'https://shop.example' }),
      ).not.toBe(one)
    })

    it('without SITE_URL the port the server listens on is part of the identity (issue 22)', async () => {
      const local = { ...first.env, SITE_URL: '' }
      const on3000 = await pageCacheIdentity(first.payload, { ...local, PORT: '3000' })
      expect(await pageCacheIdentity(first.payload, { ...local, PORT: '3000' })).toBe(on3000)
      expect(await pageCacheIdentity(first.payload, { ...local, PORT: '4100' })).not.toBe(on3000)
      // SITE_URL naming the same origin is the same identity: the pages would say the same
      expect(
        await pageCacheIdentity(first.payload, { ...local, SITE_URL: 'http://localhost:3000/' }),
      ).toBe(on3000)
    })

    it('pages cached for another database are cleared at start; pages of this one are kept', async () => {
      const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-next-'))
      const stale = cachedPage(distDir)
      const here = await pageCacheIdentity(first.payload, first.env)
      expect(settlePageCache(here, distDir)).toBe(true)
      expect(fs.existsSync(stale)).toBe(false)

      const fresh = cachedPage(distDir)
      expect(settlePageCache(here, distDir)).toBe(false)
      expect(fs.existsSync(fresh)).toBe(true)

      expect(settlePageCache(await pageCacheIdentity(second.payload, second.env), distDir)).toBe(
        true,
      )
      expect(fs.existsSync(fresh)).toBe(false)
      fs.rmSync(distDir, { recursive: true, force: true })
    })
  },
)
