/**
 * Each carrier's services named as the carrier names them (issue 39 §10), in English and
 * Spanish: a buyer shipping to Monterrey picks FedEx International and is offered International
 * Priority and International Economy (not the domestic list); DHL collect offers Express
 * Worldwide, and its shipping line says "Collect on your DHL account" in the cart, checkout,
 * the order page and the confirmation mail, never "to be confirmed". A service kept in the
 * browser from before (DHL with 2nd Day Air) falls back to the carrier's first.
 */
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { expect, test, type Page } from './support/test'

test.describe.configure({ timeout: 240_000 })

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `shots/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 800 })
  // the narrow layout painted before the shot (a full-page shot right away showed blank bands)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await page.screenshot({ path: `shots/${name}-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function signInAsNewBuyer(page: Page, email: string) {
  await page.goto('/login')
  const before = mailCount(email)
  await page.getByLabel(/^E-mail$/).fill(email)
  await page.getByRole('button', { name: /Send me a code/ }).click()
  const mail = await latestMailTo(email, before)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(mail.subject))
  const names = page.getByRole('dialog', { name: 'Complete your profile' })
  await names.getByLabel('First name').fill('Rosa')
  await names.getByLabel('Last name').fill('Garza')
  await names.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/$/)
}

const journeys = [
  {
    locale: 'en',
    cart: '/cart',
    checkout: /\/checkout$/,
    order: /\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    choose: 'Add an address',
    change: 'Change',
    dialog: 'Where should we ship?',
    apply: 'Use this address',
    carrier: 'Carrier',
    service: 'Service',
    account: 'Your account number with this carrier',
    collect: 'Collect on your DHL account',
    shippingRow: 'Shipping (DHL collect (your account), Express Worldwide)',
    notConfirmed: /to be (confirmed|determined)/i,
    tbd: 'To be confirmed',
    refused: 'This carrier does not offer this service here. Choose one of its services.',
    place: /^Place order · \$\d/,
  },
  {
    locale: 'es',
    cart: '/es/carrito',
    checkout: /\/es\/pago$/,
    order: /\/es\/mi-cuenta\/pedidos\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    choose: 'Agregar una dirección',
    change: 'Cambiar',
    dialog: '¿A dónde enviamos?',
    apply: 'Usar esta dirección',
    carrier: 'Paquetería',
    service: 'Servicio',
    account: 'Su número de cuenta con esta paquetería',
    collect: 'Por cobrar a su cuenta DHL',
    shippingRow: 'Envío (DHL por cobrar (su cuenta), Express Worldwide)',
    notConfirmed: /por (confirmar|determinar)/i,
    tbd: 'Por confirmar',
    refused: 'Esta paquetería no ofrece este servicio aquí. Elija uno de sus servicios.',
    place: /^Realizar pedido · US\$\d/,
  },
] as const

for (const journey of journeys) {
  test(`${journey.locale}: FedEx International offers its international services; a DHL collect order reads "collect on your DHL account" through to the mail`, async ({
    page,
  }) => {
    const email = `services.${journey.locale}.${Date.now().toString(36)}@buyers.example`
    await signInAsNewBuyer(page, email)
    const created = await page.request.post('/api/private/contacts', {
      data: {
        nameFirst: 'Rosa',
        nameLast: 'Garza',
        nameCompany: 'Planta Norte',
        phone1: '+52 81 8123 4567',
        address1: 'Av. Constitución 400',
        city: 'Monterrey',
        addressState: 'NLE',
        addressPostalCode: '64000',
        addressCountry: 'MX',
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/products/22mm-nema-push-buttons')
    const pn = (
      (await page
        .getByRole('table')
        .filter({ has: page.locator('caption') })
        .locator('tbody tr th')
        .first()
        .textContent()) ?? ''
    ).trim()
    await page.request.delete('/api/private/hubKV?feature=liveCart')
    const added = await page.request.post('/api/private/cart/add-many', {
      data: { items: [{ pn, quantity: 2 }] },
    })
    expect(added.status()).toBe(200)

    // the cart, shipping to Monterrey with FedEx International: its two services, no Ground
    await page.goto(journey.cart)
    await page
      .getByRole('button', { name: new RegExp(`^(${journey.choose}|${journey.change})$`) })
      .click()
    const dialog = page.getByRole('dialog', { name: journey.dialog })
    await dialog.getByRole('radio', { name: /Planta Norte/ }).check()
    await dialog.getByRole('button', { name: journey.apply }).click()
    const carrier = page.getByLabel(journey.carrier, { exact: true })
    const service = page.getByLabel(journey.service, { exact: true })
    await carrier.selectOption('fedex-international')
    await expect(service.locator('option')).toHaveText([
      'International Priority',
      'International Economy',
    ])
    await expect(service).toHaveValue('international-priority')
    await service.selectOption('international-economy')
    await expect(service).toHaveValue('international-economy')
    // a prepaid carrier abroad: our team quotes it (§5), once the quote has answered for it
    await expect(page.getByTestId('cart-shipping')).toContainText(journey.tbd)
    await shoot(page, `services-cart-international-${journey.locale}`)

    // DHL collect: Express Worldwide, and the collect wording where a figure would be
    await carrier.selectOption('dhl-collect')
    await expect(service.locator('option')).toHaveText(['Express Worldwide'])
    await page.getByLabel(journey.account).fill('960-0142')
    const shipping = page.getByTestId('cart-shipping')
    await expect(shipping).toContainText(journey.collect)
    await expect(shipping).not.toContainText(journey.notConfirmed)

    // a choice kept from before carriers had their own services: DHL with 2nd Day Air
    await page.evaluate(() => {
      const key = 'allegheny.shipping.v1'
      const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}')
      window.localStorage.setItem(key, JSON.stringify({ ...kept, method: 'air2day' }))
    })
    await page.reload()
    await expect(carrier).toHaveValue('dhl-collect')
    await expect(service).toHaveValue('express-worldwide')
    await expect(shipping).toContainText(journey.collect)
    await expect(page.getByText(journey.refused)).toHaveCount(0)
    await shoot(page, `services-cart-collect-${journey.locale}`)

    // checkout keeps it all
    await page.getByTestId('checkout-link').click()
    await expect(page).toHaveURL(journey.checkout)
    await expect(carrier).toHaveValue('dhl-collect')
    await expect(service).toHaveValue('express-worldwide')
    await expect(page.getByTestId('cart-shipping')).toContainText(journey.collect)
    await shoot(page, `services-checkout-${journey.locale}`)
    const before = mailCount(email)
    const place = page.getByRole('button', { name: journey.place })
    await expect(place).toBeEnabled()
    await place.click()

    // the order page and the confirmation mail
    await expect(page).toHaveURL(journey.order)
    await expect(page.getByTestId('order-detail')).toContainText(journey.shippingRow)
    await expect(page.getByTestId('order-detail')).toContainText(journey.collect)
    await expect(page.getByTestId('order-detail')).not.toContainText(journey.notConfirmed)
    await shoot(page, `services-order-${journey.locale}`)
    const mail = await latestMailTo(email, before)
    expect(mail.text).toContain(`${journey.shippingRow}: ${journey.collect}`)
    expect(mail.text).not.toMatch(journey.notConfirmed)
  })
}
