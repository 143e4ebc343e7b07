/**
 * The order desk for a clerk (issue 39 #20), in the admin's two languages: orders first on the
 * dashboard with the ones waiting for staff, the list's "Needs action" badges and filter, the
 * CSV export a row per order line, the desk's cancel asked in Payload's modal (never the
 * browser's confirm), and each staff member's language kept on every screen.
 *
 * Its own buyer (signed up here, used by no other file) places three orders through the shop's
 * API: one by air above $500 (a shipping amount to enter), one to Monterrey above $300 by FedEx
 * International (an international review and its shipping amount), one there by a collect carrier
 * (the buyer's own account pays: nothing waits for staff), and plain ones.
 */
import { addAddress, beaverPlant, monterreyPlant } from './support/addresses'
import { freshEmail, signInAsNewBuyer } from './support/buyers'
import { familyPns, fillCart } from './support/cart'
import { shootDesktopAndPhone } from './support/screenshots'
import { openAdmin } from './support/staff'
import { expect, test, type Page } from './support/test'

test.describe.configure({ timeout: 240_000, mode: 'serial' })

const orders = { air: '', abroad: '', collectAbroad: '', plain: '', plainToo: '' }

/** Places the server cart's order; a first call with no total answers the quote's. */
async function place(
  page: Page,
  contactId: number,
  items: { pn: string; quantity: number }[],
  shipping: { carrier?: string; method?: string; shipperNumber?: string },
): Promise<string> {
  await fillCart(page, items)
  const body = {
    shippingContactId: contactId,
    billingContactId: contactId,
    ...shipping,
    expectedTotalCents: 0,
  }
  const key = `admin-desk-${Date.now()}-${Math.random().toString(36).slice(2)}`
  const first = await page.request.post('/api/private/orders', {
    data: body,
    headers: { 'Idempotency-Key': key },
  })
  let answer = first
  if (first.status() === 409) {
    const quote = ((await first.json()) as { quote?: { totalCents: number } }).quote
    expect(quote, await first.text()).toBeTruthy()
    answer = await page.request.post('/api/private/orders', {
      data: { ...body, expectedTotalCents: quote!.totalCents },
      headers: { 'Idempotency-Key': `${key}-2` },
    })
  }
  expect(answer.status(), await answer.text()).toBe(201)
  const text = await answer.text()
  return /(AC-\d{6}-[0-9A-Z]{8})/.exec(text)![1]!
}

test('a buyer of this file places an order by air, one abroad and two plain ones', async ({
  page,
}) => {
  await signInAsNewBuyer(page, freshEmail('desk'), ['Rosa', 'Garza'])
  const contact = async (address: Record<string, string>) =>
    (await addAddress(page, { nameFirst: 'Rosa', nameLast: 'Garza', ...address })).id
  const home = await contact({ nameCompany: 'Beaver Plant', ...beaverPlant })
  const monterrey = await contact({ nameCompany: 'Planta Norte', ...monterreyPlant })
  const pn = (await familyPns(page, '/products/22mm-nema-push-buttons', 1))[0]!
  orders.plain = await place(page, home, [{ pn, quantity: 2 }], {})
  orders.plainToo = await place(page, home, [{ pn, quantity: 3 }], {})
  // by air with a normal subtotal of $500 or more: staff quote the shipping
  orders.air = await place(page, home, [{ pn, quantity: 200 }], { method: 'air2day' })
  // abroad above $300 by a prepaid carrier: reviewed, and staff enter the freight
  orders.abroad = await place(page, monterrey, [{ pn, quantity: 100 }], {
    carrier: 'fedex-international',
    method: 'international-priority',
  })
  // abroad above $300, the buyer's own UPS account pays the freight: no amount to enter
  orders.collectAbroad = await place(page, monterrey, [{ pn, quantity: 100 }], {
    carrier: 'ups-worldwide-collect',
    shipperNumber: '1Z-884411',
  })
})

const words = {
  en: {
    ordersGroup: 'Orders',
    dashboard: 'Orders that need action',
    column: 'Needs action',
    shipping: 'Shipping amount to enter',
    review: 'International review',
    filter: 'Only orders that need action',
    all: 'All orders',
    cancel: 'Cancel order',
    keep: 'Keep order',
    title: (number: string) => `Cancel order ${number}?`,
    cancelled: 'Canceled',
    customers: 'Customers',
    parts: 'Parts',
    pages: 'Pages',
    // Payload's own date column, in the language's own order, naming the browser's zone
    created: /[A-Z][a-z]{2} \d{1,2}, 20\d\d, \d{1,2}:\d\d [AP]M \(GMT/,
  },
  es: {
    ordersGroup: 'Pedidos',
    dashboard: 'Pedidos que requieren acción',
    column: 'Requiere acción',
    shipping: 'Importe de envío por ingresar',
    review: 'Revisión internacional',
    filter: 'Solo los pedidos que requieren acción',
    all: 'Todos los pedidos',
    cancel: 'Cancelar pedido',
    keep: 'Conservar pedido',
    title: (number: string) => `¿Cancelar el pedido ${number}?`,
    cancelled: 'Cancelado',
    customers: 'Clientes',
    parts: 'Referencias',
    pages: 'Páginas',
    created: /\d{1,2} [a-z]{3,4}\.? 20\d\d, \d{1,2}:\d\d \(GMT/,
  },
} as const

for (const language of ['en', 'es'] as const) {
  const w = words[language]

  test(`${language}: the dashboard starts with the orders waiting for staff; the list flags them and filters them`, async ({
    page,
  }) => {
    expect(orders.air).not.toBe('')
    await openAdmin(page, '/admin', language)
    const panel = page.getByTestId('orders-dashboard')
    await expect(panel.getByRole('heading', { name: w.dashboard })).toBeVisible()
    await expect(panel.getByRole('link', { name: orders.air })).toBeVisible()
    await expect(panel.getByRole('link', { name: orders.abroad })).toBeVisible()
    await expect(panel.getByRole('link', { name: orders.plain })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: orders.collectAbroad })).toHaveCount(0)
    // the panel comes before every group of the dashboard, and Orders is the first group
    const groups = page.getByRole('heading', { level: 2 })
    await expect(groups.nth(0)).toHaveText(w.dashboard)
    await expect(groups.nth(1)).toHaveText(w.ordersGroup)
    await shootDesktopAndPhone(page, `admin-dashboard-${language}`)

    await page.goto('/admin/collections/orders')
    await expect(page.getByRole('columnheader', { name: w.column })).toBeVisible()
    const row = (number: string) => page.locator('tbody tr').filter({ hasText: number })
    await expect(row(orders.air).getByTestId('order-attention')).toHaveText(w.shipping)
    await expect(row(orders.abroad).getByTestId('order-attention')).toContainText(w.review)
    await expect(row(orders.abroad).getByTestId('order-attention')).toContainText(w.shipping)
    await expect(row(orders.plainToo).getByTestId('order-attention')).toHaveCount(0)
    await expect(row(orders.collectAbroad).getByTestId('order-attention')).toHaveCount(0)
    await expect(row(orders.air)).toContainText(w.created)
    await expect(row(orders.air)).not.toContainText('º')
    await shootDesktopAndPhone(page, `admin-orders-list-${language}`)

    await page.getByRole('link', { name: w.filter }).click()
    await expect(page.getByRole('link', { name: w.all })).toBeVisible()
    await expect(row(orders.air)).toBeVisible()
    await expect(row(orders.abroad)).toBeVisible()
    await expect(row(orders.plainToo)).toHaveCount(0)
    await page.getByRole('link', { name: orders.abroad }).click()
    await expect(page.getByTestId('order-desk')).toBeVisible()
    await shootDesktopAndPhone(page, `admin-order-desk-${language}`)
  })

  test(`${language}: cancelling on the desk asks in the admin's modal ("${w.keep}" / "${w.cancel}"), never the browser's confirm`, async ({
    page,
  }) => {
    const native: string[] = []
    page.on('dialog', (dialog) => {
      native.push(dialog.message())
      void dialog.dismiss()
    })
    const number = language === 'en' ? orders.plain : orders.plainToo
    await openAdmin(page, `/admin/collections/orders?where[number][equals]=${number}`, language)
    await page.goto((await page.getByRole('link', { name: number }).getAttribute('href'))!)
    const desk = page.getByTestId('order-desk')
    const status = desk.getByTestId('order-status')
    await expect(status).not.toHaveText(w.cancelled)
    const before = (await status.textContent()) ?? ''

    await desk.getByRole('button', { name: w.cancel }).click()
    const question = page.getByRole('alertdialog', { name: w.title(number) })
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: w.keep })).toBeVisible()
    await shootDesktopAndPhone(page, `admin-cancel-dialog-${language}`)
    await question.getByRole('button', { name: w.keep }).click()
    await expect(question).toBeHidden()
    await expect(status).toHaveText(before)

    await desk.getByRole('button', { name: w.cancel }).click()
    await page
      .getByRole('alertdialog', { name: w.title(number) })
      .getByRole('button', { name: w.cancel })
      .click()
    await expect(status).toHaveText(w.cancelled)
    expect(native).toEqual([])
  })
}

test('the CSV export has a row per order line: pn, quantity, unit price, shipper number, paid date', async ({
  page,
}) => {
  await openAdmin(page, '/admin/collections/orders', 'en')
  const headers = { 'sec-fetch-site': 'same-origin' }
  const answer = await page.request.get(
    `/api/cms/orders/export?where[number][in][0]=${orders.collectAbroad}&where[number][in][1]=${orders.air}`,
    { headers },
  )
  expect(answer.status()).toBe(200)
  const [head, ...rows] = (await answer.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  const names = head!.split(',')
  // a description has commas: quoted cells are read whole
  const cells = rows.map((row) => {
    const values = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((match) =>
      match[1]!.startsWith('"') ? match[1]!.slice(1, -1).replace(/""/g, '"') : match[1]!,
    )
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))
  })
  // the stored orders, as the staff API reads them
  const found = await page.request.get(
    `/api/cms/orders?where[number][in]=${orders.collectAbroad},${orders.air}&depth=0`,
    { headers },
  )
  const docs = (
    (await found.json()) as {
      docs: { number: string; lines: { pn: string; quantity: number; saleCents: number }[] }[]
    }
  ).docs
  expect(cells).toHaveLength(docs.reduce((sum, doc) => sum + doc.lines.length, 0))
  for (const doc of docs) {
    const line = doc.lines[0]!
    const row = cells.find((each) => each.order_number === doc.number && each.pn === line.pn)!
    expect(row.quantity).toBe(String(line.quantity))
    expect(row.unit_price_usd).toBe((line.saleCents / 100).toFixed(2))
    expect(row.line_total_usd).toBe(((line.saleCents * line.quantity) / 100).toFixed(2))
    expect(row.placed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d E[SD]T$/)
  }
  expect(cells.find((each) => each.order_number === orders.collectAbroad)!.shipper_number).toBe(
    '1Z-884411',
  )
  expect(names).toContain('paid_date')
})

test("each staff member's language holds on every screen, whatever the other one reads", async ({
  browser,
}) => {
  const spanish = await browser.newPage()
  const english = await browser.newPage()
  try {
    await openAdmin(spanish, '/admin/collections/orders', 'es')
    // the English staff member reads the Spanish text of the pages: the content's language,
    // which the header names as such and keeps across collections, never the admin's own
    await openAdmin(english, '/admin/collections/pages?locale=es', 'en')
    await expect(english.getByRole('button', { name: 'Content language' })).toContainText('Español')
    await expect(spanish.getByRole('button', { name: 'Idioma del contenido' })).toBeVisible()
    const screens = [
      ['/admin/collections/orders', 'orders'],
      ['/admin/collections/customers', 'customers'],
      ['/admin/collections/parts', 'parts'],
      ['/admin/collections/pages', 'pages'],
      ['/admin/collections/orders', 'orders'],
    ] as const
    const heading = {
      orders: 'ordersGroup',
      customers: 'customers',
      parts: 'parts',
      pages: 'pages',
    } as const
    for (const [path, screen] of screens) {
      for (const [page, language] of [
        [spanish, 'es'],
        [english, 'en'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          words[language][heading[screen]],
        )
      }
    }
    // the desk's own words follow the language too, after the other screens
    for (const [page, language] of [
      [spanish, 'es'],
      [english, 'en'],
    ] as const) {
      await page.getByRole('link', { name: orders.air }).click()
      await expect(page.getByTestId('order-desk')).toContainText(
        language === 'es' ? 'Importe del envío (USD)' : 'Shipping amount (USD)',
      )
    }
  } finally {
    await spanish.close()
    await english.close()
  }
})
