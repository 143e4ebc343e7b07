/**
 * Each carrier's services named as the carrier names them (issue 39 §10), in English and
 * Spanish: a buyer shipping to Monterrey picks FedEx International and is offered International
 * Priority and International Economy (not the domestic list); DHL collect offers Express
 * Worldwide, and its shipping line says "Collect on your DHL account" in the cart, checkout,
 * the order page and the confirmation mail, never "to be confirmed". A service kept in the
 * browser from before (DHL with 2nd Day Air) falls back to the carrier's first.
 */
import { addAddress, monterreyPlant } from './support/addresses'
import { freshEmail, signInAsNewBuyer } from './support/buyers'
import { familyPns, fillCart, shipToSaved } from './support/cart'
import { latestMailTo, mailCount } from './support/mail'
import { shootDesktopAndPhone } from './support/screenshots'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

const journeys = [
  {
    locale: 'en',
    cart: '/cart',
    checkout: /\/checkout$/,
    order: /\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
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
    const email = freshEmail(`services.${journey.locale}`)
    await signInAsNewBuyer(page, email, ['Rosa', 'Garza'])
    await addAddress(page, {
      nameFirst: 'Rosa',
      nameLast: 'Garza',
      nameCompany: 'Planta Norte',
      ...monterreyPlant,
    })
    const pn = (await familyPns(page, '/products/22mm-nema-push-buttons', 1))[0]!
    await fillCart(page, [{ pn, quantity: 2 }])

    // the cart, shipping to Monterrey with FedEx International: its two services, no Ground
    await page.goto(journey.cart)
    await shipToSaved(page, journey.locale, 'Planta Norte')
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
    await shootDesktopAndPhone(page, `services-cart-international-${journey.locale}`)

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
    await shootDesktopAndPhone(page, `services-cart-collect-${journey.locale}`)

    // checkout keeps it all
    await page.getByTestId('checkout-link').click()
    await expect(page).toHaveURL(journey.checkout)
    await expect(carrier).toHaveValue('dhl-collect')
    await expect(service).toHaveValue('express-worldwide')
    await expect(page.getByTestId('cart-shipping')).toContainText(journey.collect)
    await shootDesktopAndPhone(page, `services-checkout-${journey.locale}`)
    const before = mailCount(email)
    const place = page.getByRole('button', { name: journey.place })
    await expect(place).toBeEnabled()
    await place.click()

    // the order page and the confirmation mail
    await expect(page).toHaveURL(journey.order)
    await expect(page.getByTestId('order-detail')).toContainText(journey.shippingRow)
    await expect(page.getByTestId('order-detail')).toContainText(journey.collect)
    await expect(page.getByTestId('order-detail')).not.toContainText(journey.notConfirmed)
    await shootDesktopAndPhone(page, `services-order-${journey.locale}`)
    const mail = await latestMailTo(email, before)
    expect(mail.text).toContain(`${journey.shippingRow}: ${journey.collect}`)
    expect(mail.text).not.toMatch(journey.notConfirmed)
  })
}
