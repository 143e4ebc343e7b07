/**
 * A buyer staff create for a Mexican customer (issue 39 §4, §7): the invitation arrives in
 * Spanish with a link that opens the Spanish login page with the address filled in; signed in,
 * the cart starts from their default shipping address in Monterrey (not a typed place in the
 * United States); My account shows the language of their mails. In the admin, "Send invitation
 * again" answers that one went out moments ago.
 */
import { codeIn, latestMailTo, mailCount } from './support/mail'
import { staff, staffHeaders } from './support/staff'
import { expect, test, type Page } from './support/test'

test.describe.configure({ timeout: 240_000 })

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.screenshot({ path: `test-results/screenshots/${name}-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a buyer staff invite in Spanish signs in from the invitation; the cart opens on their Monterrey plant; staff resend', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const customer = (
    (await (
      await request.get(
        `/api/cms/customers?where[name][equals]=${encodeURIComponent('Controles Industriales del Norte S.A. de C.V.')}&depth=0`,
        { headers },
      )
    ).json()) as { docs: { id: number; primaryContact: number }[] }
  ).docs[0]!
  const email = `almacen.${Date.now().toString(36)}@cindelnorte.example`
  const created = await request.post('/api/cms/web-users', {
    headers,
    data: {
      email,
      nameFirst: 'Lucía',
      nameLast: 'Garza',
      locale: 'es',
      primaryCustomer: customer.id,
      customers: [customer.id],
      shippingContact: customer.primaryContact,
      billingContact: customer.primaryContact,
    },
  })
  expect(created.status()).toBe(201)
  const webUserId = ((await created.json()) as { doc: { id: number } }).doc.id

  // the invitation, in Spanish, with the link to the Spanish login page
  const invitation = await latestMailTo(email, 0)
  expect(invitation.subject).toBe('Su cuenta de Allegheny Controls está lista')
  expect(invitation.text).toContain('a nombre de Controles Industriales del Norte S.A. de C.V.,')
  const link = new URL(/https?:\/\/\S+/.exec(invitation.text)![0])
  expect(link.pathname).toBe('/es/iniciar-sesion')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByLabel(/^Correo electrónico$/)).toHaveValue(email)
  const before = mailCount(email)
  await page.getByRole('button', { name: /Enviarme un código/ }).click()
  const code = await latestMailTo(email, before)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(code.subject))
  await expect(page).toHaveURL(/\/es$/)

  // a part into the cart: it ships to the plant in Monterrey from the start
  await page.goto('/es/productos/22mm-nema-push-buttons')
  const row = page
    .getByRole('table')
    .filter({ has: page.locator('caption') })
    .locator('tbody tr')
    .first()
  const pn = ((await row.locator('th').textContent()) ?? '').trim()
  await row.getByRole('button', { name: `Agregar ${pn} al carrito` }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/es/carrito')
  await expect(page.getByTestId('ship-to')).toContainText('Planta Monterrey')
  await expect(page.getByTestId('ship-to')).toContainText('México')
  await expect(page.getByRole('button', { name: 'Agregar una dirección' })).toHaveCount(0)
  await shoot(page, 'cart-default-address-es')
  await page.getByRole('button', { name: 'Cambiar' }).click()
  const dialog = page.getByRole('dialog', { name: '¿A dónde enviamos?' })
  await expect(dialog.getByRole('radio', { name: /Planta Monterrey/ })).toBeChecked()
  await page.keyboard.press('Escape')

  // My account: the language of their mails, Spanish, which they may change
  await page.goto('/es/mi-cuenta/perfil')
  const language = page.getByLabel('Idioma de sus correos')
  await expect(language).toHaveValue('es')
  await shoot(page, 'profile-mail-language-es')

  // the admin: the invitation panel, and a resend right away is refused in words
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(staff.email)
  await page.locator('#field-password').fill(staff.password)
  await page.getByRole('button', { name: /Login|Iniciar/ }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/web-users/${webUserId}`)
  const panel = page.getByTestId('web-user-invitation')
  await expect(panel).toBeVisible({ timeout: 20_000 })
  const mailsBefore = mailCount(email)
  await panel.getByRole('button', { name: 'Send invitation again' }).click()
  await expect(panel.getByRole('alert')).toContainText(
    'An invitation went out less than 5 minutes ago.',
  )
  expect(mailCount(email)).toBe(mailsBefore)
  await page.screenshot({
    path: 'test-results/screenshots/admin-web-user-invitation.png',
    fullPage: true,
  })
})
