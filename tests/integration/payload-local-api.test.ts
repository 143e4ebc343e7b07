/**
 * Boots Payload's Local API on a fresh database built from the migrations
 * alone (SQLite temp file; PostgreSQL too when TEST_DATABASE_URL is set) and
 * reads localized documents in both languages.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { createConfig } from '@/payload.config'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

const testDatabaseUrl = process.env.TEST_DATABASE_URL

async function bootPayload(databaseUrl: string, dialect: 'sqlite' | 'postgres'): Promise<Payload> {
  const config = await createConfig({ ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'integration-test', ADMIN_EMAIL: 'admin@test.example', ADMIN_PASSWORD: 'correct-horse' })
  // `key` keeps one cached instance per database, so both dialects can run in one process
  const payload = await getPayload({ config, key: `${dialect}-${databaseUrl}`, disableOnInit: true } as Parameters<typeof getPayload>[0])
  await payload.db.migrate({ migrations: (dialect === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migrations })
  return payload
}

function localizedSuite(dialect: 'sqlite' | 'postgres', open: () => Promise<{ payload: Payload; close: () => Promise<void> }>) {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await open())
  })
  afterAll(async () => {
    await close?.()
  })

  it(`${dialect}: migrations alone build a schema that stores a page in both languages`, async () => {
    const shop = await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Shop', slug: 'shop', _status: 'published' }, context: { skipRouteHooks: true } })
    await payload.update({ collection: 'pages', id: shop.id, locale: 'es', data: { title: 'Tienda', slug: 'tienda' }, context: { skipRouteHooks: true } })
    const child = await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Definite purpose contactors', slug: 'definite-purpose-contactors', parent: shop.id, _status: 'published' }, context: { skipRouteHooks: true } })
    await payload.update({ collection: 'pages', id: child.id, locale: 'es', data: { title: 'Contactores de propósito definido', slug: 'contactores-de-propósito-definido' }, context: { skipRouteHooks: true } })

    const english = await payload.findByID({ collection: 'pages', id: child.id, locale: 'en' })
    const spanish = await payload.findByID({ collection: 'pages', id: child.id, locale: 'es' })
    expect([english.title, english.path]).toEqual(['Definite purpose contactors', 'shop/definite-purpose-contactors'])
    expect([spanish.title, spanish.path]).toEqual(['Contactores de propósito definido', 'tienda/contactores-de-propósito-definido'])

    const found = await payload.find({ collection: 'pages', locale: 'es', where: { path: { equals: 'tienda/contactores-de-propósito-definido' } } })
    expect(found.docs.map((doc) => doc.id)).toEqual([child.id])
  })

  it(`${dialect}: no silent fallback to English on a Spanish read`, async () => {
    const article = await payload.create({ collection: 'articles', locale: 'en', data: { title: 'Only in English', slug: 'only-in-english', _status: 'published' }, context: { skipRouteHooks: true } })
    const spanish = await payload.findByID({ collection: 'articles', id: article.id, locale: 'es' })
    expect(spanish.title ?? null).toBeNull()
  })

  it(`${dialect}: drafts are invisible to visitors`, async () => {
    const draft = await payload.create({ collection: 'pages', locale: 'en', data: { title: 'Coming soon', slug: 'coming-soon', _status: 'draft' }, context: { skipRouteHooks: true } })
    const visitor = await payload.find({ collection: 'pages', overrideAccess: false, where: { slug: { equals: 'coming-soon' } } })
    expect(visitor.docs).toEqual([])
    const staff = await payload.find({ collection: 'pages', draft: true, where: { id: { equals: draft.id } } })
    expect(staff.docs).toHaveLength(1)
  })

  it(`${dialect}: a CMS page cannot take a reserved slug`, async () => {
    const error = await payload.create({ collection: 'pages', locale: 'es', data: { title: 'Productos', slug: 'productos' }, context: { skipRouteHooks: true } }).catch((caught: unknown) => caught)
    const fieldErrors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    expect(fieldErrors).toEqual([expect.objectContaining({ path: 'slug', message: expect.stringMatching(/"productos" is reserved/) })])
  })
}

describe('Payload on SQLite', () => {
  localizedSuite('sqlite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sqlite-'))
    const payload = await bootPayload(`file:${path.join(dir, 'test.db')}`, 'sqlite')
    return {
      payload,
      close: async () => {
        await payload.db.destroy?.()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  })
})

describe.skipIf(!testDatabaseUrl)(`Payload on PostgreSQL${testDatabaseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`, () => {
  localizedSuite('postgres', async () => {
    const name = `shop_test_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: testDatabaseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(testDatabaseUrl!)
    url.pathname = `/${name}`
    const payload = await bootPayload(url.toString(), 'postgres')
    return {
      payload,
      close: async () => {
        // dropping the database terminates the pool's idle connections: expected here, not an error
        const pool = (payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void; end(): Promise<void> } }).pool
        pool?.on('error', () => {})
        void pool?.end().catch(() => {})
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl })
        await cleanup.connect()
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await cleanup.end()
      },
    }
  })
})
