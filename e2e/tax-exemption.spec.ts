/**
 * A buyer's "not taxable" is a request, not an exemption (issue 38 item 6, business rules §6):
 * the address book and checkout show "Tax exemption requested" in both languages, and the
 * checkout still charges the tax until staff grant it in the admin.
 */
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { expect, test, type Page } from './support/test'

test.describe.configure({ timeout: 240_000 })

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: `test-results/screenshots/${file}`, fullPage: true })
}

async function bothWidths(page: Page, name: string) {
  await shoot(page, `${name}-desktop.png`)
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(page, `${name}-mobile.png`)
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
  await names.getByLabel('First name').fill('Pat')
  await names.getByLabel('Last name').fill('Miller')
  await names.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/$/)
}

test('an exemption the buyer asks for is shown as requested, and the tax stays until staff grant it', async ({
  page,
}) => {
  await signInAsNewBuyer(page, `exempt.${Date.now().toString(36)}@buyers.example`)
  const created = await page.request.post('/api/private/contacts', {
    data: {
      nameFirst: 'Pat',
      nameLast: 'Miller',
      nameCompany: 'Penn Plant',
      phone1: '724 555 0142',
      address1: '1 Mill St',
      city: 'Beaver',
      addressState: 'PA',
      addressPostalCode: '15009',
      addressCountry: 'US',
      taxable: false,
    },
  })
  expect(created.status()).toBe(201)
  const { data } = (await created.json()) as { data: { id: number; taxExemption: string } }
  expect(data.taxExemption).toBe('requested')
  expect(
    (
      await page.request.patch('/api/private/user', { data: { shippingContactId: data.id } })
    ).status(),
  ).toBe(200)

  await page.goto('/my-account/addresses')
  const card = page.getByRole('listitem').filter({ hasText: 'Penn Plant' })
  await expect(card).toContainText('Tax exemption requested')
  await expect(card.getByText('Tax exempt', { exact: true })).toHaveCount(0)
  await bothWidths(page, 'tax-exemption-requested-addresses-en')

  await page.goto('/es/mi-cuenta/direcciones')
  await expect(page.getByRole('listitem').filter({ hasText: 'Penn Plant' })).toContainText(
    'Exención de impuestos solicitada',
  )
  await bothWidths(page, 'tax-exemption-requested-addresses-es')

  // a part in the cart, and checkout: the address says requested, the tax is charged
  await page.goto('/products/22mm-nema-push-buttons')
  const pn = (
    (await page
      .getByRole('table')
      .filter({ has: page.locator('caption') })
      .locator('tbody tr')
      .first()
      .locator('th')
      .textContent()) ?? ''
  ).trim()
  const added = await page.request.post('/api/private/cart/add-many', {
    data: { items: [{ pn, quantity: 100 }] },
  })
  expect(added.status()).toBe(200)

  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /Penn Plant/ }).first()).toBeChecked()
  await expect(page.locator('label').filter({ hasText: 'Penn Plant' }).first()).toContainText(
    'Tax exemption requested',
  )
  await expect(page.getByTestId('cart-tax')).toContainText('Sales tax (7%)')
  await bothWidths(page, 'tax-exemption-requested-checkout-en')

  await page.goto('/es/pago')
  await expect(page.locator('label').filter({ hasText: 'Penn Plant' }).first()).toContainText(
    'Exención de impuestos solicitada',
  )
  await expect(page.getByTestId('cart-tax')).toContainText('Impuesto sobre ventas (7 %)')
  await bothWidths(page, 'tax-exemption-requested-checkout-es')
})
