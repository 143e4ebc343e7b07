/**
 * Quote rows of `npm run bench` (issue 23): `POST /api/public/cart/quote` for a 200-line cart on
 * a 50,000-part catalogue, one request at a time, on SQLite and (with a PostgreSQL server named)
 * PostgreSQL; as a guest and as a signed-in distributor buyer (priced for their price list).
 * Goal: p95 ≤ 30 ms.
 */
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

import { demoFamilySlugs, postgresUrl, round1, sleep, startServer } from './harness.mjs'

const GOAL_P95_MS = 30
/** A signed-in buyer of the demo seed: a D1 distributor on the 'Distributor' price list. */
const BUYER_EMAIL = 'purchasing@ovesupply.example'
/** A US address with a ZIP, so the zone, carriers and tax rule are looked up as at checkout. */
const SHIP_TO = { country: 'US', state: 'PA', postalCode: '15222' }

/**
 * `count` real part numbers spread over the families and, within each, over its pages (first,
 * middle and last page of the parts API), each at one pack.
 */
export async function spreadCartLines(base, count = 200) {
  const perFamily = Math.ceil(count / demoFamilySlugs.length)
  const pageOf = async (slug, page) => {
    const answer = await fetch(`${base}/api/public/families/${slug}/parts?page=${page}`)
    return answer.ok ? answer.json() : { items: [], pageCount: 0 }
  }
  const lines = []
  const seen = new Set()
  for (const slug of demoFamilySlugs) {
    const first = await pageOf(slug, 1)
    const pageCount = first.pageCount ?? 1
    const pages = [...new Set([1, Math.ceil(pageCount / 2), pageCount])]
    const items = []
    for (const page of pages) items.push(...(page === 1 ? first : await pageOf(slug, page)).items)
    const step = Math.max(1, Math.floor(items.length / perFamily))
    let taken = 0
    for (let i = 0; i < items.length && taken < perFamily; i += step) {
      const item = items[i]
      if (seen.has(item.pn)) continue
      seen.add(item.pn)
      lines.push({ pn: item.pn, quantity: item.pkgQty ?? 1 })
      taken++
    }
  }
  return lines.slice(0, count)
}

/** Signs the demo buyer in with the code the server's development outbox wrote to MAIL_DIR. */
async function signIn(server) {
  const headers = { 'content-type': 'application/json', origin: server.env.SITE_URL }
  const mailDir = server.env.MAIL_DIR
  const mailsBefore = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0
  const sent = await fetch(`${server.base}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: BUYER_EMAIL, type: 'sign-in' }),
  })
  if (!sent.ok) throw new Error(`sign-in code not sent: ${sent.status}`)
  let mailFile
  for (let i = 0; i < 100 && !mailFile; i++) {
    const files = fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((file) => file.endsWith(`-${BUYER_EMAIL}.eml`))
          .sort()
      : []
    if (files.length > 0 && fs.readdirSync(mailDir).length > mailsBefore) mailFile = files.at(-1)
    else await sleep(100)
  }
  if (!mailFile) throw new Error(`no sign-in mail for ${BUYER_EMAIL} in ${mailDir}`)
  const mail = await simpleParser(fs.readFileSync(path.join(mailDir, mailFile)))
  const otp = /\b(\d{6})\b/.exec(`${mail.subject} ${mail.text}`)?.[1]
  const verified = await fetch(`${server.base}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: BUYER_EMAIL, otp }),
  })
  if (!verified.ok) throw new Error(`sign-in refused: ${verified.status}`)
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

function percentiles(measured) {
  const sorted = [...measured].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), max: round1(sorted.at(-1)) }
}

/** 20 quotes to warm up, then `times` one at a time: ms from request to the whole answer. */
async function timeQuotes(server, lines, cookie, times = 200) {
  const body = JSON.stringify({ items: lines, shipping: SHIP_TO, locale: 'en' })
  // straight to Next (the front never stores a quote); the origin is the site's, as a browser sends
  const headers = { 'content-type': 'application/json', origin: server.env.SITE_URL }
  if (cookie) headers.cookie = cookie
  const once = async () => {
    const started = performance.now()
    const answer = await fetch(`${server.base}/api/public/cart/quote`, {
      method: 'POST',
      headers,
      body,
    })
    const quote = await answer.json()
    const ms = performance.now() - started
    if (!answer.ok) throw new Error(`quote answered ${answer.status}: ${JSON.stringify(quote)}`)
    if (quote.lines?.length !== lines.length) throw new Error('quote lost lines')
    return { ms, quote }
  }
  for (let i = 0; i < 20; i++) await once()
  const measured = []
  let last
  for (let i = 0; i < times; i++) {
    const { ms, quote } = await once()
    measured.push(ms)
    last = quote
  }
  return { ...percentiles(measured), priceList: last.priceList, totalCents: last.totalCents }
}

/** One database: a server on 50,000 parts, a 200-line cart quoted as a guest and as a buyer. */
async function quoteRows(name, { parts, port, postgres }) {
  const server = await startServer({ parts, port, databaseUrl: postgres ? postgresUrl : null })
  try {
    const lines = await spreadCartLines(server.base, 200)
    const rows = [{ name, who: 'guest', lines: lines.length, ...(await timeQuotes(server, lines)) }]
    let cookie = null
    try {
      cookie = await signIn(server)
    } catch (error) {
      console.log(`${name}: no signed-in quote (${error.message})`)
    }
    if (cookie) {
      rows.push({
        name,
        who: `signed in (${BUYER_EMAIL})`,
        lines: lines.length,
        ...(await timeQuotes(server, lines, cookie)),
      })
    }
    return rows
  } finally {
    await server.stop()
  }
}

/**
 * The bench section: markdown lines. Options: `parts` (default 50,000), `port` (default 3800),
 * `databases` (['SQLite', 'PostgreSQL'] by default; PostgreSQL only with a server named).
 */
export async function quoteSection(options = {}) {
  const parts = options.parts ?? 50_000
  const port = options.port ?? 3800
  const names = (options.databases ?? ['SQLite', 'PostgreSQL']).filter(
    (name) => name === 'SQLite' || postgresUrl,
  )
  const rows = []
  for (const name of names) {
    rows.push(...(await quoteRows(name, { parts, port, postgres: name === 'PostgreSQL' })))
  }
  const cents = (value) => (typeof value === 'number' ? (value / 100).toFixed(2) : '—')
  return [
    `## Quote API, 200-line cart on ${parts.toLocaleString('en-US')} parts`,
    '',
    `\`POST /api/public/cart/quote\` with 200 real parts spread over the nine families (first, middle ` +
      `and last page of each), shipped to a Pennsylvania ZIP; 20 quotes to warm up, then 200 one at a ` +
      `time, from request to the whole JSON answer. As a guest (OEM prices) and as a signed-in D1 ` +
      `distributor (its customer's 'Distributor' list). Goal: p95 ≤ ${GOAL_P95_MS} ms.`,
    '',
    '| database | buyer | lines | p50 | p95 | max | goal p95 | total |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.who}, ${row.priceList} | ${row.lines} | ${row.p50} ms | ${row.p95} ms | ` +
        `${row.max} ms | ≤ ${GOAL_P95_MS} ms ${row.p95 <= GOAL_P95_MS ? '✓' : '✗'} | ${cents(row.totalCents)} |`,
    ),
    ...(names.includes('PostgreSQL')
      ? []
      : ['', 'PostgreSQL not measured: no server named (TEST_DATABASE_URL).']),
  ]
}
