import { expect, test, type Page } from '@playwright/test'

import { codeIn, latestMailTo, mailCount } from './support/mail'

/** A fresh address per run and test, so codes and limits of one never meet another. */
function newEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@buyers.example`
}

/** Types the e-mail, waits for the code to arrive by SMTP and types it into the 6 boxes. */
async function signInWithCode(page: Page, email: string, labels: { email: RegExp; send: RegExp }) {
  const before = mailCount(email)
  await page.getByLabel(labels.email).fill(email)
  await page.getByRole('button', { name: labels.send }).click()
  const mail = await latestMailTo(email, before)
  const code = codeIn(mail.subject)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(code)
  return mail
}

test.describe('accounts', () => {
  test('a new buyer signs in by code from the modal, must give a name, then stays on the page', async ({
    page,
  }) => {
    const email = newEmail('new.buyer')
    await page.goto('/products')
    await page.getByTestId('account-button').click()
    const modal = page.getByRole('dialog', { name: 'Sign in' })
    await expect(modal).toBeVisible()
    // bad input is refused on the spot, in the page's language
    await modal.getByLabel('E-mail').fill('not-an-address')
    await modal.getByRole('button', { name: 'Send me a code' }).click()
    await expect(modal.getByText('Invalid email')).toBeVisible()

    const mail = await signInWithCode(page, email, { email: /^E-mail$/, send: /Send me a code/ })
    expect(mail.subject).toMatch(/^Your sign-in code: \d{6}$/)
    expect(mail.text).toContain('10 minutes')

    const nameModal = page.getByRole('dialog', { name: 'Complete your profile' })
    await expect(nameModal).toBeVisible()
    await expect(nameModal.getByLabel('E-mail')).toHaveValue(email)
    await expect(nameModal.getByLabel('E-mail')).toBeDisabled()
    // it cannot be dismissed until the names are saved
    await page.keyboard.press('Escape')
    await expect(nameModal).toBeVisible()
    await nameModal.getByRole('button', { name: 'Save and continue' }).click()
    await expect(nameModal.getByText('This field is required.')).toHaveCount(2)
    await nameModal.getByLabel('First name').fill('  Pat ')
    await nameModal.getByLabel('Last name').fill('Quinlan')
    await nameModal.getByRole('button', { name: 'Save and continue' }).click()

    // signed in on a page other than the login page: the page reloads in place
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByTestId('account-button')).toContainText('Pat')
    await expect(nameModal).toBeHidden()
  })

  test('Spanish: the account area sends a visitor to sign in and back to the same page', async ({
    page,
  }) => {
    const email = newEmail('comprador')
    await page.goto('/es/mi-cuenta/direcciones')
    await expect(page).toHaveURL(/\/es\/iniciar-sesion$/)
    await expect(page.getByRole('heading', { name: 'Inicie sesión en su cuenta' })).toBeVisible()
    const mail = await signInWithCode(page, email, {
      email: /^Correo electrónico$/,
      send: /Enviarme un código/,
    })
    expect(mail.subject).toMatch(/^Su código de acceso: \d{6}$/)
    const nameModal = page.getByRole('dialog', { name: 'Complete su perfil' })
    await nameModal.getByLabel('Nombre').fill('Lucía')
    await nameModal.getByLabel('Apellido').fill('Herrera')
    await nameModal.getByRole('button', { name: 'Guardar y continuar' }).click()
    await expect(page).toHaveURL(/\/es\/mi-cuenta\/direcciones$/)
    await expect(page.getByRole('heading', { name: 'Direcciones', level: 2 })).toBeVisible()
  })

  test('a wrong code is refused with a message, and the right one still works', async ({ page }) => {
    const email = newEmail('typo')
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Send me a code' }).click()
    const mail = await latestMailTo(email)
    const code = codeIn(mail.subject)
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled()
    const wrong = code === '000000' ? '111111' : '000000'
    await page.locator('input[autocomplete="one-time-code"]').fill(wrong)
    await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible()
    await page.locator('input[autocomplete="one-time-code"]').fill(code)
    await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible()
  })
})
