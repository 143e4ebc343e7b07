/**
 * A buyer's "not taxable" is a request, not an exemption (issue 38 item 6, business rules §6):
 * the address book and checkout show "Tax exemption requested" in both languages, and the
 * checkout still charges the tax until staff grant it in the admin.
 */
import { addAddress, beaverPlant } from './support/addresses'
import { freshEmail, signInAsNewBuyer } from './support/buyers'
import { familyPns, fillCart } from './support/cart'
import { shootDesktopAndPhone } from './support/screenshots'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

test('an exemption the buyer asks for is shown as requested, and the tax stays until staff grant it', async ({
  page,
}) => {
  await signInAsNewBuyer(page, freshEmail('exempt'), ['Pat', 'Miller'])
  const data = await addAddress(page, {
    nameFirst: 'Pat',
    nameLast: 'Miller',
    nameCompany: 'Penn Plant',
    ...beaverPlant,
    taxable: false,
  })
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
  await shootDesktopAndPhone(page, 'tax-exemption-requested-addresses-en')

  await page.goto('/es/mi-cuenta/direcciones')
  await expect(page.getByRole('listitem').filter({ hasText: 'Penn Plant' })).toContainText(
    'Exención de impuestos solicitada',
  )
  await shootDesktopAndPhone(page, 'tax-exemption-requested-addresses-es')

  // a part in the cart, and checkout: the address says requested, the tax is charged
  const pn = (await familyPns(page, '/products/22mm-nema-push-buttons', 1))[0]!
  await fillCart(page, [{ pn, quantity: 100 }])

  await page.goto('/checkout')
  await expect(page.getByRole('radio', { name: /Penn Plant/ }).first()).toBeChecked()
  await expect(page.locator('label').filter({ hasText: 'Penn Plant' }).first()).toContainText(
    'Tax exemption requested',
  )
  await expect(page.getByTestId('cart-tax')).toContainText('Sales tax (7%)')
  await shootDesktopAndPhone(page, 'tax-exemption-requested-checkout-en')

  await page.goto('/es/pago')
  await expect(page.locator('label').filter({ hasText: 'Penn Plant' }).first()).toContainText(
    'Exención de impuestos solicitada',
  )
  await expect(page.getByTestId('cart-tax')).toContainText('Impuesto sobre ventas (7 %)')
  await shootDesktopAndPhone(page, 'tax-exemption-requested-checkout-es')
})
