/**
 * Signed-in buyers under load (proof issue): each buyer signs in through the real e-mail code,
 * makes cart changes one after another (as a person clicks), adds an address, asks for the quote
 * and places one order with an idempotency key, all buyers at once. Each buyer connects from
 * its own loopback address (127.0.x.y), so the shop's per-client limits stay on as shipped.
 * Afterwards every buyer's cart is compared with what the buyer did, and their orders counted.
 *
 * Used by `npm run bench` (200 buyers × 50 changes, on SQLite and PostgreSQL) and by the
 * resilience tests (a smaller run, and the SIGKILL test's retries).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'

/** The loopback address of buyer `index` (0-based): 127.0.1.1, 127.0.1.2, … 127.0.1.250, 127.0.2.1, … */
export function buyerAddress(index) {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`
}

/**
 * A client of the shop bound to one local address, with its own keep-alive connections and
 * cookie. `call` answers `{ status, body, ms }`; a connection that breaks answers status 0.
 */
export function shopClient({ base, origin, localAddress }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress })
  const target = new URL(base)
  const client = {
    cookie: '',
    localAddress,
    /**
     * @param {string} method
     * @param {string} pathname
     * @param {{ body?: unknown, headers?: Record<string, string> }} [options]
     * @returns {Promise<{ status: number, body: any, setCookies: string[], headers: import('node:http').IncomingHttpHeaders, ms: number }>}
     */
    async call(method, pathname, options = {}) {
      const answer = await client.send(method, pathname, options)
      // a keep-alive connection the server closed just as it was reused: sent again, as
      // browsers do (nothing of the request reached the server)
      return answer.retryable ? client.send(method, pathname, options) : answer
    },
    /**
     * @param {string} method
     * @param {string} pathname
     * @param {{ body?: unknown, headers?: Record<string, string> }} [options]
     * @returns {Promise<{ status: number, body: any, setCookies: string[], headers: import('node:http').IncomingHttpHeaders, ms: number, retryable?: boolean }>}
     */
    send(method, pathname, { body, headers = {} } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const started = performance.now()
      return new Promise((resolve) => {
        const request = http.request(
          {
            host: target.hostname,
            port: target.port,
            method,
            path: pathname,
            agent,
            localAddress,
            headers: {
              origin,
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(payload),
                  }),
              ...(client.cookie ? { cookie: client.cookie } : {}),
              ...headers,
            },
          },
          (response) => {
            const chunks = []
            response.on('data', (chunk) => chunks.push(chunk))
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8')
              let parsed = null
              try {
                parsed = text ? JSON.parse(text) : null
              } catch {
                parsed = { text: text.slice(0, 300) }
              }
              resolve({
                status: response.statusCode ?? 0,
                body: parsed,
                setCookies: response.headers['set-cookie'] ?? [],
                headers: response.headers,
                ms: performance.now() - started,
              })
            })
            response.on('error', (error) => resolve(broken(error)))
          },
        )
        request.on('error', (error) =>
          resolve({
            ...broken(error),
            retryable:
              request.reusedSocket &&
              /** @type {{ code?: string }} */ (error).code === 'ECONNRESET',
          }),
        )
        request.setTimeout(60_000, () => request.destroy(new Error('timed out')))
        request.end(payload)
      })
    },
    close: () => agent.destroy(),
  }
  return client
}

/**
 * A refused answer in a line: its status, its time, and its body (the shop's JSON with its
 * `code`, or the start of a page such as the front's own 503), which says who refused.
 */
export function refusal(answer) {
  const body =
    answer.body && typeof answer.body === 'object' && 'text' in answer.body
      ? String(answer.body.text).replace(/\s+/g, ' ').slice(0, 120)
      : JSON.stringify(answer.body)
  return `${answer.status} after ${Math.round(answer.ms)} ms: ${body}`
}

/** A connection that broke (refused, reset, timed out): status 0, as no server answered. */
function broken(error) {
  const reason = /** @type {{ code?: string }} */ (error).code ?? error.message
  return { status: 0, body: { error: reason }, setCookies: [], headers: {}, ms: 0 }
}

/** Timings and statuses per step, for the results table. */
export function stepLog() {
  const steps = new Map()
  return {
    record(step, answer) {
      const entry = steps.get(step) ?? { times: [], statuses: new Map(), first: 0, last: 0 }
      const now = performance.now()
      entry.first ||= now - answer.ms
      entry.last = now
      entry.times.push(answer.ms)
      // a broken connection is counted with its reason (ECONNRESET, timed out, …)
      const status = answer.status === 0 ? `0 ${answer.body?.error ?? ''}`.trim() : answer.status
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1)
      steps.set(step, entry)
    },
    rows() {
      return [...steps].map(([step, entry]) => {
        const sorted = [...entry.times].sort((a, b) => a - b)
        const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]
        const seconds = Math.max(0.001, (entry.last - entry.first) / 1000)
        return {
          step,
          requests: sorted.length,
          perSecond: Math.round(sorted.length / seconds),
          p50: Math.round(at(0.5)),
          p99: Math.round(at(0.99)),
          serverErrors: [...entry.statuses]
            .filter(([status]) => typeof status === 'string' || status >= 500)
            .reduce((sum, [, n]) => sum + n, 0),
          statuses: Object.fromEntries(
            [...entry.statuses].sort(([a], [b]) => String(a).localeCompare(String(b))),
          ),
        }
      })
    },
  }
}

const cookiesOf = (setCookies) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ')

/**
 * Signs the client in as `email`: asks for a code, reads it with `codeFor(email)` (the test mail
 * server or the dev outbox), sends it back. Throws on any refusal.
 */
export async function signInClient(client, email, codeFor, log) {
  const sent = await client.call('POST', '/api/auth/email-otp/send-verification-otp', {
    body: { email, type: 'sign-in' },
  })
  log?.record('sign-in: send code', sent)
  if (sent.status !== 200) throw new Error(`${email}: sending the code answered ${refusal(sent)}`)
  const otp = await codeFor(email)
  const verified = await client.call('POST', '/api/auth/sign-in/email-otp', {
    body: { email, otp },
  })
  log?.record('sign-in: verify code', verified)
  if (verified.status !== 200) throw new Error(`${email}: the code answered ${refusal(verified)}`)
  client.cookie = cookiesOf(verified.setCookies)
}

/** A US shipping and billing address the contact API accepts. */
export function addressFor(index) {
  return {
    nameFirst: 'Load',
    nameLast: `Buyer ${index}`,
    nameCompany: `Load Test Panels ${index}`,
    phone1: '412 555 0134',
    address1: `${100 + index} Liberty Ave`,
    city: 'Pittsburgh',
    addressState: 'PA',
    addressPostalCode: '15222',
    addressCountry: 'US',
  }
}

/**
 * The cart changes of one buyer: adds (whole packs), quantity changes and removals over the
 * catalogue `lines`, with the cart the buyer expects afterwards (pn → quantity).
 */
export function cartPlan(index, lines, changes) {
  let state = (index * 7919 + 17) >>> 0
  const next = () => (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32
  const expected = new Map()
  const steps = []
  for (let n = 0; n < changes; n++) {
    const line = lines[Math.floor(next() * lines.length)]
    const packs = 1 + Math.floor(next() * 4)
    const roll = next()
    if (expected.has(line.pn) && roll < 0.15) {
      steps.push({ kind: 'remove', pn: line.pn })
      expected.delete(line.pn)
    } else if (expected.has(line.pn) && roll < 0.5) {
      steps.push({ kind: 'set', pn: line.pn, quantity: packs * line.pkgQty })
      expected.set(line.pn, packs * line.pkgQty)
    } else {
      steps.push({ kind: 'add', pn: line.pn, quantity: packs * line.pkgQty })
      expected.set(line.pn, (expected.get(line.pn) ?? 0) + packs * line.pkgQty)
    }
  }
  // an order needs at least one line
  if (expected.size === 0) {
    steps.push({ kind: 'add', pn: lines[0].pn, quantity: lines[0].pkgQty })
    expected.set(lines[0].pn, lines[0].pkgQty)
  }
  return { steps, expected }
}

/** Runs one cart change; answers the HTTP answer. */
export function applyCartStep(client, step) {
  const pn = encodeURIComponent(step.pn)
  if (step.kind === 'add')
    return client.call('POST', '/api/private/cart/lines', {
      body: { pn: step.pn, quantity: step.quantity },
    })
  if (step.kind === 'set')
    return client.call('PATCH', `/api/private/cart/lines/${pn}`, {
      body: { quantity: step.quantity },
    })
  return client.call('DELETE', `/api/private/cart/lines/${pn}`)
}

/** The buyer's cart as the server keeps it (pn → quantity). */
export async function serverCart(client) {
  const answer = await client.call('GET', '/api/private/hubKV?feature=liveCart')
  if (answer.status !== 200) throw new Error(`reading the cart answered ${refusal(answer)}`)
  return new Map((answer.body?.liveCart?.cartItems ?? []).map((item) => [item.pn, item.quantity]))
}

/** Lines of `expected` missing from `actual` or with another quantity, and lines not expected. */
export function cartDifferences(expected, actual) {
  const differences = []
  for (const [pn, quantity] of expected) {
    if (actual.get(pn) !== quantity)
      differences.push(`${pn}: expected ${quantity}, found ${actual.get(pn) ?? 'none'}`)
  }
  for (const pn of actual.keys()) if (!expected.has(pn)) differences.push(`${pn}: not expected`)
  return differences
}

/**
 * A buyer ready to check out: signed in as `email`, `changes` cart changes made one after
 * another (`cartPlan`), and a shipping and billing address. Throws on any refusal. Answers the
 * plan (with the cart the buyer expects) and the address's id.
 *
 * @param {ReturnType<typeof shopClient>} client
 * @param {{ index: number, email: string, lines: { pn: string, pkgQty: number }[], changes: number,
 *   codeFor: (email: string) => Promise<string>, log?: ReturnType<typeof stepLog> }} options
 */
export async function prepareBuyer(client, { index, email, lines, changes, codeFor, log }) {
  await signInClient(client, email, codeFor, log)
  const plan = cartPlan(index, lines, changes)
  for (const step of plan.steps) {
    const answer = await applyCartStep(client, step)
    log?.record('cart change', answer)
    if (answer.status !== 200)
      throw new Error(`${step.kind} ${step.pn} answered ${refusal(answer)}`)
  }
  const contact = await client.call('POST', '/api/private/contacts', { body: addressFor(index) })
  log?.record('add address', contact)
  if (contact.status !== 201) throw new Error(`the address answered ${refusal(contact)}`)
  return { plan, contactId: /** @type {number} */ (contact.body.data.id) }
}

/**
 * Quotes the buyer's cart to `contactId` and places it with `key`, as the checkout page does:
 * while the answer is a broken connection or a 5xx (a crash, a restart), the same request is
 * sent again with the same key and body, until `deadline`. Answers the order's last answer and
 * how many requests it took.
 */
/**
 * @param {ReturnType<typeof shopClient>} client
 * @param {{ contactId: number, key: string, log?: ReturnType<typeof stepLog>, deadline: number }} options
 */
export async function placeOrderWithRetries(client, { contactId, key, log, deadline }) {
  let tries = 0
  let order = null
  for (;;) {
    tries += 1
    /** @type {{ status: number, body: any, ms: number }} */
    let answer = { status: 0, body: null, ms: 0 }
    if (!order) {
      const cart = await serverCartOrNull(client)
      const items = [...(cart ?? new Map())].map(([pn, quantity]) => ({ pn, quantity }))
      if (cart) {
        answer = await client.call('POST', '/api/public/cart/quote', {
          body: { items, shippingContactId: contactId },
        })
        log?.record('quote', answer)
      }
      if (answer.status === 200) {
        order = {
          shippingContactId: contactId,
          billingContactId: contactId,
          expectedTotalCents: answer.body.totalCents,
        }
      }
    }
    if (order) {
      answer = await client.call('POST', '/api/private/orders', {
        headers: { 'idempotency-key': key },
        body: order,
      })
      log?.record('order', answer)
    }
    const retry = answer.status === 0 || answer.status >= 500
    if (!retry || Date.now() > deadline) return { answer, tries }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function serverCartOrNull(client) {
  try {
    return await serverCart(client)
  } catch {
    return null
  }
}

/**
 * The whole run: `buyers` buyers at once, each signed in, `changes` cart changes, an address,
 * the quote and one order. `codeFor(email)` reads a sign-in code. Answers the step table and
 * what was counted: lost or wrong cart lines, orders per buyer, 5xx.
 */
export async function runBuyerLoad({
  base,
  origin = base,
  buyers,
  changes,
  lines,
  codeFor,
  emailOf = (index) => `load.${index}@buyers.example`,
}) {
  const log = stepLog()
  const started = performance.now()
  const outcomes = await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      const client = shopClient({ base, origin, localAddress: buyerAddress(index) })
      const outcome = { index, cartDifferences: [], orders: 0, orderLinesDiffer: [], error: '' }
      try {
        const { plan, contactId } = await prepareBuyer(client, {
          index,
          email: emailOf(index),
          lines,
          changes,
          codeFor,
          log,
        })
        outcome.cartDifferences = cartDifferences(plan.expected, await serverCart(client))
        const { answer } = await placeOrderWithRetries(client, {
          contactId,
          key: randomUUID(),
          log,
          deadline: Date.now() + 60_000,
        })
        if (answer.status !== 201) throw new Error(`the order answered ${refusal(answer)}`)
        const mine = await client.call('GET', '/api/private/orders')
        log.record('list orders', mine)
        const orders = mine.body?.orders ?? mine.body?.docs ?? []
        outcome.orders = orders.length
        const detail = await client.call(
          'GET',
          `/api/private/orders/${encodeURIComponent(answer.body.order.number)}`,
        )
        log.record('read order', detail)
        const ordered = new Map(
          (detail.body?.order?.lines ?? []).map((line) => [line.pn, line.quantity]),
        )
        outcome.orderLinesDiffer = cartDifferences(plan.expected, ordered)
        outcome.cartAfter = (await serverCart(client)).size
      } catch (error) {
        outcome.error = error instanceof Error ? error.message : String(error)
      } finally {
        client.close()
      }
      return outcome
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const rows = log.rows()
  return {
    seconds,
    rows,
    buyers,
    changes,
    errors: outcomes.filter((outcome) => outcome.error).map((o) => `#${o.index}: ${o.error}`),
    lostCartLines: outcomes.reduce((sum, o) => sum + o.cartDifferences.length, 0),
    orderLineDifferences: outcomes.reduce((sum, o) => sum + o.orderLinesDiffer.length, 0),
    buyersWithoutOneOrder: outcomes.filter((o) => o.orders !== 1).length,
    cartsNotEmptied: outcomes.filter((o) => o.cartAfter !== 0).length,
    serverErrors: rows.reduce((sum, row) => sum + row.serverErrors, 0),
    outcomes,
  }
}

/** Reads sign-in codes from the dev mail outbox (MAIL_DEV_OUTBOX, one `.eml` file per mail). */
export function outboxCodeReader(mailDir) {
  return async (email) => {
    const { default: fs } = await import('node:fs')
    const { default: path } = await import('node:path')
    const { simpleParser } = await import('mailparser')
    for (let tries = 0; tries < 600; tries++) {
      const files = fs.existsSync(mailDir)
        ? fs.readdirSync(mailDir).filter((file) => file.endsWith(`-${email}.eml`))
        : []
      if (files.length) {
        const mail = await simpleParser(fs.readFileSync(path.join(mailDir, files.sort().at(-1))))
        const code = /\b(\d{6})\b/.exec(`${mail.subject ?? ''} ${mail.text ?? ''}`)?.[1]
        if (code) return code
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`No sign-in code arrived for ${email}`)
  }
}

/**
 * Known against unknown e-mail addresses, one request at a time from a fresh client address
 * each (so no limit answers instead): the buyer's code request, and the staff sign-in and
 * password-reset request. The shop answers both alike; the rows show how alike in time.
 */
export async function signInTimingRows({
  base,
  origin = base,
  knownBuyers,
  staffEmail,
  samples = 30,
}) {
  let address = 0
  const fresh = () =>
    shopClient({
      base,
      origin,
      localAddress: `127.0.${200 + Math.floor(address / 250)}.${1 + (address++ % 250)}`,
    })
  const pairs = [
    {
      label: 'Buyer: ask for a sign-in code',
      send: async (email) =>
        fresh().call('POST', '/api/auth/email-otp/send-verification-otp', {
          body: { email, type: 'sign-in' },
        }),
      known: (i) => knownBuyers[i % knownBuyers.length],
      unknown: (i) => `nobody.${i}.${Date.now()}@unknown.example`,
    },
    {
      label: 'Staff: sign in with a wrong password',
      send: async (email) =>
        fresh().call('POST', '/api/cms/staff/login', {
          body: { email, password: 'not-the-password-2026' },
        }),
      known: () => staffEmail,
      unknown: (i) => `nobody.${i}@staff-unknown.example`,
    },
    {
      label: 'Staff: ask for a password reset',
      send: async (email) =>
        fresh().call('POST', '/api/cms/staff/forgot-password', { body: { email } }),
      known: () => staffEmail,
      unknown: (i) => `nobody.${i}@staff-unknown.example`,
    },
  ]
  const rows = []
  for (const pair of pairs) {
    const known = []
    const unknown = []
    const statuses = { known: new Set(), unknown: new Set() }
    // alternating, so that drift in the machine's speed falls on both alike
    for (let i = 0; i < samples; i++) {
      const a = await pair.send(pair.known(i))
      known.push(a.ms)
      statuses.known.add(a.status)
      const b = await pair.send(pair.unknown(i))
      unknown.push(b.ms)
      statuses.unknown.add(b.status)
    }
    const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
    rows.push({
      label: pair.label,
      samples,
      knownMs: Math.round(median(known) * 10) / 10,
      unknownMs: Math.round(median(unknown) * 10) / 10,
      differenceMs: Math.round((median(known) - median(unknown)) * 10) / 10,
      statuses: `${[...statuses.known].join('/')} vs ${[...statuses.unknown].join('/')}`,
    })
  }
  return rows
}

/**
 * `npm run bench` section: 200 signed-in buyers × 50 cart changes and one order each, on a fresh
 * server per database (SQLite, and PostgreSQL when one is named), on a group of two instances
 * behind the front on PostgreSQL and Redis (issue 25) when this machine can run one, then the
 * sign-in timing rows. BUYER_LOAD_BUYERS and BUYER_LOAD_CHANGES make a smaller run by hand.
 */
export async function buyerLoadSection({
  startServer,
  postgresUrl,
  buyers = Number(process.env.BUYER_LOAD_BUYERS || 200),
  changes = Number(process.env.BUYER_LOAD_CHANGES || 50),
}) {
  const { catalogueLines, clusterMissing, startCluster } = await import('./harness.mjs')
  const databases = [['SQLite', null], ...(postgresUrl ? [['PostgreSQL', postgresUrl]] : [])]
  const loadRows = []
  const timing = []
  for (const [name, databaseUrl] of databases) {
    const server = await startServer({ parts: 2400, databaseUrl, port: 3500 })
    try {
      const lines = await catalogueLines(server.base, 200)
      const started = Date.now()
      const outcome = await runBuyerLoad({
        base: server.base,
        origin: server.env.SITE_URL,
        buyers,
        changes,
        lines,
        codeFor: outboxCodeReader(server.env.MAIL_DIR),
      })
      if (outcome.errors.length) console.error(outcome.errors.slice(0, 10).join('\n'))
      loadRows.push({ name, outcome })
      if (name === 'SQLite') {
        // a known buyer's code may be asked again only 60 s after the last
        const wait = 61_000 - (Date.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        timing.push(
          ...(await signInTimingRows({
            base: server.base,
            origin: server.env.SITE_URL,
            knownBuyers: Array.from({ length: buyers }, (_, i) => `load.${i}@buyers.example`),
            staffEmail: server.env.ADMIN_EMAIL || 'admin@example.com',
          })),
        )
      }
    } finally {
      await server.stop()
    }
  }
  const groupMissing = clusterMissing()
  if (groupMissing) console.log(`No row for a group of instances: ${groupMissing}`)
  else {
    const group = await startCluster({ parts: 2400 })
    try {
      const lines = await catalogueLines(group.front, 200)
      const outcome = await runBuyerLoad({
        base: group.front,
        origin: group.front,
        buyers,
        changes,
        lines,
        codeFor: outboxCodeReader(group.env.MAIL_DIR),
      })
      if (outcome.errors.length) console.error(outcome.errors.slice(0, 10).join('\n'))
      loadRows.push({ name: 'PostgreSQL + Redis, 2 instances behind the front', outcome })
    } finally {
      await group.stop()
    }
  }
  return [
    `## ${buyers} signed-in buyers at once: ${changes} cart changes and one order each`,
    '',
    'Each buyer signs in with the e-mail code (read from the dev mail outbox), connects from its own',
    'loopback address (127.0.x.y: the per-client limits stay on), changes its cart one change after',
    'another, adds an address, asks for the quote and places one order with an idempotency key.',
    'Counted after: each cart against what its buyer did, orders per buyer, carts emptied, 5xx.',
    'One instance is asked directly; the group of two (npm run start:cluster) through its front,',
    'which passes every request of this load on to an instance (all are private).',
    '',
    '| database | buyers | seconds | lost cart lines | order lines wrong | buyers without exactly 1 order | carts not emptied | 5xx or broken | failed buyers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...loadRows.map(
      ({ name, outcome: o }) =>
        `| ${name} | ${o.buyers} | ${o.seconds.toFixed(1)} | ${o.lostCartLines} | ${o.orderLineDifferences} | ${o.buyersWithoutOneOrder} | ${o.cartsNotEmptied} | ${o.serverErrors} | ${o.errors.length} |`,
    ),
    '',
    '| database | step | requests | req/s | p50 ms | p99 ms | statuses |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...loadRows.flatMap(({ name, outcome }) =>
      outcome.rows.map(
        (row) =>
          `| ${name} | ${row.step} | ${row.requests} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${Object.entries(
            row.statuses,
          )
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')} |`,
      ),
    ),
    '',
    '## Known and unknown e-mail addresses: the same answer, and how alike in time',
    '',
    'Medians of alternating requests, one at a time, each from a fresh client address (SQLite).',
    '',
    '| request | samples | known ms | unknown ms | difference ms | statuses (known vs unknown) |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...timing.map(
      (row) =>
        `| ${row.label} | ${row.samples} | ${row.knownMs} | ${row.unknownMs} | ${row.differenceMs} | ${row.statuses} |`,
    ),
    '',
  ]
}
