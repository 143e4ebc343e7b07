/**
 * SQL in stores (tests/lint/sql-in-stores.ts) holds, in CI: no file of `src/` but a store
 * (`*-store.ts`), `platform/sql.ts` and the migrations runs raw SQL. The fixture tree proves the
 * checker fails on each kind of raw SQL and lets stores, helpers, migrations and tests be.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { maySql, sqlOutsideStores } from './sql-in-stores'

describe('the SQL-in-stores checker', () => {
  const uses = sqlOutsideStores(path.join(__dirname, 'fixtures', 'sql-stores', 'src'))

  it('fails on drizzle’s sql template, a client’s execute and a statement handed to query', () => {
    expect(uses.map((use) => `${use.file}:${use.line} ${use.what}`)).toEqual([
      "checkout/orders/outbox.ts:1 imports sql from 'drizzle-orm'",
      "checkout/orders/place-order.ts:1 imports sql from '@payloadcms/db-postgres'",
      'checkout/orders/place-order.ts:5 calls execute',
      'platform/backup.ts:4 runs a query written as a string',
    ])
    expect(uses[0]!.message).toBe(
      "checkout/orders/outbox.ts:1 imports sql from 'drizzle-orm': raw SQL belongs in a store (*-store.ts) the code calls",
    )
  })

  it('lets stores, platform/sql.ts, migrations, tests, types and other queries be', () => {
    const files = new Set(uses.map((use) => use.file))
    for (const file of [
      'cart/cart-store.ts',
      'cart/cart-service.ts',
      'cart/cart-service.test.ts',
      'platform/sql.ts',
      'platform/search.ts',
      'migrations/20260101_000000.ts',
    ]) {
      expect(files.has(file), file).toBe(false)
    }
    expect(maySql('catalog/search/store.ts')).toBe(true)
    expect(maySql('cart/saved-carts-store.ts')).toBe(true)
    expect(maySql('cart/restore.ts')).toBe(false)
    expect(maySql('platform/sql-helpers.ts')).toBe(false)
  })
})

describe('src/ keeps its SQL in stores (issue 40)', () => {
  const src = path.resolve(__dirname, '../../src')
  const uses = sqlOutsideStores(src)
  const folders = fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'migrations')
    .map((entry) => entry.name)
    .sort()

  it.each(folders)('src/%s/ runs no raw SQL outside its stores', (folder) => {
    const inFolder = uses.filter((use) => use.file.startsWith(`${folder}/`))
    expect(inFolder.map((use) => use.message)).toEqual([])
  })

  it('src/ root files run no raw SQL', () => {
    const atRoot = uses.filter((use) => !use.file.includes('/'))
    expect(atRoot.map((use) => use.message)).toEqual([])
  })
})
