/**
 * Routing after the proxy was narrowed (issue 23): localized paths and old paths are Next's own
 * rewrites and redirects (src/i18n/route-rules.ts); the proxy runs only on `/`, protected paths
 * and pages with a per-request nonce (src/platform/proxy-paths.ts). Each answer here is checked as
 * a buyer's browser or a crawler would get it.
 */
import { expect, test } from './support/test'

const family = '22mm-nema-push-buttons'

test('localized catalogue paths answer their page in their language, part numbers with dots too', async ({
  request,
}) => {
  const spanish = await request.get(`/es/productos/${family}`, { maxRedirects: 0 })
  expect(spanish.status()).toBe(200)
  expect(await spanish.text()).toMatch(/<html[^>]* lang="es"/)
  const english = await request.get(`/products/${family}`, { maxRedirects: 0 })
  expect(english.status()).toBe(200)
  expect(await english.text()).toMatch(/<html[^>]* lang="en"/)

  // IEC terminal blocks are numbered by their size: ITB…1.5-…
  let dotted: { pn: string } | undefined
  for (let page = 1; page <= 10 && !dotted; page++) {
    const parts = await request.get(`/api/public/families/iec-terminal-blocks/parts?page=${page}`)
    const items = ((await parts.json()).items ?? []) as { pn: string }[]
    dotted = items.find((item) => item.pn.includes('.'))
  }
  expect(dotted, 'a demo part number with a dot').toBeTruthy()
  for (const prefix of ['/products', '/es/productos']) {
    const partPage = await request.get(
      `${prefix}/iec-terminal-blocks/${encodeURIComponent(dotted!.pn)}`,
      { maxRedirects: 0 },
    )
    expect(partPage.status(), prefix).toBe(200)
    expect(await partPage.text()).toContain(dotted!.pn)
  }
})

test('old paths move for good (308) to the route table’s path', async ({ request }) => {
  const cases: [string, string][] = [
    [`/en/products/${family}`, `/products/${family}`],
    ['/en', '/'],
    [`/es/products/${family}`, `/es/productos/${family}`],
    ['/productos', '/products'],
    ['/es/my-account/orders', '/es/mi-cuenta/orders'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(`${from}?ref=x`, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    const location = new URL(response.headers().location ?? '', 'http://shop.invalid')
    expect(location.pathname, from).toBe(to)
    expect(location.search, from).toBe('?ref=x')
  }
})

test('a protected path without a session goes to sign in and remembers where it was', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['/es/mi-cuenta/pedidos?page=2', '/es/iniciar-sesion'],
    ['/my-account/orders', '/login'],
  ]
  for (const [path, login] of cases) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(new URL(response.headers().location ?? '', 'http://shop.invalid').pathname).toBe(login)
    expect(response.headers()['cache-control']).toBe('no-store')
    const cookie = response
      .headersArray()
      .find(
        (header) =>
          header.name.toLowerCase() === 'set-cookie' && /^ac_return_to=/.test(header.value),
      )
    expect(decodeURIComponent(cookie?.value ?? '')).toContain(`ac_return_to=${path}`)
  }
})

test('pages rendered per request get a fresh nonce in both languages; a catalogue page keeps the cached policy', async ({
  request,
}) => {
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]
  // (checkout sends a guest on to sign in from its own page, so a visitor never sees its policy)
  for (const path of ['/es/carrito', '/cart', '/es/iniciar-sesion', '/login']) {
    const first = await request.get(path, { maxRedirects: 0 })
    const second = await request.get(path, { maxRedirects: 0 })
    expect(first.status(), path).toBe(200)
    const nonce = nonceOf(first.headers()['content-security-policy'] ?? '')
    expect(nonce, path).toBeTruthy()
    expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce)
    expect(await first.text()).toContain(`nonce="${nonce}"`)
  }
  // a catalogue page carries the cached pages' policy, the same bytes for everyone: no nonce,
  // its inline scripts named by their hashes (issue 38, item 15)
  const cached = await request.get(`/es/productos/${family}`)
  expect(cached.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(cached.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(nonceOf(cached.headers()['content-security-policy'] ?? '')).toBeUndefined()
})

test('the bare root says what its answer depends on; a malformed path answers 404, never 500', async ({
  request,
}) => {
  const root = await request.get('/', { maxRedirects: 0 })
  expect(root.status()).toBe(200)
  expect(root.headers().vary ?? '').toMatch(/Cookie/)
  expect(root.headers().vary ?? '').toMatch(/Accept-Language/)

  for (const path of ['/%ff', '/products/%ff', '/es/productos/%E0%A4%A']) {
    const malformed = await request.get(path, { maxRedirects: 0 })
    expect(malformed.status(), path).toBe(404)
    // the not-found answer of the pages (scripts/serve.mjs names the path `/__malformed-path__`)
    expect(await malformed.text()).toContain('<meta name="robots" content="noindex"/>')
  }
})
