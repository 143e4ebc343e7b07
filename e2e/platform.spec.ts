import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './support/test'

/** Public path pairs a visitor can open; the content types' pairs come from the sitemap below. */
const fixedPairs: [string, string][] = [
  ['/', '/es'],
  ['/shop', '/es/tienda'],
  ['/shop/13mm-pilot-lights', '/es/tienda/13mm-luces-piloto'],
  ['/shop/13mm-accessories', '/es/tienda/13mm-accesorios'],
  ['/shop/22mm-nema-accessories', '/es/tienda/22mm-nema-accesorios'],
  ['/shop/definite-purpose-contactors', '/es/tienda/contactores-de-propósito-definido'],
  ['/products', '/es/productos'],
  ['/products/22mm-nema-push-buttons', '/es/productos/22mm-nema-push-buttons'],
  // the account area needs a session (accounts.spec.ts); its login page is public
  ['/login', '/es/iniciar-sesion'],
]

const contentPrefixes = [
  ['/article/', '/es/articulo/'],
  ['/category/', '/es/categoria/'],
  ['/industry/', '/es/industria/'],
  ['/resource/', '/es/documento/'],
  ['/testimonial/', '/es/testimonial/'],
  ['/white-paper/', '/es/documento-tecnico/'],
] as const

type SitemapUrl = { loc: string; alternates: Record<string, string> }

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => ({
    loc: new URL(/<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '').pathname,
    alternates: Object.fromEntries(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
        lang,
        new URL(href).pathname,
      ]),
    ),
  }))
}

async function expectLocalizedDocument(
  page: Page,
  path: string,
  lang: 'en' | 'es',
  pair: { en: string; es: string },
) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page).toHaveTitle(/Allegheny Controls|\S/)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(decodeURI(new URL(canonical ?? '').pathname)).toBe(lang === 'en' ? pair.en : pair.es)
  for (const [hreflang, expected] of [
    ['en', pair.en],
    ['es', pair.es],
    ['x-default', pair.en],
  ] as const) {
    const href = await page
      .locator(`link[rel="alternate"][hreflang="${hreflang}"]`)
      .getAttribute('href')
    expect(decodeURI(new URL(href ?? '').pathname), `${path} hreflang ${hreflang}`).toBe(expected)
  }
}

test.describe('route pairs', () => {
  for (const [en, es] of fixedPairs) {
    test(`${en} ↔ ${es}`, async ({ page }) => {
      await expectLocalizedDocument(page, en, 'en', { en, es })
      await expectLocalizedDocument(page, es, 'es', { en, es })
    })
  }

  test('every content type answers in both locales (pairs taken from the sitemap)', async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = parseSitemap(xml)
    for (const [enPrefix, esPrefix] of contentPrefixes) {
      const entry = urls.find((url) => url.loc.startsWith(enPrefix))
      expect(entry, `a published ${enPrefix} document in the sitemap`).toBeTruthy()
      const pair = {
        en: decodeURI(entry!.alternates.en ?? ''),
        es: decodeURI(entry!.alternates.es ?? ''),
      }
      expect(pair.es.startsWith(esPrefix), `${pair.es} starts with ${esPrefix}`).toBe(true)
      await expectLocalizedDocument(page, pair.en, 'en', pair)
      await expectLocalizedDocument(page, pair.es, 'es', pair)
    }
  })
})

test('sitemaps list both locales with alternates', async ({ request }) => {
  for (const [path, lang] of [
    ['/sitemap.xml', 'en'],
    ['/es/sitemap.xml', 'es'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const urls = parseSitemap(await response.text())
    const shop = urls.find((url) => url.alternates.en === '/shop')
    expect(shop, `${path} lists the shop page`).toBeTruthy()
    expect(shop!.loc).toBe(lang === 'en' ? '/shop' : '/es/tienda')
    expect(shop!.alternates.es).toBe('/es/tienda')
    expect(urls.length).toBeGreaterThan(40)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('/sitemap.xml')
  expect(robots).toContain('/es/sitemap.xml')
})

test('the language switcher goes to the same document in the other language', async ({ page }) => {
  await page.goto('/shop/definite-purpose-contactors')
  // the link reads the page's hreflang alternate once hydrated (before, it goes through the
  // server's switch: the test below)
  const switcher = page.getByTestId('language-switcher')
  await expect(switcher).toHaveAttribute('href', /^\/es\/tienda\/contactores/)
  await switcher.click()
  await page.waitForURL(
    (url) => decodeURI(url.pathname) === '/es/tienda/contactores-de-propósito-definido',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(switcher).toHaveAttribute('href', '/shop/definite-purpose-contactors')
  await switcher.click()
  await page.waitForURL('**/shop/definite-purpose-contactors')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('before any script runs, the language switcher still keeps the page and its query', async ({
  browser,
  baseURL,
}) => {
  // no JavaScript at all: what a click before hydration gets
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/shop/definite-purpose-contactors')
  // a streamed page keeps its not-yet-swapped parts in the document, hidden, without scripts
  const switcher = page.getByTestId('language-switcher').filter({ visible: true })
  await switcher.click()
  await page.waitForURL(
    (url) => decodeURI(url.pathname) === '/es/tienda/contactores-de-propósito-definido',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const cookies = await context.cookies(baseURL!)
  expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('es')

  await page.goto('/es/buscar?q=E22&page=2')
  await switcher.click()
  await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=E22&page=2')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('E22')
  await context.close()
})

test('a shared English link stays English for a visitor whose cookie says Spanish; only / is negotiated', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' },
  })
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: baseURL! }])
  const page = await context.newPage()
  await page.goto('/shop/13mm-pilot-lights')
  expect(new URL(page.url()).pathname).toBe('/shop/13mm-pilot-lights')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await context.close()
})

test('the bare root follows the browser language when there is no cookie, else English', async ({
  request,
}) => {
  const spanish = await request.get('/', {
    headers: { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' },
    maxRedirects: 0,
  })
  expect(spanish.status()).toBe(307)
  expect(spanish.headers().location).toMatch(/\/es$/)
  const german = await request.get('/', {
    headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    maxRedirects: 0,
  })
  expect(german.status()).toBe(200)
})

test('wrong-language paths answer 308 to the right one', async ({ request }) => {
  const cases: [string, string][] = [
    ['/es/shop', '/es/tienda'],
    ['/tienda/13mm-luces-piloto', '/shop/13mm-pilot-lights'],
    ['/es/shop/13mm-pilot-lights', '/es/tienda/13mm-luces-piloto'],
    ['/es/products', '/es/productos'],
    ['/en/shop', '/shop'],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    // every Location header (Next may repeat it on a freshly rendered page) names the target
    const locations = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
    expect(locations.length, from).toBeGreaterThan(0)
    for (const { value } of locations)
      expect(decodeURI(new URL(value, 'http://x').pathname), from).toBe(to)
  }
})

test('a made-up path shows the localized 404 view with status 404', async ({ page }) => {
  const response = await page.goto('/no-such/page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found-message')).toHaveText(
    'Page not found: /no-such/page-here',
  )
  const spanish = await page.goto('/es/no-existe')
  expect(spanish?.status()).toBe(404)
  await expect(page.getByTestId('not-found-message')).toHaveText(
    'Página no encontrada: /es/no-existe',
  )
  // part numbers contain dots: a dotted path is routed by the app, not served as a file
  const dotted = await page.goto('/products/22mm-nema-push-buttons/E22-PB.NOPE')
  expect(dotted?.status()).toBe(404)
  await expect(page.getByTestId('not-found-message')).toContainText(
    '/products/22mm-nema-push-buttons/E22-PB.NOPE',
  )
})

test('health answers without the database, readiness with it; neither is ever cached', async ({
  request,
}) => {
  const health = await request.get('/api/health')
  expect([health.status(), await health.json()]).toEqual([200, { ok: true }])
  const ready = await request.get('/api/ready')
  expect([ready.status(), await ready.json()]).toEqual([200, { ok: true, database: 'up' }])
  for (const answer of [health, ready]) {
    expect(answer.headers()['cache-control']).toBe('no-store')
    // every answer names its request, for the log and for staff
    expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  }
  expect(health.headers()['x-request-id']).not.toBe(ready.headers()['x-request-id'])
})

test('the admin login page loads', async ({ page }) => {
  await page.goto('/admin')
  await page.waitForURL('**/admin/login**')
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
})

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of ['/', '/es', '/shop/13mm-pilot-lights', '/no-such-page']) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('footer')).toBeVisible()
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      )
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})

test('screenshots of home, both locales, desktop and mobile', async ({ page }, testInfo) => {
  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size)
    for (const path of ['/', '/es']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const file = `home-${path === '/' ? 'en' : 'es'}-${name}.png`
      // taken even under SCREENSHOTS=off: this test's pictures are its report's attachments
      await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage: true })
      await testInfo.attach(file, {
        path: `test-results/screenshots/${file}`,
        contentType: 'image/png',
      })
    }
  }
})
