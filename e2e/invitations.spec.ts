/**
 * A buyer staff create for a Mexican customer (issue 39 §4, §7): the invitation arrives in
 * Spanish with a link that opens the Spanish login page with the address filled in; signed in,
 * the cart starts from their default shipping address in Monterrey (not a typed place in the
 * United States); My account shows the language of their mails. In the admin, "Send invitation
 * again" answers that one went out moments ago.
 */
import { enterEmailAndCode, freshEmail, newBuyerOf } from './support/buyers'
import { familyRows, pnOf } from './support/cart'
import { latestMailTo, mailCount } from './support/mail'
import { shoot, shootDesktopAndPhone } from './support/screenshots'
import { staff } from './support/staff'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

test('a buyer staff invite in Spanish signs in from the invitation; the cart opens on their Monterrey plant; staff resend', async ({
  page,
  request,
}) => {
  const { email, id: webUserId } = await newBuyerOf(
    request,
    'Controles Industriales del Norte S.A. de C.V.',
    { email: freshEmail('almacen', 'cindelnorte.example'), name: ['Lucía', 'Garza'], locale: 'es' },
  )

  // the invitation, in Spanish, with the link to the Spanish login page
  const invitation = await latestMailTo(email, 0)
  expect(invitation.subject).toBe('Su cuenta de Allegheny Controls está lista')
  expect(invitation.text).toContain('a nombre de Controles Industriales del Norte S.A. de C.V.,')
  const link = new URL(/https?:\/\/\S+/.exec(invitation.text)![0])
  expect(link.pathname).toBe('/es/iniciar-sesion')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByLabel(/^Correo electrónico$/)).toHaveValue(email)
  await enterEmailAndCode(page, email, 'es')
  await expect(page).toHaveURL(/\/es$/)

  // a part into the cart: it ships to the plant in Monterrey from the start
  await page.goto('/es/productos/22mm-nema-push-buttons')
  const row = familyRows(page).first()
  const pn = await pnOf(row)
  await row.getByRole('button', { name: `Agregar ${pn} al carrito` }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.goto('/es/carrito')
  await expect(page.getByTestId('ship-to')).toContainText('Planta Monterrey')
  await expect(page.getByTestId('ship-to')).toContainText('México')
  await expect(page.getByRole('button', { name: 'Agregar una dirección' })).toHaveCount(0)
  await shootDesktopAndPhone(page, 'cart-default-address-es')
  await page.getByRole('button', { name: 'Cambiar' }).click()
  const dialog = page.getByRole('dialog', { name: '¿A dónde enviamos?' })
  await expect(dialog.getByRole('radio', { name: /Planta Monterrey/ })).toBeChecked()
  await page.keyboard.press('Escape')

  // My account: the language of their mails, Spanish, which they may change
  await page.goto('/es/mi-cuenta/perfil')
  const language = page.getByLabel('Idioma de sus correos')
  await expect(language).toHaveValue('es')
  await shootDesktopAndPhone(page, 'profile-mail-language-es')

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
  await shoot(page, 'admin-web-user-invitation.png')
})
