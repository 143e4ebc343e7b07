import { expect, test } from './support/test'

import { signIn } from './support/buyers'
import { addRows } from './support/cart'
import { shoot } from './support/screenshots'

// long journeys on a busy 2-core machine
test.describe.configure({ timeout: 180_000 })

test.describe('shipping on the cart', () => {
  test('a guest in Beaver sees ground and Pennsylvania tax; a collect carrier asks for the account number; Alaska goes by air', async ({
    page,
  }) => {
    await page.goto('/products/22mm-nema-push-buttons')
    await addRows(page, (pn) => `Add ${pn} to cart`, 1)
    await page.goto('/cart')
    const summary = page.getByTestId('cart-shipping')
    await expect(summary).toContainText('Needs an address')

    await page.getByRole('button', { name: 'Add an address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Where should we ship?' })
    await dialog.getByLabel('Country').selectOption('US')
    await dialog.getByLabel('State').fill('PA')
    await dialog.getByLabel('ZIP code').fill('15009')
    await dialog.getByRole('button', { name: 'Use this address' }).click()

    await expect(page.getByTestId('ship-to')).toHaveText('PA 15009')
    await expect(summary).toContainText('$')
    // Beaver County is in the 150* list: 7 %
    await expect(page.getByTestId('cart-tax')).toContainText('Sales tax (7%)')
    await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue('c3-fedex')
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('ground')
    await shoot(page, 'cart-shipping-en-desktop.png')

    // a collect carrier: shipping is on the buyer's account, which it needs
    await page.getByLabel('Carrier', { exact: true }).selectOption('ups-collect')
    await expect(page.getByText('Type your account number for this collect carrier.')).toBeVisible()
    const account = page.getByLabel('Your account number with this carrier')
    await account.fill('1Z-884411')
    await account.press('Enter')
    // the buyer's own UPS account pays: said, not a figure (issue 39 §10)
    await expect(summary).toContainText('Collect on your UPS account')

    // Alaska: ground is not offered, 2nd Day is
    await page.getByRole('button', { name: 'Change' }).click()
    await dialog.getByLabel('State').fill('AK')
    await dialog.getByLabel('ZIP code').fill('99501')
    await dialog.getByRole('button', { name: 'Use this address' }).click()
    await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue('c3-fedex')
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('air2day')
    await expect(page.getByTestId('flag-airOnlyAlaskaHawaii')).toBeVisible()

    // a ZIP of another state is refused, in words
    await page.getByRole('button', { name: 'Change' }).click()
    await dialog.getByLabel('State').fill('PA')
    await dialog.getByLabel('ZIP code').fill('99501')
    await dialog.getByRole('button', { name: 'Use this address' }).click()
    await expect(page.getByText('This ZIP code is not in the chosen state.')).toBeVisible()
  })

  test('Spanish: a D1 distributor ships ground free to its own address (c3 Free Ground)', async ({
    page,
  }) => {
    // the distributor's second buyer: the catalogue journeys sign its first one in (one code a minute)
    const email = 'counter@ovesupply.example'
    await signIn(page, email, 'es')

    await page.request.delete('/api/private/hubKV?feature=liveCart')
    await page.goto('/es/productos/22mm-nema-push-buttons')
    await addRows(page, (pn) => `Agregar ${pn} al carrito`, 3)
    await page.goto('/es/carrito')
    await expect(page.getByTestId('cart-line')).toHaveCount(3)
    // the cart starts from the buyer's default shipping address, the warehouse (issue 39 §7)
    await expect(page.getByTestId('ship-to')).toContainText('OVES warehouse')
    await page.getByRole('button', { name: 'Cambiar' }).click()
    const dialog = page.getByRole('dialog', { name: '¿A dónde enviamos?' })
    await expect(dialog.getByRole('radio', { name: /44512/ })).toBeChecked()
    await dialog.getByRole('button', { name: 'Usar esta dirección' }).click()

    await expect(page.getByTestId('cart-shipping')).toContainText('Gratis')
    await expect(page.getByTestId('flag-freeGround')).toHaveText('c3 Envío terrestre gratis')
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot(page, 'cart-shipping-es-mobile.png')
  })
})
