/**
 * Buyers for the journeys: made by staff as the admin does, and signed in with the code the
 * e2e SMTP server receives (support/mail.ts), in either language.
 */
import { codeIn, latestMailTo, mailCount } from './mail'
import { staffHeaders } from './staff'
import type { Locator } from '@playwright/test'

import { expect, type APIRequestContext, type Page } from './test'

export type Locale = 'en' | 'es'

const words = {
  en: {
    login: '/login',
    email: /^E-mail$/,
    sendCode: /Send me a code/,
    home: /127\.0\.0\.1:\d+\/$/,
  },
  es: {
    login: '/es/iniciar-sesion',
    email: /^Correo electrónico$/,
    sendCode: /Enviarme un código/,
    home: /\/es$/,
  },
} as const

/** A fresh address per run and call, so the codes and limits of one never meet another's. */
export function freshEmail(name: string, domain = 'buyers.example'): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@${domain}`
}

/**
 * A new buyer of a demo customer, made by staff through the admin's API with the customer's
 * main address as their default for shipping and billing; answers once their invitation has
 * arrived (codes come after it). Signed in by no other test, so no code of theirs meets the 60 s
 * pause between codes, which a demo buyer signed in by another spec at that moment did (CI).
 */
export async function newBuyerOf(
  request: APIRequestContext,
  customerName: string,
  buyer: { email: string; name: [string, string]; locale?: Locale },
): Promise<{ email: string; id: number }> {
  const headers = await staffHeaders(request)
  const found = await request.get(
    `/api/cms/customers?where[name][equals]=${encodeURIComponent(customerName)}&depth=0`,
    { headers },
  )
  const customer = ((await found.json()) as { docs: { id: number; primaryContact: number }[] })
    .docs[0]!
  const created = await request.post('/api/cms/web-users', {
    headers,
    data: {
      email: buyer.email,
      nameFirst: buyer.name[0],
      nameLast: buyer.name[1],
      ...(buyer.locale ? { locale: buyer.locale } : {}),
      primaryCustomer: customer.id,
      customers: [customer.id],
      shippingContact: customer.primaryContact,
      billingContact: customer.primaryContact,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  await latestMailTo(buyer.email, 0)
  return { email: buyer.email, id: ((await created.json()) as { doc: { id: number } }).doc.id }
}

/** Types the code of the newest mail to `email` (after `before` mails) into the code boxes. */
export async function enterCode(page: Page, email: string, before: number) {
  const mail = await latestMailTo(email, before)
  await page.locator('input[autocomplete="one-time-code"]').first().fill(codeIn(mail.subject))
  return mail
}

/**
 * On the sign-in form on screen (the login page, or the modal: `form`), in `locale`: types the
 * e-mail, sends, and types the code that arrives. Answers that mail.
 */
export async function enterEmailAndCode(
  page: Page,
  email: string,
  locale: Locale = 'en',
  form: Page | Locator = page,
) {
  const before = mailCount(email)
  await form.getByLabel(words[locale].email).fill(email)
  await form.getByRole('button', { name: words[locale].sendCode }).click()
  return enterCode(page, email, before)
}

/** A buyer with a name signs in on the login page of `locale` and lands on the home page. */
export async function signIn(page: Page, email: string, locale: Locale = 'en') {
  await page.goto(words[locale].login)
  await enterEmailAndCode(page, email, locale)
  await expect(page).toHaveURL(words[locale].home)
}

/** A new buyer of `customerName` (`newBuyerOf`), signed in on the login page of their language. */
export async function signedInBuyerOf(
  page: Page,
  request: APIRequestContext,
  customerName: string,
  buyer: { email: string; name: [string, string]; locale: Locale },
): Promise<string> {
  const { email } = await newBuyerOf(request, customerName, buyer)
  await signIn(page, email, buyer.locale)
  return email
}

/** A new buyer's first sign-in on the English login page: the code, then their two names. */
export async function signInAsNewBuyer(page: Page, email: string, name: [string, string]) {
  await page.goto(words.en.login)
  await enterEmailAndCode(page, email)
  const names = page.getByRole('dialog', { name: 'Complete your profile' })
  await names.getByLabel('First name').fill(name[0])
  await names.getByLabel('Last name').fill(name[1])
  await names.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/$/)
}
