/**
 * What search engines read (issue 22): schema.org JSON-LD on home, family, content and part pages
 * in both languages, matching what the page shows; and the shop's own origin in robots.txt,
 * canonical links and JSON-LD, whatever Host header a request names.
 */
import http from 'node:http'

import { expect, test, type Page } from './support/test'

type Json = Record<string, unknown> & { '@type'?: string }

async function jsonLd(page: Page): Promise<Json[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Json)
}

function ofType(blocks: Json[], type: string): Json {
  const found = blocks.filter((block) => block['@type'] === type)
  expect(found, `one ${type}`).toHaveLength(1)
  return found[0] as Json
}

type ListItem = { position: number; name: string; item?: string; url?: string }

/** The visible trail: each step's text and link, in order. */
async function visibleTrail(page: Page, label: string) {
  const steps = page.getByRole('navigation', { name: label }).locator('li')
  const trail: { name: string; href: string | null }[] = []
  for (const step of await steps.all()) {
    const link = step.getByRole('link')
    const href = (await link.count()) > 0 ? await link.getAttribute('href') : null
    trail.push({ name: (await step.innerText()).trim(), href })
  }
  return trail
}

async function expectTrailMatches(page: Page, origin: string, label: string) {
  const list = ofType(await jsonLd(page), 'BreadcrumbList')
  const items = list.itemListElement as ListItem[]
  const trail = await visibleTrail(page, label)
  expect(trail.length).toBeGreaterThanOrEqual(2)
  expect(items.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1))
  expect(items.map((item) => item.name)).toEqual(trail.map((step) => step.name))
  expect(items.map((item) => item.item ?? null)).toEqual(
    trail.map((step) => (step.href ? `${origin}${step.href}` : null)),
  )
}

const sites = [
  {
    locale: 'en',
    home: '/',
    family: '/products/22mm-nema-push-buttons',
    article: '/article/how-to-size-a-contactor',
    breadcrumb: 'Breadcrumb',
  },
  {
    locale: 'es',
    home: '/es',
    family: '/es/productos/22mm-nema-push-buttons',
    article: '/es/articulo/como-seleccionar-un-contactor',
    breadcrumb: 'Ruta de navegación',
  },
] as const

for (const site of sites) {
  test.describe(`JSON-LD (${site.locale})`, () => {
    test('home names the company with its logo and how to reach it', async ({ page, baseURL }) => {
      await page.goto(site.home)
      const company = ofType(await jsonLd(page), 'Organization')
      expect(company.name).toBe('Allegheny Controls')
      expect(company.url).toBe(`${baseURL}${site.home}`)
      expect(company.logo).toMatch(new RegExp(`^${baseURL}/`))
      const contact = company.contactPoint as Record<string, string>
      expect(contact.telephone).toBeTruthy()
      // the phone the page's own footer shows
      await expect(page.locator('footer')).toContainText(contact.telephone as string)
      const logo = await page.request.get(company.logo as string)
      expect(logo.ok()).toBe(true)
    })

    test('a family page has its trail and the parts its list shows', async ({ page, baseURL }) => {
      await page.goto(site.family)
      const origin = baseURL as string
      await expectTrailMatches(page, origin, site.breadcrumb)
      const list = ofType(await jsonLd(page), 'ItemList')
      const items = list.itemListElement as ListItem[]
      const rows = page.locator('#parts table tbody tr th a')
      const shown = await rows.evaluateAll((links) =>
        links.map((link) => ({ pn: link.textContent?.trim(), href: link.getAttribute('href') })),
      )
      expect(shown.length).toBeGreaterThan(0)
      expect(items.map((item) => item.url)).toEqual(shown.map((row) => `${origin}${row.href}`))
      expect(items.map((item) => item.name.split(' ')[0])).toEqual(shown.map((row) => row.pn))
      expect(list.numberOfItems).toBe(shown.length)
      // prices belong to the part pages' offers, never to the cached list
      expect(JSON.stringify(list)).not.toMatch(/price/i)
    })

    test('a content page has the trail it shows', async ({ page, baseURL }) => {
      await page.goto(site.article)
      await expectTrailMatches(page, baseURL as string, site.breadcrumb)
    })

    test('a part page has its Product (list price) and its trail', async ({ page, baseURL }) => {
      await page.goto(site.family)
      const first = page.locator('#parts table tbody tr th a').first()
      const href = (await first.getAttribute('href')) as string
      await page.goto(href)
      await expectTrailMatches(page, baseURL as string, site.breadcrumb)
      const product = ofType(await jsonLd(page), 'Product')
      expect(product.url).toBe(`${baseURL}${href}`)
      const offers = product.offers as Record<string, string>
      expect(offers.priceCurrency).toBe('USD')
      const heading = await page.getByRole('heading', { level: 1 }).innerText()
      expect(product.sku).toBe(heading.trim())
      // the offer is the list price the page shows
      const listPrice = await page.locator('aside dl dd').first().innerText()
      expect(listPrice.replace(/[^\d.]/g, '')).toBe(offers.price)
    })
  })
}

/** A raw request naming another Host (browsers cannot forge it; any other client can). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

test.describe('the shop names its own origin, whatever the Host header says', () => {
  const forged = 'crawler-trap.example:8443'

  test('robots.txt', async ({ baseURL }) => {
    const { status, body } = await getWithHost(`${baseURL}/robots.txt`, forged)
    expect(status).toBe(200)
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(body).toContain(`Sitemap: ${baseURL}/es/sitemap.xml`)
    expect(body).not.toContain('crawler-trap')
  })

  test('a family page: canonical link and JSON-LD', async ({ baseURL }) => {
    const { status, body } = await getWithHost(`${baseURL}/products/wire-duct`, forged)
    expect(status).toBe(200)
    expect(body).toContain(`<link rel="canonical" href="${baseURL}/products/wire-duct"/>`)
    expect(body).toContain(`"item":"${baseURL}/products"`)
    expect(body).toContain(`"url":"${baseURL}/products/wire-duct/`)
    expect(body).not.toContain('crawler-trap')
  })

  test('the sitemap', async ({ baseURL }) => {
    const { status, body } = await getWithHost(`${baseURL}/es/sitemap.xml`, forged)
    expect(status).toBe(200)
    expect(body).toContain(`<loc>${baseURL}/es`)
    expect(body).not.toContain('crawler-trap')
  })

  test('a change sent from the forged origin is refused; from the shop, accepted', async ({
    baseURL,
  }) => {
    const post = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${baseURL}/api/public/cart/quick-order`,
          {
            method: 'POST',
            headers: { host: forged, origin, 'content-type': 'application/json' },
          },
          (answer) => {
            answer.resume()
            resolve(answer.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end(JSON.stringify({ text: 'E22PBFR-10 1' }))
      })
    // the sender chose both the Host and the Origin: they agree, but neither is the shop
    expect(await post(`http://${forged}`)).toBe(403)
    expect(await post(baseURL as string)).toBe(200)
  })
})
