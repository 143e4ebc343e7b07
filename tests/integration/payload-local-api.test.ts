/**
 * Boots Payload's Local API on a fresh database built from the migrations
 * alone (SQLite temp file; PostgreSQL too when TEST_DATABASE_URL is set) and
 * reads localized documents in both languages.
 */

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { documentPath } from '@/content/links'
import { RichText } from '@/content/rich-text'
import { richText } from '@/seed/demo/lexical'

import { dialectsUnderTest, openTestDatabase, testDatabaseUrl } from '../support/databases'
import { publishBilingual } from '../support/publish'

function localizedSuite(
  dialect: 'sqlite' | 'postgres',
  open: () => Promise<{ payload: Payload; close: () => Promise<void> }>,
) {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await open())
  })
  afterAll(async () => {
    await close?.()
  })

  it(`${dialect}: migrations alone build a schema that stores a page in both languages`, async () => {
    const shopId = await publishBilingual(
      payload,
      'pages',
      { title: 'Shop', slug: 'shop' },
      { title: 'Tienda', slug: 'tienda' },
    )
    const child = {
      id: await publishBilingual(
        payload,
        'pages',
        {
          title: 'Definite purpose contactors',
          slug: 'definite-purpose-contactors',
          parent: shopId,
        },
        { title: 'Contactores de propósito definido', slug: 'contactores-de-propósito-definido' },
      ),
    }

    // an English edit of a published page leaves the Spanish path alone
    await payload.update({
      collection: 'pages',
      id: child.id,
      locale: 'en',
      data: { title: 'Definite purpose contactors' },
      context: { skipRouteHooks: true },
    })
    const english = await payload.findByID({ collection: 'pages', id: child.id, locale: 'en' })
    const spanish = await payload.findByID({ collection: 'pages', id: child.id, locale: 'es' })
    expect([english.title, english.path]).toEqual([
      'Definite purpose contactors',
      'shop/definite-purpose-contactors',
    ])
    expect([spanish.title, spanish.path]).toEqual([
      'Contactores de propósito definido',
      'tienda/contactores-de-propósito-definido',
    ])

    const found = await payload.find({
      collection: 'pages',
      locale: 'es',
      where: { path: { equals: 'tienda/contactores-de-propósito-definido' } },
    })
    expect(found.docs.map((doc) => doc.id)).toEqual([child.id])
  })

  it(`${dialect}: no silent fallback to English on a Spanish read, and no publishing without Spanish`, async () => {
    const article = await payload.create({
      collection: 'articles',
      locale: 'en',
      data: { title: 'Only in English', slug: 'only-in-english', _status: 'draft' },
      context: { skipRouteHooks: true },
    })
    const spanish = await payload.findByID({
      collection: 'articles',
      id: article.id,
      locale: 'es',
      draft: true,
    })
    expect(spanish.title ?? null).toBeNull()

    const refused = await payload
      .update({
        collection: 'articles',
        id: article.id,
        locale: 'en',
        data: { _status: 'published' },
        context: { skipRouteHooks: true },
      })
      .catch((caught: unknown) => caught)
    const fieldErrors =
      (refused as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    expect(fieldErrors.map((error) => error.path).sort()).toEqual(['slug', 'title'])
    expect(fieldErrors[0]?.message).toContain('Añada el título y el slug en español')
    const created = await payload
      .create({
        collection: 'categories',
        locale: 'en',
        data: { title: 'Relays', slug: 'relays', _status: 'published' },
        context: { skipRouteHooks: true },
      })
      .catch((caught: unknown) => caught)
    expect(created).toBeInstanceOf(Error)
  })

  it(`${dialect}: every content type stores both languages and resolves its URL pair`, async () => {
    const cases = [
      [
        'articles',
        'how-to-size',
        'como-seleccionar',
        '/article/how-to-size',
        '/es/articulo/como-seleccionar',
      ],
      [
        'categories',
        'pilot-lights',
        'luces-piloto',
        '/category/pilot-lights',
        '/es/categoria/luces-piloto',
      ],
      [
        'industries',
        'oil-gas',
        'petroleo-y-gas',
        '/industry/oil-gas',
        '/es/industria/petroleo-y-gas',
      ],
      [
        'resources',
        'datasheet',
        'hoja-de-datos',
        '/resource/datasheet',
        '/es/documento/hoja-de-datos',
      ],
      ['testimonials', 'acme', 'acme-mx', '/testimonial/acme', '/es/testimonial/acme-mx'],
      [
        'white-papers',
        'arc-flash',
        'arco-electrico',
        '/white-paper/arc-flash',
        '/es/documento-tecnico/arco-electrico',
      ],
    ] as const
    for (const [collection, enSlug, esSlug, enPath, esPath] of cases) {
      const id = await publishBilingual(
        payload,
        collection,
        { title: `EN ${enSlug}`, slug: enSlug },
        { title: `ES ${esSlug}`, slug: esSlug },
      )
      const en = await payload.findByID({ collection, id, locale: 'en' })
      const es = await payload.findByID({ collection, id, locale: 'es' })
      expect([en.title, documentPath('en', collection, en)], collection).toEqual([
        `EN ${enSlug}`,
        enPath,
      ])
      expect([es.title, documentPath('es', collection, es)], collection).toEqual([
        `ES ${esSlug}`,
        esPath,
      ])
    }
    // product families keep one slug in both languages
    const family = await publishBilingual(
      payload,
      'products',
      { title: 'Wire duct', slug: 'wire-duct' },
      { title: 'Canaleta ranurada' },
    )
    const familyEs = await payload.findByID({ collection: 'products', id: family, locale: 'es' })
    expect([familyEs.title, documentPath('es', 'products', familyEs)]).toEqual([
      'Canaleta ranurada',
      '/es/productos/wire-duct',
    ])
  })

  it(`${dialect}: internal links in rich text resolve to the target's URL in the page's language`, async () => {
    const target = await publishBilingual(
      payload,
      'categories',
      { title: 'Terminal blocks', slug: 'terminal-blocks' },
      { title: 'Bloques de terminales', slug: 'bloques-de-terminales' },
    )
    const body = richText({
      link: { before: 'See ', text: 'terminal blocks', relationTo: 'categories', id: target },
    })
    const articleId = await publishBilingual(
      payload,
      'articles',
      { title: 'Wiring', slug: 'wiring', body },
      { title: 'Cableado', slug: 'cableado', body },
    )
    for (const [locale, href] of [
      ['en', '/category/terminal-blocks'],
      ['es', '/es/categoria/bloques-de-terminales'],
    ] as const) {
      const article = await payload.findByID({
        collection: 'articles',
        id: articleId,
        locale,
        depth: 2,
      })
      const html = renderToStaticMarkup(
        createElement(RichText, { data: article.body as never, locale }),
      )
      expect(html, locale).toContain(`href="${href}"`)
    }
  })

  it(`${dialect}: drafts are invisible to visitors`, async () => {
    const draft = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Coming soon', slug: 'coming-soon', _status: 'draft' },
      context: { skipRouteHooks: true },
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'es',
      data: { title: 'Próximamente', slug: 'proximamente' },
      draft: true,
      context: { skipRouteHooks: true },
    })
    const visitor = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      where: { slug: { equals: 'coming-soon' } },
    })
    expect(visitor.docs).toEqual([])
    const staff = await payload.find({
      collection: 'pages',
      draft: true,
      where: { id: { equals: draft.id } },
    })
    expect(staff.docs).toHaveLength(1)
  })

  it(`${dialect}: a CMS page cannot take a reserved slug`, async () => {
    const error = await payload
      .create({
        collection: 'pages',
        locale: 'es',
        data: { title: 'Productos', slug: 'productos' },
        context: { skipRouteHooks: true },
      })
      .catch((caught: unknown) => caught)
    const fieldErrors =
      (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    expect(fieldErrors).toEqual([
      expect.objectContaining({
        path: 'slug',
        message: expect.stringMatching(/"productos" is reserved/),
      }),
    ])
  })
}

describe.skipIf(!dialectsUnderTest.includes('sqlite'))('Payload on SQLite', () => {
  localizedSuite('sqlite', () => openTestDatabase('sqlite'))
})

describe.skipIf(!dialectsUnderTest.includes('postgres'))(
  `Payload on PostgreSQL${testDatabaseUrl ? '' : ' (skipped: set TEST_DATABASE_URL to run)'}`,
  () => {
    localizedSuite('postgres', () => openTestDatabase('postgres'))
  },
)
