/**
 * Removing the default address in my account (issue 22): the most recently updated address
 * left becomes the default for shipping and billing, as the cards show at once.
 */
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { expect, test, type Page } from './support/test'

async function signInAsNewBuyer(page: Page, email: string) {
  await page.goto('/login')
  const before = mailCount(email)
  await page.getByLabel(/^E-mail$/).fill(email)
  await page.getByRole('button', { name: /Send me a code/ }).click()
  const mail = await latestMailTo(email, before)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(mail.subject))
  const names = page.getByRole('dialog', { name: 'Complete your profile' })
  await names.getByLabel('First name').fill('Ana')
  await names.getByLabel('Last name').fill('Whitfield')
  await names.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/$/)
}

const address = (company: string, address1: string) => ({
  nameFirst: 'Ana',
  nameLast: 'Whitfield',
  nameCompany: company,
  phone1: '412 555 0134',
  address1,
  city: 'Beaver',
  addressState: 'PA',
  addressPostalCode: '15009',
  addressCountry: 'US',
})

test('removing the default address makes the most recently updated one the default', async ({
  page,
}) => {
  await signInAsNewBuyer(page, `defaults.${Date.now().toString(36)}@buyers.example`)
  const create = async (company: string, street: string) => {
    const response = await page.request.post('/api/private/contacts', {
      data: address(company, street),
    })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { data: { id: number } }).data.id
  }
  const dock = await create('Dock Four', '1 Mill St')
  const office = await create('Main Office', '200 Front St')
  await create('Quarry Yard', '15 Quarry Rd')
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
  await page.screenshot({ path: 'test-results/screenshots/address-default-moved-en-desktop.png' })

  // and it holds after a reload: the server moved it, not only the page
  await page.reload()
  await expect(card('Main Office')).toContainText('Default shipping')
})

test('Spanish, on a phone: removing the default says which address is now the default (issue 39)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await signInAsNewBuyer(page, `defaults.es.${Date.now().toString(36)}@buyers.example`)
  const create = async (company: string, street: string) => {
    const response = await page.request.post('/api/private/contacts', {
      data: address(company, street),
    })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { data: { id: number } }).data.id
  }
  const dock = await create('Dock Four', '1 Mill St')
  await create('Planta Norte', '200 Front St')
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
  await page.screenshot({ path: 'test-results/screenshots/address-default-moved-es-phone.png' })
})
