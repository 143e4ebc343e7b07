import { expect, test, type Page } from './support/test'

import { codeIn, latestMailTo, mailCount } from './support/mail'
import { staff } from './support/staff'

// long journeys on a busy 2-core machine; one after the other (staff work the Spanish order)
test.describe.configure({ timeout: 240_000, mode: 'serial' })

async function shoot(page: Page, file: string, fullPage = true) {
  await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage })
}

async function signIn(page: Page, email: string, locale: 'en' | 'es') {
  await page.goto(locale === 'es' ? '/es/iniciar-sesion' : '/login')
  const before = mailCount(email)
  await page.getByLabel(locale === 'es' ? /^Correo electrónico$/ : /^E-mail$/).fill(email)
  await page
    .getByRole('button', { name: locale === 'es' ? /Enviarme un código/ : /Send me a code/ })
    .click()
  const mail = await latestMailTo(email, before)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(mail.subject))
  await expect(page).toHaveURL(locale === 'es' ? /\/es$/ : /127\.0\.0\.1:\d+\/$/)
}

/** The first parts of a family page, by the pn in each row's header cell. */
async function familyPns(page: Page, path: string, count: number): Promise<string[]> {
  await page.goto(path)
  const rows = page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
  const pns: string[] = []
  for (let index = 0; index < count; index++) {
    pns.push(((await rows.nth(index).locator('th').textContent()) ?? '').trim())
  }
  return pns
}

async function fillCart(page: Page, items: { pn: string; quantity: number }[]) {
  await page.request.delete('/api/private/hubKV?feature=liveCart')
  const added = await page.request.post('/api/private/cart/add-many', { data: { items } })
  expect(added.status()).toBe(200)
}

/** The figure the summary shows, e.g. "$1,234.50" → "$1,234.50" as text. */
async function totalShown(page: Page): Promise<string> {
  const total = page.getByTestId('cart-total')
  await expect(total).toHaveText(/\$\d/)
  return ((await total.textContent()) ?? '').trim()
}

let spanishOrder = ''
let spanishTotal = ''

test('a terms buyer checks out in English: sent to sign in from the cart and back, the order, the e-mail, my account, and ordering again', async ({
  page,
}) => {
  const email = 'purchasing@keystone-panels.example'
  // a guest fills the cart, presses Checkout, signs in, and lands on checkout with that cart
  await page.goto('/products/22mm-nema-push-buttons')
  const rows = page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
  const pns: string[] = []
  for (let index = 0; index < 2; index++) {
    const pn = ((await rows.nth(index).locator('th').textContent()) ?? '').trim()
    await rows
      .nth(index)
      .getByRole('button', { name: `Add ${pn} to cart` })
      .click()
    await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1))
    pns.push(pn)
  }
  await page.goto('/cart')
  await page.getByTestId('checkout-link').click()
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/)
  const codeBefore = mailCount(email)
  await page.getByLabel(/^E-mail$/).fill(email)
  await page.getByRole('button', { name: /Send me a code/ }).click()
  const code = await latestMailTo(email, codeBefore)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(code.subject))
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('checkout-lines')).toContainText(pns[0]!)
  await expect(page.getByTestId('checkout-lines')).toContainText(pns[1]!)
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
  // the company's address is chosen and rated: ground with the default carrier
  await expect(page.getByRole('radio', { name: /Keystone/ }).first()).toBeChecked()
  await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue('c3-fedex')
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('ground')
  await expect(page.getByTestId('payment-note')).toHaveText('Billed to your account on its terms.')
  await page.getByLabel('Your PO number (optional)').fill('PO-E2E-1001')
  await page.getByLabel('Notes for our team (optional)').fill('Dock 4, before 3 p.m.')
  const total = await totalShown(page)
  await shoot(page, 'checkout-en-desktop.png')

  const placedBefore = mailCount(email)
  await page.getByRole('button', { name: `Place order · ${total}` }).click()
  await expect(page).toHaveURL(/\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/)
  const number = /(AC-\d{6}-[0-9A-Z]{8})/.exec(page.url())![1]!
  await expect(page.getByText(`Thank you: order ${number} is placed.`)).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Received')
  await expect(page.getByTestId('order-total')).toHaveText(total)
  await expect(page.getByTestId('order-lines')).toContainText(pns[0]!)
  await shoot(page, 'order-placed-en-desktop.png')
  // the printable view: the order without the account's navigation and buttons
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Order again' })).toBeHidden()
  await shoot(page, 'order-print-en.png')
  await page.emulateMedia({ media: 'screen' })
  // the header's cart is empty: the order took the lines
  await expect(page.getByTestId('cart-count')).toHaveCount(0)

  const mail = await latestMailTo(email, placedBefore)
  expect(mail.subject).toBe(`Order ${number} received`)
  expect(mail.text).toContain('PO number: PO-E2E-1001')
  expect(mail.text).toContain(`Total: ${total}`)
  expect(mail.text).toContain(`${pns[0]}  `)

  // my account lists it; ordering again puts the lines back in the cart
  await page.goto('/my-account/orders')
  await expect(page.getByTestId('orders-table')).toContainText(number)
  await expect(page.getByTestId('orders-table')).toContainText(total)
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(page, 'orders-list-en-mobile.png')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('link', { name: number }).click()
  await page.getByRole('button', { name: 'Order again' }).click()
  await expect(page.getByText('2 lines added to your cart', { exact: true })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
})

test('a card buyer checks out in Spanish by air; the shipping waits for staff', async ({
  page,
}) => {
  const email = 'compras@bayou-automation.example'
  await signIn(page, email, 'es')
  const [pn] = await familyPns(page, '/es/productos/22mm-nema-push-buttons', 1)
  // enough for air to be quoted by staff (a normal subtotal of 500.00 or more)
  await fillCart(page, [{ pn: pn!, quantity: 200 }])

  await page.goto('/es/carrito')
  await page.getByTestId('checkout-link').click()
  await expect(page).toHaveURL(/\/es\/pago$/)
  await expect(page.getByRole('heading', { name: 'Finalizar pedido', level: 1 })).toBeVisible()
  await page.getByLabel('Servicio', { exact: true }).selectOption('air2day')
  await expect(page.getByTestId('flag-shippingTBD')).toBeVisible()
  await expect(page.getByTestId('cart-shipping')).toContainText('Por confirmar')
  await expect(page.getByTestId('payment-note')).toContainText('Pago con tarjeta')
  spanishTotal = await totalShown(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(page, 'checkout-es-mobile.png')
  await page.setViewportSize({ width: 1280, height: 800 })

  const before = mailCount(email)
  await page.getByRole('button', { name: `Realizar pedido · ${spanishTotal}` }).click()
  await expect(page).toHaveURL(/\/es\/mi-cuenta\/pedidos\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/)
  spanishOrder = /(AC-\d{6}-[0-9A-Z]{8})/.exec(page.url())![1]!
  await expect(page.getByTestId('order-status')).toHaveText('Pendiente de pago')
  await expect(page.getByText('Nuestro equipo le contactará en breve')).toBeVisible()
  // values from data read in Spanish: the country by its name, not its code
  await expect(page.getByTestId('order-detail')).toContainText('Estados Unidos')
  await shoot(page, 'order-placed-es-desktop.png')

  // the Spanish site writes dollars as US$ (a bare $ reads as pesos in Mexico), the mail too
  expect(spanishTotal).toMatch(/^US\$[\d,]+\.\d\d$/)
  const mail = await latestMailTo(email, before)
  expect(mail.subject).toBe(`Pedido ${spanishOrder} recibido`)
  expect(mail.text).toContain('Por determinar')
  expect(mail.text).toContain(`Total hasta ahora: ${spanishTotal}`)
  expect(mail.text).not.toMatch(/(^|[^S])\$\d/m)
  expect(mail.text).toContain('Pago con tarjeta')
  expect(mail.text).toContain('Estados Unidos')
})

test('staff take the payment, enter the shipping amount and ship it in the admin; the buyer is told each step', async ({
  page,
}) => {
  expect(spanishOrder).not.toBe('')
  const email = 'compras@bayou-automation.example'
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(staff.email)
  await page.locator('#field-password').fill(staff.password)
  await page.getByRole('button', { name: /Login|Iniciar/ }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/collections/orders')
  await expect(page.getByRole('link', { name: spanishOrder })).toBeVisible()
  // as the admin's own link fetches it: the browser says the call comes from this site
  const csv = await page.request.get(
    '/api/cms/orders/export?where[status][equals]=awaiting-payment',
    { headers: { 'sec-fetch-site': 'same-origin' } },
  )
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(spanishOrder)
  await shoot(page, 'admin-orders-list.png')
  await page.getByRole('link', { name: spanishOrder }).click()

  const desk = page.getByTestId('order-desk')
  await expect(desk.getByTestId('order-status')).toHaveText('Awaiting payment')
  // each step mails the buyer: paid, shipping settled, confirmed, shipped
  const before = mailCount(email)
  await desk.getByRole('button', { name: 'Mark paid' }).click()
  await expect(desk.getByTestId('order-status')).toHaveText('Received')
  // it cannot be confirmed before staff enter the shipping
  await expect(desk.getByRole('button', { name: 'Confirm' })).toBeDisabled()

  await desk.getByLabel('Shipping amount (USD)').fill('85.00')
  await desk.getByRole('button', { name: 'Set shipping and e-mail the new total' }).click()
  await expect(desk.getByText('Shipping set to $85.00')).toBeVisible()
  await shoot(page, 'admin-order-desk.png')
  // the paid mail and then this one: more than before + 1
  const settled = await latestMailTo(email, before + 1)
  expect(settled.subject).toMatch(
    new RegExp(`^Pedido ${spanishOrder}: envío confirmado, nuevo total US\\$[\\d,]+\\.\\d\\d$`),
  )
  const newTotal = /nuevo total (US\$[\d,.]+)$/.exec(settled.subject)![1]!
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
  // Louisiana has no tax rule in the demo: the new total is the old one plus 85.00
  expect(cents(newTotal)).toBe(cents(spanishTotal) + 8500)

  await desk.getByRole('button', { name: 'Confirm' }).click()
  await expect(desk.getByTestId('order-status')).toHaveText('Confirmed')
  await desk.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await desk.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(desk.getByTestId('order-status')).toHaveText('Shipped')
  const shipped = await latestMailTo(email, before + 3)
  expect(shipped.subject).toBe(`Pedido ${spanishOrder}: enviado`)
  expect(shipped.text).toContain('Número de rastreo: 1Z999AA10123456784')
})
