import { expect, test, type APIRequestContext } from './support/test'
import { staffToken } from './support/staff'

/** Staff credentials of the e2e server (e2e/support/server.mjs). */

async function pageIdByPath(
  request: APIRequestContext,
  path: string,
  locale = 'en',
): Promise<number> {
  const response = await request.get(
    `/api/cms/pages?where[path][equals]=${encodeURIComponent(path)}&locale=${locale}&depth=0`,
  )
  const body = (await response.json()) as { docs: { id: number }[] }
  expect(body.docs, `page ${path}`).toHaveLength(1)
  return body.docs[0]!.id
}

test.describe.configure({ mode: 'serial' })

test('a change published in the CMS shows without a rebuild, while unrelated pages stay cached', async ({
  request,
}) => {
  // warm both pages so they sit in the cache
  await request.get('/terms')
  await request.get('/about')
  const cached = await request.get('/about')
  expect(cached.headers()['x-nextjs-cache']).toBe('HIT')

  const token = await staffToken(request)
  const id = await pageIdByPath(request, 'terms')
  const update = await request.patch(`/api/cms/pages/${id}?locale=en`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Terms of sale (revised)', _status: 'published' },
  })
  expect(update.status()).toBe(200)

  await expect(async () => {
    const html = await (await request.get('/terms')).text()
    expect(html).toContain('Terms of sale (revised)')
  }).toPass({ timeout: 15_000 })

  const unrelated = await request.get('/about')
  expect(unrelated.headers()['x-nextjs-cache']).toBe('HIT')
})

test('a renamed page keeps its old URL working with a permanent redirect', async ({ request }) => {
  const token = await staffToken(request)
  const id = await pageIdByPath(request, 'privacidad', 'es')
  const update = await request.patch(`/api/cms/pages/${id}?locale=es`, {
    headers: { Authorization: `JWT ${token}` },
    data: { slug: 'politica-de-privacidad', _status: 'published' },
  })
  expect(update.status()).toBe(200)

  const fresh = await request.get('/es/politica-de-privacidad')
  expect(fresh.status()).toBe(200)
  const old = await request.get('/es/privacidad', { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers().location).toContain('/es/politica-de-privacidad')
  // the English URL did not change
  expect((await request.get('/privacy')).status()).toBe(200)
})

test('staff redirects to another site make the browser leave with a full page load', async ({
  request,
}) => {
  const token = await staffToken(request)
  const created = await request.post('/api/cms/redirects?locale=en', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      from: '/catalog-2025',
      to: { type: 'external', url: 'https://example.com/catalog.pdf' },
      permanent: false,
    },
  })
  expect(created.status()).toBe(201)
  // the page sends the browser to a route handler, which answers with the off-site Location
  const first = await request.get('/catalog-2025', { maxRedirects: 0 })
  expect(first.status()).toBe(307)
  const hop = first.headers().location?.split(',')[0]?.trim() ?? ''
  expect(hop).toMatch(/\/api\/public\/redirects\/\d+$/)
  const second = await request.get(hop, { maxRedirects: 0 })
  expect(second.status()).toBe(307)
  expect(second.headers().location).toBe('https://example.com/catalog.pdf')
})

test('a draft is invisible to visitors until it is published', async ({
  request,
  playwright,
  baseURL,
}) => {
  // the staff login sets a cookie on `request`; visitors get their own context
  const visitor = await playwright.request.newContext({ baseURL })
  const token = await staffToken(request)
  const created = await request.post('/api/cms/pages?locale=en', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Spring catalogue preview', slug: 'spring-catalogue', _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  expect((await visitor.get('/spring-catalogue')).status()).toBe(404)
  expect((await visitor.get(`/api/cms/pages/${doc.id}`)).status()).toBe(404)
  // the staff cookie alone is not enough from a client that says nothing of where it calls from
  // (Payload's csrf list); the admin's browser sends Sec-Fetch-Site, a script sends its token
  expect((await request.get(`/api/cms/pages/${doc.id}?draft=true`)).status()).toBe(404)
  expect(
    (
      await request.get(`/api/cms/pages/${doc.id}?draft=true`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).status(),
  ).toBe(200)

  await request.patch(`/api/cms/pages/${doc.id}?locale=es`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Catálogo de primavera', slug: 'catalogo-de-primavera' },
  })
  const publish = await request.patch(`/api/cms/pages/${doc.id}?locale=en`, {
    headers: { Authorization: `JWT ${token}` },
    data: { _status: 'published' },
  })
  expect(publish.status()).toBe(200)
  await expect(async () =>
    expect((await visitor.get('/spring-catalogue')).status()).toBe(200),
  ).toPass({ timeout: 15_000 })
  expect((await visitor.get('/es/catalogo-de-primavera')).status()).toBe(200)
  await visitor.dispose()
})
