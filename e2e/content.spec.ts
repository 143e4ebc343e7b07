import { expect, test } from './support/test'

const lists: [string, string, string, string][] = [
  ['/article', '/es/articulo', 'Articles', 'Artículos'],
  ['/category', '/es/categoria', 'Categories', 'Categorías'],
  ['/industry', '/es/industria', 'Industries', 'Industrias'],
  ['/resource', '/es/documento', 'Resources', 'Documentos'],
  ['/testimonial', '/es/testimonial', 'Testimonials', 'Testimonios'],
  ['/white-paper', '/es/documento-tecnico', 'White papers', 'Documentos técnicos'],
  ['/products', '/es/productos', 'Products', 'Productos'],
]

test.describe('list pages of every content type, both languages', () => {
  for (const [en, es, enTitle, esTitle] of lists) {
    test(`${en} ↔ ${es}`, async ({ page }) => {
      for (const [path, title, lang] of [
        [en, enTitle, 'en'],
        [es, esTitle, 'es'],
      ] as const) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        // every card links to a detail page of the same type in the same language
        const first = page.locator('main ul li a').first()
        const href = (await first.getAttribute('href')) ?? ''
        expect(href.startsWith(lang === 'en' ? en : es), `${path} → ${href}`).toBe(true)
      }
    })
  }
})

test('the language switcher on an article lands on the same article in Spanish', async ({
  page,
}) => {
  await page.goto('/article/how-to-size-a-contactor')
  await page.getByTestId('language-switcher').click()
  await page.waitForURL('**/es/articulo/como-seleccionar-un-contactor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cómo seleccionar un contactor para un motor trifásico',
  )
})

test('a rich-text link to a product family resolves in the page’s language', async ({ page }) => {
  await page.goto('/es/articulo/como-seleccionar-un-contactor')
  await expect(
    page.locator('article .prose-shop a', { hasText: 'Contactores IEC y relés de control' }),
  ).toHaveAttribute('href', '/es/productos/contactors-control-relays')
  await page.goto('/article/how-to-size-a-contactor')
  await expect(
    page.locator('article .prose-shop a', { hasText: 'IEC Contactors & Control Relays' }),
  ).toHaveAttribute('href', '/products/contactors-control-relays')
})

test('a family page shows its public attributes, certifications, documents and related families', async ({
  page,
}) => {
  await page.goto('/es/productos/22mm-nema-push-buttons')
  const table = page.getByRole('region', { name: 'Especificaciones' }).getByRole('table')
  await expect(page.getByRole('heading', { name: 'Especificaciones' })).toBeVisible()
  await expect(table.getByRole('row', { name: /Perforación de montaje/ })).toContainText('22.5 mm')
  await expect(table).not.toContainText('Código de costo interno')
  await expect(page.getByText('Certificado UL')).toBeVisible()
  await expect(
    page.getByRole('link', { name: /Hoja de datos de operadores de 22 mm/ }),
  ).toHaveAttribute('href', '/es/documento/hoja-de-datos-operadores-22mm')
  await expect(
    page.getByRole('heading', { name: 'Familias de productos relacionadas' }),
  ).toBeVisible()
  await expect(page.locator('#parts')).toBeVisible()
})

test('a document offers its file in the page language, else the other language marked as such', async ({
  page,
  request,
}) => {
  // a datasheet in both languages: each page offers its own PDF, unmarked
  await page.goto('/es/documento/hoja-de-datos-operadores-22mm')
  const download = page.getByTestId('file-download')
  await expect(download).toHaveAttribute('href', /\/hoja-de-datos-operadores-22mm\.pdf$/)
  await expect(download).toHaveAttribute('hreflang', 'es')
  await expect(page.getByTestId('file-language')).toHaveCount(0)
  const spanishPdf = await request.get((await download.getAttribute('href'))!)
  expect(spanishPdf.status()).toBe(200)
  expect(spanishPdf.headers()['content-type']).toContain('application/pdf')
  expect((await spanishPdf.body()).toString('latin1')).toContain('Hoja de datos de operadores')
  await page.goto('/resource/22mm-operators-datasheet')
  await expect(download).toHaveAttribute('href', /\/22mm-operators-datasheet\.pdf$/)
  await expect(download).toHaveAttribute('hreflang', 'en')

  // a certificate UL issues in English only: the Spanish page offers it, saying so
  await page.goto('/es/documento/certificado-de-cumplimiento-ul')
  await expect(download).toHaveAttribute('href', /\/ul-certificate-of-compliance\.pdf$/)
  await expect(page.getByTestId('file-language')).toHaveText('(en inglés)')
  await expect(download).toHaveAttribute('hreflang', 'en')
  // and a family page's card says it before the buyer opens it; the Spanish datasheet's does not
  await page.goto('/es/productos/22mm-nema-push-buttons')
  await expect(page.getByRole('link', { name: /Certificado de cumplimiento UL/ })).toContainText(
    '(en inglés)',
  )
  await expect(
    page.getByRole('link', { name: /Hoja de datos de operadores de 22 mm/ }),
  ).not.toContainText('(')
  await page.goto('/es/documento')
  await expect(
    page
      .getByRole('link', { name: /Certificado de cumplimiento UL/ })
      .getByTestId('document-language'),
  ).toHaveText('(en inglés)')

  // CAD drawings have no language: one file serves both pages, unmarked
  await page.goto('/es/documento/biblioteca-cad-bloques-de-terminales')
  await expect(download).toBeVisible()
  await expect(page.getByTestId('file-language')).toHaveCount(0)
  // white papers exist in Spanish too
  await page.goto('/es/documento-tecnico')
  await page.locator('main ul li a').first().click()
  await expect(download).toHaveAttribute('hreflang', 'es')
})

test('an industry lists its product families and articles; an article names its industries', async ({
  page,
}) => {
  await page.goto('/industry/packaging-machinery')
  await expect(
    page.getByRole('heading', { name: 'Product families for this industry' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /22 mm NEMA Push Buttons/ }).first()).toHaveAttribute(
    'href',
    '/products/22mm-nema-push-buttons',
  )
  await page.goto('/es/articulo/como-seleccionar-un-contactor')
  await expect(page.getByRole('link', { name: 'Maquinaria de empaque' })).toHaveAttribute(
    'href',
    '/es/industria/maquinaria-de-empaque',
  )
})

test('content pages are cached: a second request is a cache hit', async ({ request }) => {
  await request.get('/es/industria/petroleo-y-gas')
  const second = await request.get('/es/industria/petroleo-y-gas')
  expect(second.status()).toBe(200)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
})

test('the sitemaps list every published document of every type', async ({ request }) => {
  const collections = [
    'pages',
    'articles',
    'categories',
    'industries',
    'products',
    'resources',
    'testimonials',
    'white-papers',
  ]
  await expect(async () => {
    const xml = await (await request.get('/es/sitemap.xml')).text()
    const locs = new Set(
      [...xml.matchAll(/<loc>[^<]*?:\d+([^<]*)<\/loc>/g)].map(([, path = '']) => decodeURI(path)),
    )
    for (const collection of collections) {
      // a visitor reads at most 100 documents a page (issue 38)
      const body = (await (
        await request.get(`/api/cms/${collection}?limit=100&locale=es&depth=0`)
      ).json()) as { docs: { slug?: string; path?: string; isHome?: boolean }[]; totalDocs: number }
      expect(body.totalDocs, collection).toBeGreaterThan(0)
      for (const doc of body.docs) {
        if (collection === 'pages' && doc.isHome) continue
        const slug = collection === 'pages' ? doc.path : doc.slug
        expect(
          [...locs].some((loc) => loc.endsWith(`/${slug}`)),
          `${collection} ${slug} in /es/sitemap.xml`,
        ).toBe(true)
      }
    }
  }).toPass({ timeout: 20_000 })
})
