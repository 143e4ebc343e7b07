import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { cacheControlFor, checkCmsRequest, hiddenFromVisitors, type CmsApiShape } from './cms-api'
import { AnswerBudget } from './cms-answers'

const staffOnly = ({ req }: { req: { user: unknown } }) => Boolean(req.user)
const published = () => ({ _status: { equals: 'published' } })
const f = (field: Record<string, unknown>) => field as unknown as FlattenedField

const attributes = {
  slug: 'attributes',
  access: { read: published },
  flattenedFields: [f({ name: 'key', type: 'text' }), f({ name: 'isPublic', type: 'checkbox' })],
  endpoints: [{ method: 'get', path: '/' }],
}
const products = {
  slug: 'products',
  access: { read: published },
  endpoints: [
    { method: 'get', path: '/' },
    { method: 'get', path: '/:id' },
  ],
  flattenedFields: [
    f({ name: 'title', type: 'text', localized: true }),
    f({ name: 'cost', type: 'text', access: { read: staffOnly } }),
    f({ name: 'place', type: 'point' }),
    f({ name: 'category', type: 'relationship', relationTo: 'categories' }),
    f({
      name: 'attributes',
      type: 'array',
      hooks: { afterRead: [() => []] },
      flattenedFields: [
        f({ name: 'attribute', type: 'relationship', relationTo: 'attributes' }),
        f({ name: 'value', type: 'text', localized: true }),
      ],
    }),
    f({ name: 'parts', type: 'relationship', relationTo: 'parts' }),
  ],
}
const categories = {
  slug: 'categories',
  access: { read: () => true },
  endpoints: [{ method: 'get', path: '/' }],
  flattenedFields: [f({ name: 'slug', type: 'text' })],
}
const parts = {
  slug: 'parts',
  access: { read: staffOnly },
  endpoints: [{ method: 'get', path: '/' }],
  flattenedFields: [f({ name: 'pn', type: 'text' })],
}
const shape = {
  collections: [products, attributes, categories, parts],
  globals: [],
  maxDepth: 10,
  localization: { localeCodes: ['en', 'es'], defaultLocale: 'en' },
  db: { defaultIDType: 'number' },
} as unknown as CmsApiShape

const visitor = (query: Record<string, unknown>, segments = ['products']) =>
  checkCmsRequest(shape, { method: 'GET', segments, query, viewer: 'visitor' })
const staff = (query: Record<string, unknown>, segments = ['products']) =>
  checkCmsRequest(shape, { method: 'GET', segments, query, viewer: 'staff' })

describe('checkCmsRequest: how much a read may ask for (issue 38, item 1)', () => {
  it('gives visitors depth 0 or 1 and 1 to 100 documents a page, pagination on', () => {
    expect(visitor({ depth: '1', limit: '100' })).toBeNull()
    for (const query of [
      { depth: '10' },
      { depth: '2' },
      { limit: '101' },
      { limit: '0' },
      { pagination: 'false' },
    ]) {
      const refusal = visitor(query)
      expect(refusal?.status, JSON.stringify(query)).toBe(400)
    }
    expect(visitor({ depth: '10' }, ['products', '1'])?.message).toMatch(/depth .* 0 to 1/)
  })

  it('gives staff three levels, any page size (the answer budget bounds the rest)', () => {
    expect(staff({ depth: '3', limit: '0', pagination: 'false' })).toBeNull()
    expect(staff({ depth: '4' })?.status).toBe(400)
  })
})

describe('checkCmsRequest: visitors filter and sort only on what they read (issue 38, item 4)', () => {
  it('refuses a where or sort on a field with read access, on a row-hiding field, or across into a collection they do not all read', () => {
    for (const path of [
      'attributes.value',
      'attributes.value.es',
      'attributes.attribute',
      'attributes.attribute.key',
      'cost',
      'parts.pn',
    ]) {
      const where = visitor({ where: { [path]: { like: 'PB' } } })
      expect([path, where?.status]).toEqual([path, 400])
      expect(where?.message).toContain('not shown to visitors')
      const sort = visitor({ sort: `title,-${path}` })
      expect([path, sort?.status]).toEqual([path, 400])
      expect(
        visitor({ where: { or: [{ title: { equals: 'x' } }, { [path]: { exists: true } }] } })
          ?.status,
      ).toBe(400)
      // staff read them: Payload's own field access applies
      expect(staff({ where: { [path]: { exists: 'true' } }, sort: path })).toBeNull()
    }
    expect(visitor({ where: { 'title.es': { like: 'Luz' } }, sort: '-title' })).toBeNull()
    expect(visitor({ where: { 'category.slug': { equals: 'x' } } })).toBeNull()
    expect(hiddenFromVisitors(shape, products as never, 'attributes.value')).toBe('attributes')
  })
})

describe('checkCmsRequest: malformed operators (issue 38, item 11)', () => {
  it('refuses near, within and intersects on anything but a point', () => {
    expect(visitor({ where: { id: { near: '1,2,3' } } })?.status).toBe(400)
    expect(visitor({ where: { title: { within: 'x' } } })?.status).toBe(400)
    expect(visitor({ where: { place: { near: '1,2,3' } } })).toBeNull()
  })
})

describe('cache control of Payload answers (issue 38, item 9)', () => {
  it('keeps only public files shareable; staff-only files and every error are private, no-store', () => {
    expect(cacheControlFor(200, 'public-file', null)).toBe('public, max-age=3600')
    expect(cacheControlFor(200, 'private', null)).toBe('private, no-store')
    for (const status of [400, 403, 404, 413, 500]) {
      expect(cacheControlFor(status, 'public-file', 'public, max-age=3600')).toBe(
        'private, no-store',
      )
    }
  })
})

describe('AnswerBudget: an answer past the limit is stopped while it is read (issue 38, item 1)', () => {
  it('counts a related document once where it is read, and at every place it is repeated', () => {
    const budget = new AnswerBudget(10_000)
    const shared = { id: 1, text: 'x'.repeat(98) }
    expect(budget.add(shared)).toBe(true)
    const solo = budget.bytes
    const parent = { id: 2, related: [shared, shared, shared] }
    budget.add(parent)
    // the shared document is no longer counted alone, and counted three times inside the parent
    expect(budget.bytes).toBe(JSON.stringify(parent).length)
    expect(budget.bytes).toBeGreaterThan(3 * solo)
  })

  it('stops growth that doubles at each level long before it is serialized', () => {
    const budget = new AnswerBudget(10 * 1024 * 1024)
    let level: object = { id: 0, text: 'x'.repeat(1000) }
    budget.add(level)
    let levels = 0
    while (budget.add((level = { id: levels + 1, a: level, b: level }))) levels += 1
    // 1 kB doubled: past 10 MB after 13 levels, where the JSON would be 2^levels kB
    expect(levels).toBeLessThan(15)
    expect(budget.exceeded).toBe(true)
  })
})
