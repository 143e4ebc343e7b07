import { staffHeaders } from './support/staff'
import { expect, test } from './support/test'

import { codeIn, latestMailTo, mailCount } from './support/mail'
import { openSearchWithKey } from './support/search-modal'

test.describe('catalogue search', () => {
  test('English: "/" opens search, a part-number fragment finds the part, the arrow key and Enter open its page', async ({
    page,
  }) => {
    await page.goto('/')
    const search = await openSearchWithKey(page, '/', 'Search products')
    // lower case, and from the middle of the number: a substring match
    await search.getByRole('combobox').fill('pbea-01')
    const first = search.getByRole('option').first()
    await expect(first).toContainText('PBEA-01')
    // the option's first text is its pn (an option holds no buttons: they sit beside it)
    const pn = (await first.locator('span').first().textContent())?.trim() ?? ''
    expect(pn).toMatch(/^E22PBEA-01/)
    await page.keyboard.press('ArrowDown')
    await expect(search.getByRole('combobox')).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/products/22mm-nema-push-buttons/${pn}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pn)
  })

  test('Enter runs the search; Escape gives focus back to the search button; the chosen result stays in view (issue 16)', async ({
    page,
  }) => {
    await page.goto('/')
    const search = await openSearchWithKey(page, '/', 'Search products')
    await search.getByRole('combobox').fill('E22')
    await expect(search.getByRole('option').first()).toContainText('E22')
    // no result chosen: Enter is the search itself
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=E22$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('E22')

    await openSearchWithKey(page, '/', 'Search products')
    await page.keyboard.press('Escape')
    await expect(search).toBeHidden()
    await expect(page.getByRole('button', { name: 'Search products' })).toBeFocused()

    // arrowing down a list longer than a phone's screen keeps the chosen result visible
    await page.setViewportSize({ width: 390, height: 420 })
    await page.getByRole('button', { name: 'Search products' }).click()
    await search.getByRole('combobox').fill('E22')
    await expect(search.getByRole('option')).toHaveCount(8)
    await expect(search.getByRole('option').last()).not.toBeInViewport()
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowDown')
    await expect(search.getByRole('option').last()).toBeInViewport()
    await expect(search.getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
  })

  test('Spanish: Ctrl+K, accents folded for words, and a part page in Spanish', async ({
    page,
  }) => {
    await page.goto('/es')
    const search = await openSearchWithKey(page, 'Control+k', 'Buscar productos')
    await search.getByRole('combobox').fill('rele proposito general')
    await expect(
      search.getByRole('option').filter({ hasText: 'Relés de propósito general' }),
    ).toBeVisible()
    await search.getByRole('combobox').fill('GPR')
    const part = search.getByRole('option').first()
    await expect(part).toContainText('GPR')
    await part.click()
    await expect(page).toHaveURL(/\/es\/productos\/general-purpose-relays\/GPR[A-Z0-9.-]+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('the results page lists every match and a made-up number finds nothing', async ({
    page,
  }) => {
    await page.goto('/search?q=TB')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TB')
    await expect(page.getByRole('table').getByRole('link').first()).toHaveText(/^TB/)
    await page.goto('/es/buscar?q=ZZZ999')
    await expect(page.getByText('Nada coincide con «ZZZ999»', { exact: false })).toBeVisible()
  })
})

const dollars = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100)

/** The first row of a family's part table: pn, list price and the viewer's price (once loaded), in cents. */
async function firstRow(page: import('@playwright/test').Page) {
  const row = page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
    .first()
  const cells = row.locator('td')
  await expect(cells.nth(3)).toHaveText(/\$\d/)
  return {
    pn: (await row.locator('th').textContent())?.trim() ?? '',
    listCents: dollars(await cells.nth(2).textContent()),
    yourCents: dollars(await cells.nth(3).textContent()),
  }
}

test.describe('prices for the viewer', () => {
  test('a guest sees OEM prices; a distributor sees its own, and the cached page holds neither', async ({
    page,
    request,
    browser,
  }) => {
    const family = '/products/22mm-nema-push-buttons'
    await page.goto(family)
    const guest = await firstRow(page)
    // what the server prices for a guest is the OEM list
    const guestApi = await (
      await request.post('/api/public/prices', { data: { pns: [guest.pn] } })
    ).json()
    expect(guestApi.priceList).toBe('OEM')
    expect(guest.yourCents).toBe(guestApi.prices[guest.pn].saleCents)
    expect(guest.listCents).toBe(guestApi.prices[guest.pn].listCents)

    // the Ohio Valley buyer (D1 distributor, "Distributor" list) signs in on the login page
    const context = await browser.newContext()
    const buyer = await context.newPage()
    const email = 'purchasing@ovesupply.example'
    const before = mailCount(email)
    await buyer.goto('/login')
    await buyer.getByLabel('E-mail').fill(email)
    await buyer.getByRole('button', { name: 'Send me a code' }).click()
    const mail = await latestMailTo(email, before)
    await buyer.locator('input[autocomplete="one-time-code"]').fill(codeIn(mail.subject))
    await expect(buyer).toHaveURL(/\/$/)

    await buyer.goto(family)
    const distributor = await firstRow(buyer)
    expect(distributor.pn).toBe(guest.pn)
    expect(distributor.listCents).toBe(guest.listCents)
    expect(distributor.yourCents).toBeLessThan(guest.yourCents)
    const buyerApi = await (
      await buyer.request.post('/api/public/prices', { data: { pns: [guest.pn] } })
    ).json()
    expect(buyerApi.priceList).toBe('Distributor')
    expect(distributor.yourCents).toBe(buyerApi.prices[guest.pn].saleCents)

    // the part page shows the same price to the same buyer
    await buyer.getByRole('link', { name: guest.pn, exact: true }).first().click()
    await expect(buyer.getByRole('heading', { level: 1 })).toContainText(guest.pn)
    const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      distributor.yourCents / 100,
    )
    await expect(buyer.getByText(formatted).first()).toBeVisible()

    // asking for another list by name changes nothing: a guest never reads distributor prices
    const leak = await (await request.get('/api/public/price?listName=Distributor')).json()
    expect(leak.priceList).toBe('OEM')
    // the family and part pages are served from Next's page cache, and that cached HTML carries no viewer price
    const partPath = new URL(buyer.url()).pathname
    for (const path of [family, partPath]) {
      await request.get(path)
      const cached = await request.get(path)
      expect(cached.headers()['x-nextjs-cache'], path).toBe('HIT')
      expect(await cached.text(), path).not.toContain(formatted)
    }
    await context.close()
  })

  test('a price staff set on the OEM list is the guest price at once, on the family page too', async ({
    page,
    request,
  }) => {
    // the admin's hook and the price API run in different bundles of one server: a change made
    // through one must reach what the other keeps in memory
    const family = '/products/wire-duct'
    await page.goto(family)
    const { pn, yourCents } = await firstRow(page)
    const guestPrice = async () =>
      (
        (await (await request.post('/api/public/prices', { data: { pns: [pn] } })).json()) as {
          prices: Record<string, { saleCents: number }>
        }
      ).prices[pn]!.saleCents
    expect(await guestPrice()).toBe(yourCents)

    const headers = await staffHeaders(request)
    const lists = (await (
      await request.get('/api/cms/price-lists?where[name][equals]=OEM&depth=0', { headers })
    ).json()) as { docs: { id: number }[] }
    // an "Actual" price of $1.23 below what the guest pays now
    const setCents = yourCents - 123
    const created = await request.post('/api/cms/price-list-entries', {
      headers,
      data: { priceList: lists.docs[0]!.id, valueType: 'Actual', pn, value: setCents / 100 },
    })
    expect(created.status()).toBe(201)
    const entryId = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await expect.poll(guestPrice, { timeout: 5_000 }).toBe(setCents)
      await page.goto(family)
      expect((await firstRow(page)).yourCents).toBe(setCents)
    } finally {
      const removed = await request.delete(`/api/cms/price-list-entries/${entryId}`, { headers })
      expect(removed.status()).toBe(200)
    }
    await expect.poll(guestPrice, { timeout: 5_000 }).toBe(yourCents)
  })
})
