/**
 * A signed-in buyer on a family page: the page comes from the caching front (the same stored
 * page for everyone), the buyer's prices, session and cart from Next. The calls measured are the
 * ones Chromium makes when it opens the page signed in (recorded, not listed by hand), replayed
 * at 50 connections with the buyer's session cookie.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import autocannon from 'autocannon'
import { simpleParser } from 'mailparser'

import { connections, duration, gzip, sleep } from './harness.mjs'

/** A demo buyer of Keystone Panel Systems (src/seed/demo/customers.ts): negotiated prices. */
const demoBuyer = 'buyer@keystone-panels.example'

/** Signs `email` in with the one-time code the server wrote to its mail outbox; its cookies. */
export async function signIn(server, email = demoBuyer) {
  const origin = server.env.SITE_URL
  const site = server.frontBase ?? server.base
  const mailDir = server.env.MAIL_DIR
  const mailsTo = () =>
    fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((file) => file.endsWith(`-${email}.eml`))
          .sort()
      : []
  const before = mailsTo().length
  const post = (pathname, body) =>
    fetch(`${site}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
  const sent = await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })
  if (!sent.ok) throw new Error(`Sending the sign-in code failed: ${sent.status}`)
  let mails = mailsTo()
  for (let tries = 0; mails.length <= before && tries < 100; tries++) {
    await sleep(100)
    mails = mailsTo()
  }
  if (mails.length <= before) throw new Error(`No sign-in code arrived for ${email}`)
  const mail = await simpleParser(fs.readFileSync(path.join(mailDir, mails.at(-1))))
  const code = /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1]
  if (!code) throw new Error(`No code in "${mail.subject}"`)
  const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: code })
  if (!signedIn.ok) throw new Error(`Signing in failed: ${signedIn.status}`)
  return signedIn.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1) }
  })
}

/** The same-origin calls Chromium makes after opening `pathname` with these cookies. */
async function callsOfPage(site, pathname, cookies) {
  const browser = await chromium.launch({
    executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox'],
  })
  try {
    const context = await browser.newContext()
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site })))
    const page = await context.newPage()
    const calls = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== new URL(site).origin || !url.pathname.startsWith('/api/')) return
      calls.push({
        method: request.method(),
        path: url.pathname + url.search,
        body: request.postData() ?? undefined,
      })
    })
    await page.goto(site + pathname, { waitUntil: 'networkidle' })
    return calls
  } finally {
    await browser.close()
  }
}

const stats = (label, result) => ({
  label,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + (result.non2xx ?? 0),
})

/**
 * @param {{ server: { base: string, frontBase: string | null, env: Record<string, string> }, family: string }} options
 */
export async function signedInSection({ server, family }) {
  const site = server.frontBase ?? server.base
  const pathname = `/products/${family}`
  const cookies = await signIn(server)
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const calls = await callsOfPage(site, pathname, cookies)
  const headers = { ...gzip, cookie, origin: server.env.SITE_URL }
  const requests = [
    { method: 'GET', path: pathname },
    ...calls.map((call) => ({
      ...call,
      headers: call.body ? { 'content-type': 'application/json' } : {},
    })),
  ]
  const measure = async (label, sequence) => {
    const options = { url: site, headers, requests: sequence }
    await autocannon({ ...options, connections: 10, duration: 3 })
    return stats(label, await autocannon({ ...options, connections, duration }))
  }
  const rows = [await measure('The whole visit, every request in turn', requests)]
  for (const request of requests) {
    // the page's one viewer call (issue 40) is replayed with its body: say what it asks
    const wants = request.body ? JSON.parse(request.body).want : undefined
    const asked = Array.isArray(wants) ? ` (${wants.join(', ')})` : ''
    rows.push(await measure(`${request.method} \`${request.path}\`${asked}`, [request]))
  }
  // Next's floor for one API call on this machine: a route that reads nothing
  rows.push(
    await measure('Reference: GET `/api/health` (no database, no session)', [
      { method: 'GET', path: '/api/health' },
    ]),
  )
  return [
    '## A signed-in buyer on a family page',
    '',
    `A demo buyer with negotiated prices, signed in through the one-time code, opens \`${pathname}\`` +
      `${server.frontBase ? ' through the caching front' : ''}. The requests are the ones Chromium made ` +
      `when it opened the page signed in (${calls.length} calls after the page), replayed with the ` +
      `buyer's cookie, ${connections} connections for ${duration} s. Goal: p99 ≤ 50 ms.`,
    '',
    '| requests | req/s | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.label} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`),
    '',
  ]
}
