import AxeBuilder from '@axe-core/playwright'

import { expect, test, type Page } from './support/test'

import { freshEmail, newBuyerOf, signIn } from './support/buyers'
import { shoot } from './support/screenshots'
import { openSearchWithKey } from './support/search-modal'
import { staffHeaders } from './support/staff'

/** Staff credentials of the e2e server (e2e/support/server.mjs). */
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

const words = {
  en: {
    search: '/search',
    cart: '/cart',
    dialog: 'Search products',
    parts: 'Parts',
    families: 'Product families',
    resultsFor: (query: string) => `Results for “${query}”`,
    page2: 'page 2',
    showing: (from: number) => `Parts ${from}–`,
    next: 'Next',
    previous: 'Previous',
    add: (pn: string) => `Add ${pn} to cart`,
    quantityOf: (pn: string) => `Quantity of ${pn}`,
    increase: (pn: string) => new RegExp(`^Increase ${pn} by \\d+$`),
    unavailable: 'No longer available',
    loadingPrice: 'Loading your price',
    didYouMean: 'Did you mean:',
    noResults: (query: string) => `No results for “${query}”`,
    nothingMatches: (query: string) => `Nothing matches “${query}”`,
    allProducts: 'All products',
    quickOrder: 'Quick order',
    /** Money as the English site writes it. */
    money: /^\$\d/,
  },
  es: {
    search: '/es/buscar',
    cart: '/es/carrito',
    dialog: 'Buscar productos',
    parts: 'Referencias',
    families: 'Familias de productos',
    resultsFor: (query: string) => `Resultados de «${query}»`,
    page2: 'página 2',
    showing: (from: number) => `Referencias ${from}–`,
    next: 'Siguiente',
    previous: 'Anterior',
    add: (pn: string) => `Agregar ${pn} al carrito`,
    quantityOf: (pn: string) => `Cantidad de ${pn}`,
    increase: (pn: string) => new RegExp(`^Aumentar ${pn} en \\d+$`),
    unavailable: 'Ya no está disponible',
    loadingPrice: 'Cargando su precio',
    didYouMean: 'Quizás quiso decir:',
    noResults: (query: string) => `Sin resultados para «${query}»`,
    nothingMatches: (query: string) => `Nada coincide con «${query}»`,
    allProducts: 'Todos los productos',
    /** Dollars read US$ on the Spanish site (a bare $ is pesos in Mexico). */
    money: /^US\$\d/,
    quickOrder: 'Pedido rápido',
  },
} as const
type Locale = keyof typeof words

const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

function resultsPath(locale: Locale, query: string, page = 1) {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `${words[locale].search}?${params}`
}

for (const locale of ['en', 'es'] as const) {
  const w = words[locale]

  test.describe(`search results page (${locale})`, () => {
    test(`desktop: parts with list and own prices, families beside them, page 2; axe; screenshot`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(resultsPath(locale, 'E22'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.resultsFor('E22'))
      const table = page.getByRole('table')
      const rows = table.locator('tbody tr')
      await expect(rows).toHaveCount(50)
      const first = rows.first()
      await expect(first.getByRole('link')).toHaveText(/^E22/)
      // the list price from the server, the viewer's (a guest's: OEM) from the price island
      await expect(first.locator('td').nth(2)).toHaveText(w.money)
      await expect(first.locator('td').nth(3)).toHaveText(w.money)
      await expect(
        first.getByRole('button', { name: w.add((await first.getAttribute('data-pn')) ?? '') }),
      ).toBeVisible()
      await expect(page.getByTestId('search-parts-count')).toHaveText(`${w.showing(1)}50`)
      await expectNoAxeViolations(page)
      await shoot(page, `search-${locale}-desktop.png`)

      // page 2: the next 50, linked both ways
      const pageOne = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-pn')))
      const next = page.getByRole('navigation', { name: /./ }).getByRole('link', { name: w.next })
      await expect(next).toHaveAttribute('rel', 'next')
      await next.click()
      await expect(page).toHaveURL(/[?&]page=2$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(w.page2)
      await expect(page.getByTestId('search-parts-count')).toContainText(w.showing(51))
      const pageTwo = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-pn')))
      expect(pageTwo.length).toBeGreaterThan(0)
      expect(pageTwo.filter((pn) => pageOne.includes(pn))).toEqual([])
      await expect(page.getByRole('link', { name: w.previous })).toHaveAttribute('rel', 'prev')

      // words: product families in a column beside the parts
      await page.goto(resultsPath(locale, locale === 'en' ? 'pilot light' : 'luz piloto'))
      const families = page.getByRole('region', { name: w.families })
      const parts = page.getByRole('region', { name: w.parts })
      await expect(families.getByRole('link').first()).toBeVisible()
      await expect(parts.getByRole('table')).toBeVisible()
      const familiesBox = (await families.boundingBox())!
      const partsBox = (await parts.boundingBox())!
      expect(familiesBox.x).toBeGreaterThanOrEqual(partsBox.x + partsBox.width)
      await expect(parts.locator('tbody tr').first().locator('td').nth(3)).toHaveText(w.money)
      await shoot(page, `search-${locale}-desktop-words.png`)
      await expectNoAxeViolations(page)
    })

    test(`phone: cards that fit 390 px, a guest adds a quantity from a card; axe; screenshot`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(resultsPath(locale, locale === 'en' ? 'pilot light' : 'luz piloto'))
      // one table in the HTML: on a phone each row is a card (a grid), the column heads hidden
      const card = page.locator('tbody tr[data-pn]').first()
      await expect(card).toBeVisible()
      expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('grid')
      const headHeight = await page
        .locator('thead')
        .evaluate((head) => head.getBoundingClientRect().height)
      expect(headHeight).toBeLessThanOrEqual(1)
      await expect(card.getByText(w.money).nth(1)).toBeVisible()
      await shoot(page, `search-${locale}-phone.png`)
      await expectNoSidewaysScroll(page)
      // on a phone the families come before the parts
      const familiesBox = (await page.getByRole('region', { name: w.families }).boundingBox())!
      const partsBox = (await page.getByRole('region', { name: w.parts }).boundingBox())!
      expect(familiesBox.y).toBeLessThan(partsBox.y)

      const pn = (await card.getAttribute('data-pn')) ?? ''
      await expect(card.getByText(w.money).nth(1)).toBeVisible()
      await card.getByRole('button', { name: w.increase(pn) }).click()
      const quantity = await card.getByLabel(w.quantityOf(pn)).inputValue()
      await card.getByRole('button', { name: w.add(pn) }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await expectNoAxeViolations(page)

      await page.goto(w.cart)
      await expect(page.getByLabel(w.quantityOf(pn))).toHaveValue(quantity)
    })

    test(`a signed-in distributor sees its own price and adds a typed quantity from the row`, async ({
      page,
      request,
    }) => {
      // a new buyer of a distributor on the "Distributor" list, invited by staff as the admin
      // does; each test has its own address, so none waits on another's pause between codes
      const { email } = await newBuyerOf(request, 'Ohio Valley Electric Supply', {
        email: freshEmail(`search-${locale}`, 'ovesupply.example'),
        name: ['Dana', locale === 'en' ? 'Search' : 'Búsqueda'],
      })
      await signIn(page, email, locale)
      await page.setViewportSize(desktop)
      const path = resultsPath(locale, 'E22PB')
      await page.goto(path)
      const row = page.locator('tbody tr[data-pn]').first()
      const pn = (await row.getAttribute('data-pn')) ?? ''
      await expect(row.locator('td').nth(3)).toHaveText(w.money)
      const listCents = cents(await row.locator('td').nth(2).textContent())
      const yourCents = cents(await row.locator('td').nth(3).textContent())
      // the server's answer for this buyer, and a lower price than the list
      const answer = (await (
        await page.request.post('/api/public/prices', { data: { pns: [pn] } })
      ).json()) as { priceList: string; prices: Record<string, { saleCents: number }> }
      expect(answer.priceList).toBe('Distributor')
      expect(yourCents).toBe(answer.prices[pn]!.saleCents)
      expect(yourCents).toBeLessThan(listCents)
      // the page's HTML holds list prices only: the buyer's price comes from the island
      const html = await (await page.request.get(path)).text()
      const served = new RegExp(`<tr[^>]*data-pn="${pn}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? ''
      expect(served).toContain(w.loadingPrice)
      expect(served).not.toContain(((await row.locator('td').nth(3).textContent()) ?? '').trim())

      const step = Number(await row.locator('td').nth(1).textContent())
      const quantity = String(step * 3)
      await row.getByLabel(w.quantityOf(pn)).fill(quantity)
      await row.getByRole('button', { name: w.add(pn) }).click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await page.goto(w.cart)
      await expect(page.getByLabel(w.quantityOf(pn))).toHaveValue(quantity)
    })

    test(`a misspelt word: results for the corrected word, and "did you mean" links to it`, async ({
      page,
    }) => {
      await page.goto(resultsPath(locale, 'contacter'))
      await expect(page.getByText(w.didYouMean)).toBeVisible()
      const suggestion = page.getByRole('link', { name: 'contactor', exact: true })
      await expect(suggestion).toHaveAttribute('href', resultsPath(locale, 'contactor'))
      await shoot(page, `search-${locale}-did-you-mean.png`, false)
      await suggestion.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.resultsFor('contactor'))
    })

    test(`no results: says so, with other ways to find a part; axe; screenshot`, async ({
      page,
    }) => {
      await page.setViewportSize(locale === 'en' ? desktop : phone)
      await page.goto(resultsPath(locale, 'QQZ9X7'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.noResults('QQZ9X7'))
      await expect(page.getByText(w.nothingMatches('QQZ9X7'))).toBeVisible()
      // the page's own ways to find a part (the menus have an All products link too)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: w.allProducts })).toBeVisible()
      await expect(main.getByRole('link', { name: w.quickOrder }).last()).toBeVisible()
      await expect(main.locator('a[href^="tel:"]').last()).toBeVisible()
      await expectNoSidewaysScroll(page)
      await expectNoAxeViolations(page)
      await shoot(page, `search-${locale}-no-results.png`)
    })

    test(`the open search modal has no accessibility violations; screenshot`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/' : '/es')
      const dialog = await openSearchWithKey(page, '/', w.dialog)
      await dialog.getByRole('combobox').fill('E22')
      await expect(dialog.getByRole('option')).toHaveCount(8)
      await page.keyboard.press('ArrowDown')
      await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
      // each part's buttons sit beside its option, never inside it
      await expect(dialog.getByRole('option').getByRole('button')).toHaveCount(0)
      const pn =
        (await dialog.getByRole('option').first().locator('span').first().textContent()) ?? ''
      await expect(dialog.getByRole('button', { name: w.add(pn.trim()) })).toBeVisible()
      await expectNoAxeViolations(page)
      await shoot(page, `search-modal-${locale}-desktop.png`, false)
      await page.setViewportSize(phone)
      await shoot(page, `search-modal-${locale}-phone.png`, false)
    })
  })
}

test('an exact part number no longer sold shows "no longer available", without price or add', async ({
  page,
  request,
}) => {
  const found = (await (
    await request.get('/api/public/search?q=disconnect&locale=en&limit=5')
  ).json()) as { parts: { pn: string }[] }
  const pn = found.parts[0]!.pn
  const headers = await staffHeaders(request)
  const parts = (await (
    await request.get(`/api/cms/parts?where[pn][equals]=${encodeURIComponent(pn)}&depth=0`, {
      headers,
    })
  ).json()) as { docs: { id: number }[] }
  const id = parts.docs[0]!.id
  const setAvailable = async (available: boolean) =>
    expect(
      (await request.patch(`/api/cms/parts/${id}`, { headers, data: { available } })).status(),
    ).toBe(200)
  await setAvailable(false)
  try {
    for (const locale of ['en', 'es'] as const) {
      const w = words[locale]
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size)
        await page.goto(resultsPath(locale, pn))
        const shown = page.locator(`[data-pn="${pn}"]`).filter({ visible: true })
        await expect(shown).toContainText(w.unavailable)
        await expect(shown).not.toContainText('$')
        await expect(shown.getByRole('button')).toHaveCount(0)
        await expect(shown.getByRole('link')).toHaveCount(0)
      }
      await shoot(page, `search-${locale}-unavailable-phone.png`)
    }
    // the modal names it too, with no add to cart
    await page.setViewportSize(desktop)
    await page.goto('/')
    const dialog = await openSearchWithKey(page, '/', words.en.dialog)
    await dialog.getByRole('combobox').fill(pn)
    await expect(dialog.getByRole('option').first()).toContainText(words.en.unavailable)
    await expect(dialog.getByRole('button', { name: words.en.add(pn) })).toHaveCount(0)
  } finally {
    await setAvailable(true)
  }
})
