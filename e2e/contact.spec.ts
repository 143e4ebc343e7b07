/**
 * The contact page (issue 22) in both languages, desktop and phone: the phone, e-mail and map
 * links from the site settings; the form refuses bad input keeping what was typed, then sends,
 * shows the confirmation, and the sales office receives the mail with Reply-To the visitor.
 */
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { simpleParser } from 'mailparser'

import { e2eMailDir } from './support/mail-dir.mjs'
import { expect, test, type Page } from './support/test'
import { shoot } from './support/screenshots'

const sales = 'sales@allegheny-controls.example'

/** The mail the sales office got from this visitor (other tests write to sales at the same time). */
async function mailFrom(visitor: string) {
  let found: { subject: string; text: string; replyTo: string } | null = null
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(e2eMailDir)
          ? fs.readdirSync(e2eMailDir).filter((file) => file.endsWith(`-${sales}.eml`))
          : []
        for (const file of files) {
          const parsed = await simpleParser(fs.readFileSync(path.join(e2eMailDir, file)))
          if (parsed.replyTo?.text.includes(visitor)) {
            found = {
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              replyTo: parsed.replyTo.text,
            }
          }
        }
        return found !== null
      },
      { message: `mail to ${sales} from ${visitor}`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

async function noSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
  ).toEqual([])
}

test('English, desktop: working contact links, a refused form keeps what was typed, then the message reaches sales', async ({
  page,
}) => {
  const visitor = `ohio.${Date.now().toString(36)}@panels.example`
  await page.goto('/contact')
  const office = page.getByRole('complementary', { name: 'Sales office' })
  await expect(office.getByRole('link', { name: '+1 (724) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+17245550142',
  )
  await expect(office.getByRole('link', { name: sales })).toHaveAttribute('href', `mailto:${sales}`)
  await expect(office.getByRole('link', { name: /View on map/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1400%20Industrial%20Way/,
  )
  await noSeriousAxeViolations(page)

  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Your name').fill('Dale Hughes')
  await form.getByLabel('Company').fill('Buckeye Panel Works')
  await form.getByLabel('E-mail', { exact: true }).fill('dale@')
  await form.getByLabel('Message', { exact: true }).fill('Hi')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Enter a valid e-mail address, e.g. name@company.com.')).toBeVisible()
  await expect(form.getByText('Please write a little more (at least 10 characters).')).toBeVisible()
  await expect(form.getByLabel('Company')).toHaveValue('Buckeye Panel Works')
  await shoot(page, 'contact-en-desktop-errors.png')

  await form.getByLabel('E-mail', { exact: true }).fill(visitor)
  await form.getByLabel('Phone').fill('(614) 555-0187')
  await form
    .getByLabel('Message', { exact: true })
    .fill('Please quote 200 pcs of E22-A and 50 pcs of E22-B, delivery to Columbus, OH.')
  await form.getByRole('button', { name: 'Send message' }).click()
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you' })
  await expect(confirmation).toContainText('Thank you, your message has been sent')
  await expect(confirmation).toContainText(visitor)
  await shoot(page, 'contact-en-desktop-sent.png')

  const mail = await mailFrom(visitor)
  expect(mail.subject).toBe('Contact form: Dale Hughes, Buckeye Panel Works')
  expect(mail.text).toContain('Phone: (614) 555-0187')
  expect(mail.text).toContain('English site')
  expect(mail.text).toContain('Please quote 200 pcs of E22-A')
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Spanish, phone: the form says what is missing in Spanish, sends, and the mail says which site', async ({
    page,
  }) => {
    const visitor = `monterrey.${Date.now().toString(36)}@tableros.example`
    await page.goto('/es/contacto')
    const office = page.getByRole('complementary', { name: 'Oficina de ventas' })
    await expect(office.getByRole('link', { name: '+1 (724) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+17245550142',
    )
    await expect(office.getByRole('link', { name: /Ver en el mapa/ })).toBeVisible()

    const form = page.getByRole('form', { name: 'Envíenos un mensaje' })
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(form.getByText('Complete este campo.').first()).toBeVisible()
    await form.getByLabel('Su nombre').fill('Rosa Jiménez')
    await form.getByLabel('Empresa').fill('Tableros del Norte')
    await form.getByLabel('Correo electrónico').fill(visitor)
    await form.getByLabel('Teléfono').fill('81 55')
    await form
      .getByLabel('Mensaje', { exact: true })
      .fill('Necesitamos 40 piezas de E22-A para el 12 de diciembre.')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(
      form.getByText('Escriba un número de teléfono de al menos 7 dígitos.'),
    ).toBeVisible()
    await expect(form.getByLabel('Mensaje', { exact: true })).toHaveValue(
      'Necesitamos 40 piezas de E22-A para el 12 de diciembre.',
    )
    await shoot(page, 'contact-es-phone-errors.png')
    await form.getByLabel('Teléfono').fill('+52 81 5555 0199')
    await form.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gracias' })).toContainText(
      'Gracias, su mensaje fue enviado',
    )
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await shoot(page, 'contact-es-phone-sent.png')
    await noSeriousAxeViolations(page)

    const mail = await mailFrom(visitor)
    expect(mail.replyTo).toContain(visitor)
    expect(mail.text).toContain('Spanish site')
    expect(mail.text).toContain('Company: Tableros del Norte')
  })

  test('English, phone: the contact page before writing', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await shoot(page, 'contact-en-phone.png')
  })
})

test('Spanish, desktop: the contact page', async ({ page }) => {
  await page.goto('/es/contacto')
  await expect(page.getByRole('form', { name: 'Envíenos un mensaje' })).toBeVisible()
  await noSeriousAxeViolations(page)
  await shoot(page, 'contact-es-desktop.png')
})
