import { expect, test, type Page } from './support/test'

import { enterEmailAndCode, freshEmail, signedInBuyerOf, signIn } from './support/buyers'
import { addRows, familyPns, fillCart, totalShown } from './support/cart'
import { latestMailTo, mailCount } from './support/mail'
import { shoot, shootDesktopAndPhone } from './support/screenshots'
import { staff } from './support/staff'

// long journeys on a busy 2-core machine; one after the other (staff work the Spanish order)
test.describe.configure({ timeout: 240_000, mode: 'serial' })

let spanishOrder = ''
let spanishTotal = ''

test('a terms buyer checks out in English: sent to sign in from the cart and back, the order, the e-mail, my account, and ordering again', async ({
  page,
}) => {
  const email = 'purchasing@keystone-panels.example'
  // a guest fills the cart, presses Checkout, signs in, and lands on checkout with that cart
  await page.goto('/products/22mm-nema-push-buttons')
  const pns = await addRows(page, (pn) => `Add ${pn} to cart`, 2)
  await page.goto('/cart')
  await page.getByTestId('checkout-link').click()
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/)
  await enterEmailAndCode(page, email)
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
    new RegExp(
      `^Pedido ${spanishOrder}: costo de envío definido, nuevo total US\\$[\\d,]+\\.\\d\\d$`,
    ),
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
  // the carrier (a 1Z number is UPS's) and its tracking page
  expect(shipped.text).toContain('Número de rastreo: 1Z999AA10123456784 (UPS)')
  expect(shipped.text).toContain(
    'Rastrearlo con UPS: https://www.ups.com/track?tracknum=1Z999AA10123456784',
  )
  // the desk's history says its times in the shop's zone, named, as the buyer's pages do
  await expect(desk).toContainText(/\d:\d\d\u00a0[AP]M E[SD]T/)
  // and Payload's own dates name the zone they are in (the staff member's browser's)
  await expect(page.locator('li[title]').filter({ hasText: 'Created' })).toContainText(
    /\d:\d\d [AP]M \(GMT[+-]?\d*\)/,
  )
})

/** Places the cart's order from checkout as it stands; answers the order number. */
async function placeFromCheckout(page: Page, locale: 'en' | 'es'): Promise<string> {
  await page.goto(locale === 'es' ? '/es/pago' : '/checkout')
  const total = await totalShown(page)
  const place = locale === 'es' ? 'Realizar pedido' : 'Place order'
  await page.getByRole('button', { name: `${place} · ${total}` }).click()
  await expect(page).toHaveURL(
    /\/(my-account\/orders|es\/mi-cuenta\/pedidos)\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
  )
  return /(AC-\d{6}-[0-9A-Z]{8})/.exec(page.url())![1]!
}

for (const locale of ['en', 'es'] as const) {
  const words =
    locale === 'es'
      ? {
          customer: 'Bayou Automation LLC',
          domain: 'bayou-automation.example',
          family: '/es/productos/22mm-nema-push-buttons',
          cancel: 'Cancelar pedido',
          keep: 'Conservar pedido',
          title: (number: string) => `¿Cancelar el pedido ${number}?`,
          cancelled: 'Cancelado',
          rep: '"Tom Brandt" <tbrandt@allegheny-controls.example>',
          replyNote:
            'Responda a este correo y su mensaje llegará a su representante de ventas, Tom Brandt.',
          zone: /Realizado el \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d\d\u00a0[ap]\.\s?m\. hora del Este \(EE\. UU\.\)/,
        }
      : {
          customer: 'Keystone Panel Systems',
          domain: 'keystone-panels.example',
          family: '/products/22mm-nema-push-buttons',
          cancel: 'Cancel order',
          keep: 'Keep order',
          title: (number: string) => `Cancel order ${number}?`,
          cancelled: 'Canceled',
          rep: '"Dana Whitfield" <dwhitfield@allegheny-controls.example>',
          replyNote: 'Reply to this e-mail to reach your sales representative, Dana Whitfield.',
          zone: /Placed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\u00a0[AP]M E[SD]T/,
        }

  test(`${locale}: cancelling an order asks in the shop's dialog ("${words.cancel}" / "${words.keep}"), never the browser's confirm; times name their zone; the mail fits a phone`, async ({
    page,
    request,
  }) => {
    // the browser's confirm() would land here (and Playwright dismisses it: "Cancelar" kept the order)
    const nativeDialogs: string[] = []
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const email = await signedInBuyerOf(page, request, words.customer, {
      email: freshEmail(`cancel.${locale}`, words.domain),
      name: ['Pat', 'Quinn'],
      locale,
    })
    const [pn] = await familyPns(page, words.family, 1)
    await fillCart(page, [{ pn: pn!, quantity: 2 }])
    const before = mailCount(email)
    const number = await placeFromCheckout(page, locale)
    // the time the order was placed, in the shop's zone, named (issue 39 #16)
    await expect(page.getByTestId('order-detail')).toContainText(words.zone)

    const status = page.getByTestId('order-status')
    const statusBefore = ((await status.textContent()) ?? '').trim()
    await page.getByRole('button', { name: words.cancel }).click()
    const question = page.getByRole('alertdialog', { name: words.title(number) })
    await expect(question).toBeVisible()
    await expect(question.getByRole('button', { name: words.keep })).toBeVisible()
    await expect(question.getByRole('button', { name: words.cancel })).toBeVisible()
    await shootDesktopAndPhone(page, `order-cancel-dialog-${locale}`, {
      phone: { width: 360, height: 740 },
      fullPage: false,
    })
    // "Keep order" keeps it
    await question.getByRole('button', { name: words.keep }).click()
    await expect(question).toBeHidden()
    await expect(status).toHaveText(statusBefore)

    await page.getByRole('button', { name: words.cancel }).click()
    await page
      .getByRole('alertdialog', { name: words.title(number) })
      .getByRole('button', { name: words.cancel })
      .click()
    await expect(status).toHaveText(words.cancelled)
    expect(nativeDialogs).toEqual([])

    // the confirmation mail on a 360-px phone: nothing wider than the screen, every amount
    // apart from its label or quantity, the part number on one line (issue 39 #14)
    const mail = await latestMailTo(email, before)
    expect(mail.subject).toContain(number)
    // a reply reaches the customer's rep, and the mail says so (issue 39 #14)
    expect(mail.replyTo).toBe(words.rep)
    expect(mail.text).toContain(words.replyNote)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.setContent(mail.html)
    const layout = await page.evaluate(() => {
      const gaps: number[] = []
      for (const row of document.querySelectorAll('tr')) {
        const cells = [...row.children].filter((cell) => cell.matches('td, th'))
        if (cells.length !== 2 || !/\d/.test(cells[1]!.textContent ?? '')) continue
        const text = (cell: Element) => {
          const range = document.createRange()
          range.selectNodeContents(cell)
          return range.getBoundingClientRect()
        }
        // the widest text of the first cell against the amount's text
        const first = [...cells[0]!.querySelectorAll('strong, span')].map(
          (each) => each.getBoundingClientRect().right,
        )
        const right = Math.max(text(cells[0]!).right, ...first)
        gaps.push(text(cells[1]!).left - right)
      }
      const pn = document.querySelector('td strong')!
      const lineHeight = parseFloat(getComputedStyle(pn).lineHeight) || 20
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        gaps,
        pnLines: Math.round(pn.getBoundingClientRect().height / lineHeight),
        quantityPrice: [...document.querySelectorAll('td span')].map((each) => each.textContent),
      }
    })
    await shoot(page, `order-mail-${locale}-360.png`)
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(layout.overflow).toBeLessThanOrEqual(0)
    expect(layout.gaps.length).toBeGreaterThan(2)
    for (const gap of layout.gaps) expect(gap).toBeGreaterThanOrEqual(12)
    expect(layout.pnLines).toBe(1)
    // "quantity × unit price" as one piece of text, never "2US$184.60"
    expect(layout.quantityPrice.some((each) => /^2 × (US)?\$[\d,]+\.\d\d$/.test(each ?? ''))).toBe(
      true,
    )
  })
}
