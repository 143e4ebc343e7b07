/**
 * Removing the default address in my account (issue 22): the most recently updated address
 * left becomes the default for shipping and billing, as the cards show at once.
 */
import { addAddress, beaverPlant } from './support/addresses'
import { freshEmail, signInAsNewBuyer } from './support/buyers'
import { shoot } from './support/screenshots'
import { expect, test, type Page } from './support/test'

const buyer: [string, string] = ['Ana', 'Whitfield']

/** An address of the buyer's in Beaver; answers its id. */
const create = async (page: Page, company: string, address1: string) =>
  (
    await addAddress(page, {
      nameFirst: buyer[0],
      nameLast: buyer[1],
      nameCompany: company,
      ...beaverPlant,
      address1,
    })
  ).id

test('removing the default address makes the most recently updated one the default', async ({
  page,
}) => {
  await signInAsNewBuyer(page, freshEmail('defaults'), buyer)
  const dock = await create(page, 'Dock Four', '1 Mill St')
  const office = await create(page, 'Main Office', '200 Front St')
  await create(page, 'Quarry Yard', '15 Quarry Rd')
  // the office is changed last, after the quarry yard was added
  expect(
    (
      await page.request.patch(`/api/private/contacts/${office}`, {
        data: { address2: 'Suite 3' },
      })
    ).status(),
  ).toBe(200)
  expect(
    (
      await page.request.patch('/api/private/user', {
        data: { shippingContactId: dock, billingContactId: dock },
      })
    ).status(),
  ).toBe(200)

  await page.goto('/my-account/addresses')
  const card = (company: string) =>
    page.locator('li[id^="address-card-"]').filter({ hasText: company })
  await expect(card('Dock Four')).toContainText('Default shipping')
  await expect(card('Main Office')).not.toContainText('Default shipping')

  await card('Dock Four')
    .getByRole('button', { name: /Remove/ })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
  await expect(card('Dock Four')).toHaveCount(0)
  // the buyer is told which address took the default's place (issue 39)
  await expect(
    page
      .getByText('Main Office, 200 Front St is now your default shipping and billing address.')
      .first(),
  ).toBeVisible()
  await expect(card('Main Office')).toContainText('Default shipping')
  await expect(card('Main Office')).toContainText('Default billing')
  await expect(card('Quarry Yard')).not.toContainText('Default shipping')
  await shoot(page, 'address-default-moved-en-desktop.png', false)

  // and it holds after a reload: the server moved it, not only the page
  await page.reload()
  await expect(card('Main Office')).toContainText('Default shipping')
})

test('Spanish, on a phone: removing the default says which address is now the default (issue 39)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await signInAsNewBuyer(page, freshEmail('defaults.es'), buyer)
  const dock = await create(page, 'Dock Four', '1 Mill St')
  await create(page, 'Planta Norte', '200 Front St')
  expect(
    (
      await page.request.patch('/api/private/user', {
        data: { shippingContactId: dock },
      })
    ).status(),
  ).toBe(200)
  await page.goto('/es/mi-cuenta/direcciones')
  const card = (company: string) =>
    page.locator('li[id^="address-card-"]').filter({ hasText: company })
  await card('Dock Four')
    .getByRole('button', { name: /Eliminar/ })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(card('Dock Four')).toHaveCount(0)
  await expect(
    page
      .getByText('Planta Norte, 200 Front St es ahora su dirección de envío predeterminada.')
      .first(),
  ).toBeVisible()
  await expect(card('Planta Norte')).toContainText('Envío predeterminado')
  await shoot(page, 'address-default-moved-es-phone.png', false)
})
