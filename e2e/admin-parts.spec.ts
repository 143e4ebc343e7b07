/**
 * A clerk edits a part in the admin: its attributes (what the family page filters on) in rows
 * that ship with the shop, no editor from a CDN the admin's policy would refuse (the test's page
 * fails on any Content-Security-Policy report: support/test.ts); its list price typed in
 * dollars, stored in cents, and a fraction of a cent refused in words.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test'

import { shoot } from './support/screenshots'
import { openAdmin, staffHeaders } from './support/staff'

test.describe.configure({ mode: 'serial' })

type Part = {
  id: number
  pn: string
  listPriceCents: number
  attributes: Record<string, string>
  product: { slug: string }
}

/** The last pilot light by part number (no other test looks at it), with its family's slug. */
async function lastPilotLight(request: APIRequestContext): Promise<Part> {
  const headers = await staffHeaders(request)
  const answer = await request.get(
    '/api/cms/parts?where[pn][like]=E22PL&sort=-pn&limit=1&depth=1&select[pn]=true&select[listPriceCents]=true&select[attributes]=true&select[product]=true',
    { headers },
  )
  expect(answer.status()).toBe(200)
  const part = ((await answer.json()) as { docs: Part[] }).docs[0]!
  expect(part.attributes.colour).toBeTruthy()
  return part
}

async function restore(request: APIRequestContext, part: Part) {
  const answer = await request.patch(`/api/cms/parts/${part.id}`, {
    headers: await staffHeaders(request),
    data: { attributes: part.attributes, listPriceCents: part.listPriceCents },
  })
  expect(answer.status()).toBe(200)
}

async function save(page: Page) {
  const button = page.getByRole('button', { name: 'Save', exact: true })
  await expect(button).toBeEnabled()
  await button.click()
}

test('staff change a part attribute in the admin; its page and its family list show it', async ({
  page,
  request,
}) => {
  const part = await lastPilotLight(request)
  const colour = part.attributes.colour!
  try {
    await openAdmin(page, `/admin/collections/parts/${part.id}`)
    const value = page.getByRole('textbox', { name: 'Value of colour' })
    await expect(value).toHaveValue(colour)
    await expect(page.getByRole('textbox', { name: 'Value of voltage' })).toHaveValue(
      part.attributes.voltage!,
    )
    await shoot(page, 'admin-part-attributes.png')

    await value.fill('Violet')
    // a row without a value is refused in words, not saved
    await page.getByRole('button', { name: 'Add attribute' }).click()
    await page.getByRole('combobox', { name: 'Attribute name, row 4' }).fill('material')
    await expect(
      page.getByRole('alert').filter({ hasText: '"material": type a value' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Remove material' }).click()
    await save(page)
    const headers = await staffHeaders(request)
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/cms/parts/${part.id}?depth=0`, { headers })
        return ((await answer.json()) as Part).attributes
      })
      .toEqual({ ...part.attributes, colour: 'Violet' })

    // the shop reads the same object: the part page and the family's filterable list
    const shop = await page.context().newPage()
    await expect
      .poll(
        async () => {
          await shop.goto(`/products/${part.product.slug}/${part.pn}`)
          return shop.getByText('Violet', { exact: true }).count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    const list = await request.get(`/api/public/families/${part.product.slug}/parts`)
    expect(list.status()).toBe(200)
    expect(await list.text()).toContain('Violet')
    await shop.close()
  } finally {
    await restore(request, part)
  }
})

test('staff type a list price in dollars; the shop charges it; a fraction of a cent is refused', async ({
  page,
  request,
}) => {
  const part = await lastPilotLight(request)
  const guestPrice = async () => {
    const answer = await request.post('/api/public/prices', { data: { pns: [part.pn] } })
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { prices: Record<string, { listCents: number }> }).prices[
      part.pn
    ]?.listCents
  }
  try {
    await openAdmin(page, `/admin/collections/parts/${part.id}`)
    const price = page.getByLabel('List price (USD)')
    await expect(price).toHaveValue((part.listPriceCents / 100).toFixed(2))

    await price.fill('13.955')
    await expect(
      page
        .locator('#field-listPriceCents-hint')
        .getByText('At most two decimals: a price cannot have a fraction of a cent'),
    ).toBeVisible()
    await save(page)
    await expect(
      page
        .locator('#field-listPriceCents-hint')
        .getByText('At most two decimals: a price cannot have a fraction of a cent'),
    ).toBeVisible()
    await shoot(page, 'admin-part-price-refused.png')
    expect(await guestPrice()).toBe(part.listPriceCents)

    await price.fill('13.95')
    await expect(page.getByText('Saved as $13.95')).toBeVisible()
    await save(page)
    await expect.poll(guestPrice, { timeout: 10_000 }).toBe(1395)
    await shoot(page, 'admin-part-price.png')

    // the shop shows $13.95 to a buyer on the list price (a guest pays OEM, the list price here)
    await expect
      .poll(
        async () => {
          await page.goto(`/products/${part.product.slug}/${part.pn}`)
          return page.getByText('$13.95').count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)

    // the parts list shows dollars, not cents
    await page.goto(`/admin/collections/parts?where[pn][equals]=${part.pn}`)
    await expect(page.getByRole('cell', { name: '$13.95' })).toBeVisible()
  } finally {
    await restore(request, part)
  }
})

test("staff choose a customer's price list, rep and territory from lists, not typed", async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const found = await request.get(
    '/api/cms/customers?where[name][equals]=Keystone%20Panel%20Systems&depth=0',
    { headers },
  )
  const customer = (
    (await found.json()) as {
      docs: { id: number; priceList: string; rep: string | null; territory: string | null }[]
    }
  ).docs[0]!
  try {
    await openAdmin(page, `/admin/collections/customers/${customer.id}`)
    const priceList = page.getByRole('combobox', { name: 'Price list' })
    await expect(priceList).toHaveValue(customer.priceList)
    await expect(priceList.locator('option')).toContainText(['Distributor', 'OEM'])
    const rep = page.getByRole('combobox', { name: 'Sales rep' })
    // the customer's own rep is the one chosen (a rep in no list would be kept and marked so)
    await expect(rep).toHaveValue(customer.rep!)
    await rep.selectOption('Angela Price')
    await page.getByRole('combobox', { name: 'Territory' }).selectOption('Midwest')
    await shoot(page, 'admin-customer-choices.png')
    await save(page)
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/cms/customers/${customer.id}?depth=0`, { headers })
        const doc = (await answer.json()) as { rep: string; territory: string; priceList: string }
        return [doc.rep, doc.territory, doc.priceList]
      })
      .toEqual(['Angela Price', 'Midwest', customer.priceList])
  } finally {
    const restored = await request.patch(`/api/cms/customers/${customer.id}`, {
      headers,
      data: { rep: customer.rep, territory: customer.territory },
    })
    expect(restored.status()).toBe(200)
  }
})
