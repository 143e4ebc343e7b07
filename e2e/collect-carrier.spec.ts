/**
 * A collect carrier chosen before its account number is typed (issue 39, the blocker): the cart,
 * after a reload too, and checkout keep every price, the carriers and the number's field, with
 * the missing number said beside it; "Place order" says why it waits, and once the number is
 * typed the order is placed with it. In English (a US plant) and Spanish (a plant in Monterrey).
 */
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { expect, test, type Page } from './support/test'

test.describe.configure({ timeout: 240_000 })

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.screenshot({ path: `test-results/screenshots/${name}-phone.png`, fullPage: true })
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
    company: 'Beaver Plant',
    address: {
      phone1: '724 555 0142',
      address1: '1 Mill St',
      city: 'Beaver',
      addressState: 'PA',
      addressPostalCode: '15009',
      addressCountry: 'US',
    },
    cart: '/cart',
    checkout: /\/checkout$/,
    order: /\/my-account\/orders\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    choose: 'Add an address',
    change: 'Change',
    dialog: 'Where should we ship?',
    apply: 'Use this address',
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
    address: {
      phone1: '+52 81 8123 4567',
      address1: 'Av. Constitución 400',
      city: 'Monterrey',
      addressState: 'NLE',
      addressPostalCode: '64000',
      addressCountry: 'MX',
    },
    cart: '/es/carrito',
    checkout: /\/es\/pago$/,
    order: /\/es\/mi-cuenta\/pedidos\/AC-\d{6}-[0-9A-Z]{8}\?placed=1$/,
    choose: 'Agregar una dirección',
    change: 'Cambiar',
    dialog: '¿A dónde enviamos?',
    apply: 'Usar esta dirección',
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
    await signInAsNewBuyer(
      page,
      `collect.${journey.locale}.${Date.now().toString(36)}@buyers.example`,
    )
    const created = await page.request.post('/api/private/contacts', {
      data: {
        nameFirst: 'Rosa',
        nameLast: 'Garza',
        nameCompany: journey.company,
        ...journey.address,
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

    // the cart: the buyer's address, then UPS collect, and no number yet
    await page.goto(journey.cart)
    // "Change" once the cart starts from the buyer's default address
    await page
      .getByRole('button', { name: new RegExp(`^(${journey.choose}|${journey.change})$`) })
      .click()
    const dialog = page.getByRole('dialog', { name: journey.dialog })
    await dialog.getByRole('radio', { name: new RegExp(journey.company) }).check()
    await dialog.getByRole('button', { name: journey.apply }).click()
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
    await shoot(page, `collect-cart-${journey.locale}`)

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
    await shoot(page, `collect-checkout-${journey.locale}`)

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
