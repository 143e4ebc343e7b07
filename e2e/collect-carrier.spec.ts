/**
 * A collect carrier chosen before its account number is typed (issue 39, the blocker): the cart,
 * after a reload too, and checkout keep every price, the carriers and the number's field, with
 * the missing number said beside it; "Place order" says why it waits, and once the number is
 * typed the order is placed with it. In English (a US plant) and Spanish (a plant in Monterrey).
 */
import { addAddress, beaverPlant, monterreyPlant } from './support/addresses'
import { freshEmail, signInAsNewBuyer } from './support/buyers'
import { familyPns, fillCart, shipToSaved } from './support/cart'
import { shootDesktopAndPhone } from './support/screenshots'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

const journeys = [
  {
    locale: 'en',
    company: 'Beaver Plant',
    address: beaverPlant,
    cart: '/cart',
    checkout: /\/checkout$/,
    order: /\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    carrier: 'Carrier',
    account: 'Your account number with this carrier',
    missing: 'Type your account number for this collect carrier.',
    blocked: 'Type your account number with the carrier in step 2 to place the order.',
    place: /^Place order · \$\d/,
    money: /\$\d/,
  },
  {
    locale: 'es',
    company: 'Planta Norte',
    address: monterreyPlant,
    cart: '/es/carrito',
    checkout: /\/es\/pago$/,
    order: /\/es\/mi-cuenta\/pedidos\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    carrier: 'Paquetería',
    account: 'Su número de cuenta con esta paquetería',
    missing: 'Escriba su número de cuenta para esta paquetería por cobrar.',
    blocked: 'Escriba su número de cuenta con la paquetería en el paso 2 para realizar el pedido.',
    place: /^Realizar pedido · US\$\d/,
    money: /US\$\d/,
  },
] as const

for (const journey of journeys) {
  test(`${journey.locale}: UPS collect without the account number keeps prices, carriers and the field, after a reload and at checkout; typed, the order is placed`, async ({
    page,
  }) => {
    await signInAsNewBuyer(page, freshEmail(`collect.${journey.locale}`), ['Rosa', 'Garza'])
    await addAddress(page, {
      nameFirst: 'Rosa',
      nameLast: 'Garza',
      nameCompany: journey.company,
      ...journey.address,
    })
    const pn = (await familyPns(page, '/products/22mm-nema-push-buttons', 1))[0]!
    await fillCart(page, [{ pn, quantity: 2 }])

    // the cart: the buyer's address, then UPS collect, and no number yet
    await page.goto(journey.cart)
    await shipToSaved(page, journey.locale, journey.company)
    const carrier = page.getByLabel(journey.carrier, { exact: true })
    await carrier.selectOption('ups-collect')
    const account = page.getByLabel(journey.account)
    await expect(account).toBeVisible()
    await expect(page.getByText(journey.missing)).toBeVisible()
    await expect(page.getByTestId('cart-total')).toHaveText(journey.money)

    // a reload keeps it all: prices, the carrier, the field and its error
    await page.reload()
    await expect(page.getByTestId('cart-subtotal')).toHaveText(journey.money)
    await expect(page.getByTestId('cart-total')).toHaveText(journey.money)
    await expect(carrier).toHaveValue('ups-collect')
    await expect(account).toHaveValue('')
    await expect(account).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(journey.missing)).toBeVisible()
    await shootDesktopAndPhone(page, `collect-cart-${journey.locale}`)

    // checkout before the number: figures shown, the field says it, the button says why
    await page.getByTestId('checkout-link').click()
    await expect(page).toHaveURL(journey.checkout)
    await expect(page.getByTestId('checkout-lines')).toContainText(pn)
    await expect(page.getByTestId('checkout-lines')).toContainText(journey.money)
    await expect(page.getByTestId('cart-total')).toHaveText(journey.money)
    await expect(carrier).toHaveValue('ups-collect')
    await expect(page.getByText(journey.missing)).toBeVisible()
    await expect(page.getByTestId('place-blocked')).toHaveText(journey.blocked)
    const place = page.getByRole('button', { name: journey.place })
    await expect(place).toBeDisabled()
    await shootDesktopAndPhone(page, `collect-checkout-${journey.locale}`)

    // typed (kept as typed), the error goes and the order is placed with the number
    await account.fill('1Z-884411 ')
    await expect(account).toHaveValue('1Z-884411 ')
    await expect(page.getByText(journey.missing)).toHaveCount(0)
    await expect(page.getByTestId('place-blocked')).toHaveCount(0)
    await expect(place).toBeEnabled()
    await place.click()
    await expect(page).toHaveURL(journey.order)
    await expect(page.getByText('1Z-884411', { exact: true })).toBeVisible()
  })
}
