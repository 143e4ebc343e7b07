/**
 * Calling the shop's route handlers as a browser would in integration tests: same-origin JSON
 * requests with a session cookie, answers read as JSON, and a buyer signed in by the e-mail
 * code that the in-process SMTP server received.
 */
import { expect } from 'vitest'

import type { ShopAuth } from '@/account/auth'

import type { TestSmtp } from './smtp'

export const origin = 'http://shop.test'

export type Answer = { status: number; body: Record<string, unknown> }

export async function call(response: Promise<Response>): Promise<Answer> {
  const res = await response
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

export function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; ip?: string } = {},
): Request {
  const headers = new Headers({ origin, 'x-forwarded-for': init.ip ?? '198.51.100.20' })
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  if (init.cookie) headers.set('cookie', init.cookie)
  return new Request(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** Route params as Next passes them. */
export const routeParams = (params: Record<string, string>) => ({
  params: Promise.resolve(params),
})

/** Signs `email` in with the code mailed to it; answers the session cookie. */
export function codeSignIn(auth: () => ShopAuth, smtp: () => TestSmtp) {
  const usedMail = new Set<object>()
  let clientNo = 0
  return async function signIn(email: string): Promise<string> {
    const ip = `203.0.113.${++clientNo}`
    const sent = await auth().handler(
      request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        body: { email, type: 'sign-in' },
        ip,
      }),
    )
    expect(sent.status).toBe(200)
    const mail = await smtp().waitFor((m) => m.to.includes(email) && !usedMail.has(m))
    usedMail.add(mail)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    const verified = await auth().handler(
      request('/api/auth/sign-in/email-otp', { method: 'POST', body: { email, otp: code }, ip }),
    )
    expect(verified.status).toBe(200)
    return verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }
}
