/**
 * The shop as a group (issue 25): `npm run start:cluster` (scripts/start-cluster.mjs) with two
 * instances on a fresh PostgreSQL database and a redis-server of the test's own, behind the
 * caching front. A price change made through one instance shows through the front and on each
 * instance asked directly (each had the old price in memory); a sign-in on one is valid on the
 * other; a cart change on one is read on the other. Then, under a small load through the front
 * (tests/resilience/cluster-load.ts): a rolling restart (npm run cluster:restart) fails no
 * request; an instance killed fails none once the front's probe has noticed, and comes back
 * (the group starts it again after 20 s here, so that the probe notices before).
 * The cluster runs the existing build (DEPLOYMENT_ID = its id), so this test never builds.
 *
 * Needs TEST_DATABASE_URL, a redis-server and Varnish; under CI (CI or REQUIRE_EDGE_FRONT=1)
 * their absence fails, by hand it is skipped loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signInRules } from '@/account/sign-in-rules'
import { redisKeyPrefix } from '@/platform/group'

import { frontControls, frontMissing } from '../../scripts/edge-front.mjs'
import {
  buyerAddress,
  placeOrderWithRetries,
  prepareBuyer,
  serverCart,
  shopClient,
  signInClient,
} from '../../scripts/bench/buyer-load.mjs'
import { catalogueLines, demoFamilySlugs } from '../../scripts/bench/harness.mjs'
import { openSeededTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/databases'
import { shopSandbox } from '../support/shop-sandbox'
import { freePort } from '../support/shop-server'
import { signInCodes, startTestSmtp, type TestSmtp } from '../support/smtp'
import { describeAnswers, startSmallLoad } from './cluster-load'
import { redisServerAvailable, startTestRedis, type TestRedis } from './cluster-redis'

const lacking = [
  testDatabaseUrl ? null : 'PostgreSQL (set TEST_DATABASE_URL)',
  redisServerAvailable() ? null : 'a redis-server (apt-get install -y redis-server)',
  frontMissing(),
  fs.existsSync('.next/BUILD_ID') ? null : 'a production build (npm run build)',
].filter(Boolean)
if (lacking.length > 0) {
  const why = `The cluster test needs ${lacking.join(', ')}`
  if (process.env.CI || process.env.REQUIRE_EDGE_FRONT === '1') throw new Error(why)
  console.warn(`\n⚠ SKIPPED: ${why}\n`)
}

/** Two neighbouring free ports (the instances listen on SHOP_PORT and SHOP_PORT + 1). */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort()
    const neighbourFree = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port + 1, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (neighbourFree) return port
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const started = Date.now()
  for (;;) {
    const found = await probe()
    if (found !== undefined) return { found, afterMs: Date.now() - started }
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe.skipIf(lacking.length > 0)('two instances behind the front', () => {
  let database: TestDatabase
  let redis: TestRedis
  let smtp: TestSmtp
  let cluster: ChildProcess
  let output = ''
  let front = ''
  let instances: string[] = []
  let edgeDir = ''
  // a second purge target beside the front, counting what the instances send it
  const purges: string[] = []
  const purgeCounter = http.createServer((request, response) => {
    if (request.method === 'PURGE') purges.push(String(request.headers['xkey-purge'] ?? ''))
    response.end()
  })

  beforeAll(async () => {
    smtp = await startTestSmtp()
    redis = await startTestRedis()
    // the demo catalogue, small (the cluster's own seed step then finds the database full)
    database = await openSeededTestDatabase('postgres', {}, { parts: 300 })
    const port = await freePort()
    const shopPort = await freePortPair()
    front = `http://127.0.0.1:${port}`
    instances = [`http://127.0.0.1:${shopPort}`, `http://127.0.0.1:${shopPort + 1}`]
    edgeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-edge-'))
    await new Promise<void>((resolve) => purgeCounter.listen(0, '127.0.0.1', resolve))
    const counter = `http://127.0.0.1:${(purgeCounter.address() as net.AddressInfo).port}`
    cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
      cwd: shopSandbox(),
      env: {
        ...process.env,
        ...database.env,
        NODE_ENV: 'production',
        REDIS_URL: redis.url,
        DEPLOYMENT_ID: fs.readFileSync('.next/BUILD_ID', 'utf8').trim(),
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        CLUSTER_SIZE: '2',
        // a killed instance stays down until the front's probe has noticed (it needs ~12 s)
        CLUSTER_RESTART_DELAY_MS: '20000',
        PORT: String(port),
        SHOP_PORT: String(shopPort),
        SITE_URL: front,
        EDGE_WORK_DIR: edgeDir,
        EDGE_PURGE_URLS: `${front},${counter}`,
        SMTP_URL: smtp.url,
        MAIL_DEV_OUTBOX: '',
        REQUEST_LOG: 'off',
      },
    })
    cluster.stdout?.on('data', (chunk) => (output += chunk))
    cluster.stderr?.on('data', (chunk) => (output += chunk))
    await until(
      'the front answering',
      async () => {
        if (cluster.exitCode !== null) throw new Error(`start:cluster exited:\n${output}`)
        const up = await fetch(`${front}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        )
        return up || undefined
      },
      180_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; start:cluster said:\n${output.slice(-4000)}`)
    })
  }, 240_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve))
      cluster.kill('SIGTERM')
      await exited
    }
    await smtp?.close()
    await database?.close()
    await redis?.stop()
    await new Promise((resolve) => purgeCounter.close(resolve))
    if (edgeDir) fs.rmSync(edgeDir, { recursive: true, force: true })
  })

  it('starts both instances with the group’s build, and the front reaches them', async () => {
    for (const base of instances) expect((await fetch(`${base}/api/health`)).status).toBe(200)
    expect(output).toMatch(/Using the existing build/)
    expect(output).not.toMatch(/Building the production app/)
  })

  it('a price change made through one instance shows through the front and on each instance', async () => {
    const { payload } = database
    const [line] = await catalogueLines(front, 1)
    expect(line).toBeDefined()
    const pn = (line as { pn: string }).pn
    const priceOn = async (base: string) => {
      const answer = await fetch(`${base}/api/public/prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: front },
        body: JSON.stringify({ pns: [pn] }),
      })
      expect(answer.status).toBe(200)
      const body = (await answer.json()) as { prices: Record<string, { saleCents: number }> }
      return body.prices[pn]?.saleCents
    }
    // each instance keeps the guest list's prices in memory from here on
    const before = await priceOn(instances[0] as string)
    expect(before).toBeGreaterThan(0)
    for (const base of [...instances, front]) expect(await priceOn(base)).toBe(before)

    const login = { email: 'cluster.sales@alleghenycontrols.example', password: 'Cluster-2026!' }
    await payload.create({
      collection: 'staff',
      data: { ...login, name: 'Cluster sales', roles: ['sales'] } as never,
      overrideAccess: true,
    })
    const token = (await payload.login({ collection: 'staff', data: login })).token
    const oem = await payload.find({
      collection: 'price-lists',
      where: { name: { equals: 'OEM' } },
      limit: 1,
      overrideAccess: true,
    })
    const newCents = (before as number) + 1725
    purges.length = 0
    const changed = await fetch(`${instances[0]}/api/cms/price-list-entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: front },
      body: JSON.stringify({
        priceList: oem.docs[0]?.id,
        valueType: 'Actual',
        pn,
        value: newCents / 100,
      }),
    })
    expect(changed.status, await changed.clone().text()).toBe(201)

    for (const [name, base] of [
      ['the other instance', instances[1]],
      ['the front', front],
      ['the instance that made it', instances[0]],
    ] as const) {
      const { afterMs } = await until(`the new price on ${name}`, async () =>
        (await priceOn(base as string)) === newCents ? true : undefined,
      )
      console.log(`[cluster] new price on ${name} after ${afterMs} ms`)
    }
    // the front is purged once for the change, by the instance that made it, not by each
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(purges).toEqual(['catalog'])
  })

  it('a list price changed through one instance shows in the parts list through the front and on each instance', async () => {
    const { payload } = database
    const slug = demoFamilySlugs[0] as string
    type PartsView = { items: { pn: string; listCents: number }[] }
    const listOn = async (base: string) => {
      const answer = await fetch(`${base}/api/public/families/${slug}/parts?page=1`)
      expect(answer.status).toBe(200)
      return ((await answer.json()) as PartsView).items
    }
    // each instance (and the front) has this list in its cache from here on
    const [first] = await listOn(instances[0] as string)
    expect(first).toBeDefined()
    const { pn, listCents } = first as { pn: string; listCents: number }
    for (const base of [...instances, front]) await listOn(base)
    // Next's data cache is the group's, in Redis under the database's and the build's prefix
    const build = fs.readFileSync('.next/BUILD_ID', 'utf8').trim()
    expect(
      (await redis.keys(`${redisKeyPrefix(database.env)}pages:${build}:*`)).length,
    ).toBeGreaterThan(0)

    const login = { email: 'cluster.editor@alleghenycontrols.example', password: 'Cluster-2026!' }
    await payload.create({
      collection: 'staff',
      data: { ...login, name: 'Cluster admin', roles: ['admin'] } as never,
      overrideAccess: true,
    })
    const token = (await payload.login({ collection: 'staff', data: login })).token
    const part = await payload.find({
      collection: 'parts',
      where: { pn: { equals: pn } },
      limit: 1,
      overrideAccess: true,
    })
    const newCents = listCents + 990
    const changed = await fetch(`${instances[0]}/api/cms/parts/${part.docs[0]?.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: front },
      body: JSON.stringify({ listPriceCents: newCents }),
    })
    expect(changed.status, await changed.clone().text()).toBe(200)

    for (const [name, base] of [
      ['the other instance', instances[1]],
      ['the front', front],
      ['the instance that made it', instances[0]],
    ] as const) {
      const { afterMs } = await until(`the new list price on ${name}`, async () => {
        const item = (await listOn(base as string)).find((each) => each.pn === pn)
        return item?.listCents === newCents ? true : undefined
      })
      console.log(`[cluster] new list price on ${name} after ${afterMs} ms`)
    }
  })

  it('a sign-in on one instance is valid on the other, and a cart change on one is read on the other', async () => {
    const codeFor = signInCodes(() => smtp)
    const [line] = await catalogueLines(front, 1)
    const { pn, pkgQty } = line as { pn: string; pkgQty: number }
    const onFirst = shopClient({ base: instances[0], origin: front, localAddress: '127.0.0.1' })
    const onSecond = shopClient({ base: instances[1], origin: front, localAddress: '127.0.0.1' })
    const throughFront = shopClient({ base: front, origin: front, localAddress: '127.0.0.1' })
    try {
      const email = 'two.instances@example.com'
      await signInClient(onFirst, email, codeFor)
      onSecond.cookie = onFirst.cookie
      throughFront.cookie = onFirst.cookie
      for (const client of [onSecond, throughFront]) {
        const session = await client.call('GET', '/api/public/session')
        expect(session.status).toBe(200)
        expect(session.body.user?.email).toBe(email)
      }

      const added = await onFirst.call('POST', '/api/private/cart/lines', {
        body: { pn, quantity: 3 * pkgQty },
      })
      expect(added.status).toBe(200)
      expect((await serverCart(onSecond)).get(pn)).toBe(3 * pkgQty)
      const changed = await onSecond.call(
        'PATCH',
        `/api/private/cart/lines/${encodeURIComponent(pn)}`,
        {
          body: { quantity: 5 * pkgQty },
        },
      )
      expect(changed.status).toBe(200)
      expect((await serverCart(onFirst)).get(pn)).toBe(5 * pkgQty)
    } finally {
      for (const client of [onFirst, onSecond, throughFront]) client.close()
    }
  })

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  /** The process of the instance on `base` (a child of start:cluster). */
  function instancePid(base: string): number {
    const port = new URL(base).port
    const found = spawnSync(
      'pgrep',
      ['-P', String(cluster.pid), '-f', `scripts/serve.mjs ${port}`],
      {
        encoding: 'utf8',
      },
    )
    const pids = found.stdout.split('\n').filter(Boolean).map(Number)
    expect(pids, `the instance on ${port}`).toHaveLength(1)
    return pids[0] as number
  }

  /** Both instances serve a signed-in buyer when asked directly, and the front has both in. */
  async function bothServe(
    codeFor: (email: string) => Promise<string>,
    email: string,
    localAddress: string,
  ) {
    const controls = frontControls(edgeDir)
    for (const backend of ['shop0', 'shop1'])
      expect(controls.describe(backend)).toBe('probe healthy')
    const first = shopClient({ base: instances[0], origin: front, localAddress })
    const second = shopClient({ base: instances[1], origin: front, localAddress })
    try {
      await signInClient(first, email, codeFor)
      second.cookie = first.cookie
      for (const client of [first, second]) {
        const session = await client.call('GET', '/api/public/session')
        expect(session.status).toBe(200)
        expect(session.body.user?.email).toBe(email)
      }
    } finally {
      first.close()
      second.close()
    }
  }

  it('orders placed through the front, on either instance, are each mailed exactly once', async () => {
    const codeFor = signInCodes(() => smtp)
    const lines = await catalogueLines(front, 20)
    // six buyers, each from an address of its own, ready to check out through the front
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async (_, n) => {
        const index = 700 + n
        const client = shopClient({ base: front, origin: front, localAddress: buyerAddress(index) })
        const email = `orders.${n}@cluster.example`
        const { contactId } = await prepareBuyer(client, {
          index,
          email,
          lines,
          changes: 3,
          codeFor,
        })
        return { client, contactId }
      }),
    )
    const placed = await Promise.all(
      shoppers.map(({ client, contactId }) =>
        placeOrderWithRetries(client, {
          contactId,
          key: randomUUID(),
          deadline: Date.now() + 60_000,
        }),
      ),
    )
    for (const { answer } of placed) expect(answer.status).toBe(201)
    const numbers = placed.map(
      ({ answer }) => (answer.body as { order: { number: string } }).order.number,
    )
    const orders = await database.payload.find({
      collection: 'orders',
      where: { number: { in: numbers } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(orders.docs).toHaveLength(6)

    // the two instances' outbox workers send them: every row sent, then the mails compared
    const { found: rows, afterMs } = await until(
      'every order mail sent',
      async () => {
        const queued = await database.payload.find({
          collection: 'outbox',
          where: { order: { in: orders.docs.map((order) => order.id) } },
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
        })
        return queued.docs.length > 0 && queued.docs.every((row) => row.status === 'sent')
          ? queued.docs
          : undefined
      },
      90_000,
    )
    console.log(`[cluster] ${rows.length} order mails sent within ${afterMs} ms`)
    // at least the buyer's confirmation and the staff notice for each order
    expect(rows.length).toBeGreaterThanOrEqual(12)
    const received = (messageId: string) =>
      smtp.messages.filter((mail) => mail.messageId === messageId).length
    expect(rows.map((row) => [row.messageId, received(String(row.messageId))])).toEqual(
      rows.map((row) => [row.messageId, 1]),
    )
  })

  it('a rolling restart (npm run cluster:restart) under a small load through the front fails no request', async () => {
    const codeFor = signInCodes(() => smtp)
    const lines = await catalogueLines(front, 8)
    const pidsBefore = instances.map(instancePid)
    const load = await startSmallLoad({ front, lines, codeFor, firstBuyer: 0 })
    await sleep(1_000)
    const started = Date.now()
    const restart = spawn(process.execPath, ['scripts/cluster-restart.mjs'], {
      cwd: shopSandbox(),
      env: { ...process.env, EDGE_WORK_DIR: edgeDir },
    })
    let restartOutput = ''
    restart.stdout?.on('data', (chunk) => (restartOutput += chunk))
    restart.stderr?.on('data', (chunk) => (restartOutput += chunk))
    const code = await new Promise((resolve) => restart.once('exit', resolve))
    console.log(`[cluster] rolling restart of 2 instances took ${Date.now() - started} ms`)
    await sleep(1_000)
    const result = await load.stop()
    expect(code, `${restartOutput}\n${output.slice(-3000)}`).toBe(0)
    console.log(`[cluster] ${result.answers.length} requests through the front during the restart`)
    expect(result.failed, describeAnswers(result.failed)).toEqual([])
    expect(result.signedOut, describeAnswers(result.signedOut)).toEqual([])
    expect(result.cartProblems).toEqual([])
    // each instance is a new process, and served load while the other restarted
    const pidsAfter = instances.map(instancePid)
    for (const [index, pid] of pidsAfter.entries()) expect(pid).not.toBe(pidsBefore[index])
    expect(result.answers.filter((answer) => answer.sentAt > started).length).toBeGreaterThan(50)
    await bothServe(codeFor, 'after.rolling.restart@example.com', '127.0.3.1')
  }, 120_000)

  it('an instance killed: once the front’s probe notices, no request fails; the group starts it again and the front sends it requests', async () => {
    const codeFor = signInCodes(() => smtp)
    const lines = await catalogueLines(front, 8)
    const controls = frontControls(edgeDir)
    const victim = instancePid(instances[1] as string)
    const load = await startSmallLoad({ front, lines, codeFor, firstBuyer: 3 })
    await sleep(1_000)
    const killedAt = Date.now()
    process.kill(victim, 'SIGKILL')
    // until the front's probe notices, requests it sends the killed instance fail (the group
    // restarts it later here than by default, so that the probe notices first)
    const ready = () =>
      fetch(`${instances[1]}/api/ready`).then(
        (answer) => answer.ok,
        () => false,
      )
    const { afterMs: noticedMs } = await until('the front noticing', async () =>
      /^(probe|auto) sick$/.test(controls.describe('shop1')) ? true : undefined,
    )
    const noticedAt = killedAt + noticedMs
    const { afterMs: backMs } = await until(
      'the killed instance back in the front',
      async () =>
        /^(probe|auto) healthy$/.test(controls.describe('shop1')) && (await ready())
          ? true
          : undefined,
      90_000,
    )
    const backAt = Date.now()
    // requests reach it again through the front
    const reqCount = () => {
      const out = spawnSync(
        'varnishstat',
        ['-n', path.join(edgeDir, 'instance'), '-j', '-f', 'VBE.*.shop1.req'],
        { encoding: 'utf8' },
      )
      const counters = Object.values(JSON.parse(out.stdout).counters ?? {}) as { value: number }[]
      return counters.reduce((sum, counter) => sum + counter.value, 0)
    }
    const reqsBack = reqCount()
    await until('requests reaching it again', async () =>
      reqCount() > reqsBack + 10 ? true : undefined,
    )
    const result = await load.stop()
    expect(instancePid(instances[1] as string)).not.toBe(victim)

    const inFlight = result.failed.filter((answer) => answer.sentAt < killedAt)
    const beforeNoticed = result.failed.filter(
      (answer) => answer.sentAt >= killedAt && answer.sentAt < noticedAt,
    )
    const afterNoticed = result.failed.filter((answer) => answer.sentAt >= noticedAt)
    const reads = beforeNoticed.filter((answer) => answer.what.startsWith('GET '))
    console.log(
      `[cluster] killed instance: noticed by the front's probe after ${noticedMs} ms, back in the front ${backMs} ms later; ` +
        `${result.answers.length} requests; failed: ${inFlight.length} sent before the kill, ` +
        `${beforeNoticed.length} sent before the front noticed (${reads.length} of them reads), ${afterNoticed.length} after`,
    )
    expect(afterNoticed, describeAnswers(afterNoticed)).toEqual([])
    expect(result.signedOut, describeAnswers(result.signedOut)).toEqual([])
    expect(result.cartProblems).toEqual([])
    expect(result.answers.filter((answer) => answer.sentAt > backAt).length).toBeGreaterThan(0)
    await bothServe(codeFor, 'after.kill@example.com', '127.0.3.2')
  }, 120_000)

  it('Redis stopped for 10 s under the small load: no buyer signed out, pages served, and everything works again without a restart; Redis restarted empty: nobody signed out', async () => {
    const codeFor = signInCodes(() => smtp)
    const lines = await catalogueLines(front, 8)
    const load = await startSmallLoad({ front, lines, codeFor, firstBuyer: 6 })
    await sleep(1_000)
    const stoppedAt = Date.now()
    await redis.stop()
    await sleep(10_000)
    await redis.start()
    const backAt = Date.now()
    // everything comes back by itself: a sign-in (a Redis write) works on either instance
    const { afterMs } = await until(
      'a sign-in after Redis is back',
      async () => {
        const client = shopClient({ base: instances[0], origin: front, localAddress: '127.0.3.4' })
        try {
          await signInClient(client, 'after.redis.outage@example.com', codeFor)
          return true
        } catch {
          return undefined
        } finally {
          client.close()
        }
      },
      60_000,
    )
    console.log(`[cluster] a sign-in worked ${afterMs} ms after Redis was back`)
    // and Redis restarted empty, under the same load
    await redis.stop()
    await redis.start()
    await sleep(3_000)
    const result = await load.stop()

    const unavailable = result.failed.filter(
      (answer) => answer.status === 503 && answer.error === 'unavailable',
    )
    const otherFailures = result.failed.filter((answer) => !unavailable.includes(answer))
    const pagesWhileDown = result.answers.filter(
      (answer) =>
        answer.what.startsWith('GET ') && answer.sentAt > stoppedAt && answer.answeredAt < backAt,
    )
    console.log(
      `[cluster] Redis stopped 10 s: ${result.answers.length} requests, ${unavailable.length} answered 503 unavailable ` +
        `(${[...new Set(unavailable.map((answer) => answer.what))].join(', ') || 'none'}), ` +
        `${pagesWhileDown.length} pages read while it was down`,
    )
    expect(result.signedOut, describeAnswers(result.signedOut)).toEqual([])
    expect(otherFailures, describeAnswers(otherFailures)).toEqual([])
    expect(result.cartProblems).toEqual([])
    expect(pagesWhileDown.length).toBeGreaterThan(0)
    expect(pagesWhileDown.filter((answer) => answer.status !== 200)).toEqual([])
    await bothServe(codeFor, 'after.redis.restart@example.com', '127.0.3.3')
  }, 120_000)

  it('the code-sending limit counts across both instances', async () => {
    // one client, its requests alternated between the instances, asked directly
    const clients = instances.map((base) =>
      shopClient({ base, origin: front, localAddress: '127.0.3.249' }),
    )
    const oneClient = clients.map((_, n) =>
      shopClient({ base: instances[n] as string, origin: front, localAddress: '127.0.3.250' }),
    )
    const send = (client: ReturnType<typeof shopClient>, email: string) =>
      client.call('POST', '/api/auth/email-otp/send-verification-otp', {
        body: { email, type: 'sign-in' },
      })
    try {
      // one e-mail address: a second code within the resend wait is refused on the other instance
      expect((await send(clients[0]!, 'one.address@buyers.example')).status).toBe(200)
      expect((await send(clients[1]!, 'one.address@buyers.example')).status).toBe(429)
      // one client: its sends per 10 minutes count as one over both instances
      const statuses: number[] = []
      const tries = signInRules.sendsPerClientPer10Min + 4
      for (let i = 0; i < tries; i++)
        statuses.push((await send(oneClient[i % 2]!, `limited.${i}@buyers.example`)).status)
      const sent = statuses.filter((status) => status === 200).length
      console.log(
        `[cluster] ${tries} code requests from one client over both instances: ${sent} sent`,
      )
      expect(sent).toBe(signInRules.sendsPerClientPer10Min)
      expect(statuses.slice(sent)).toEqual(Array(tries - sent).fill(429))
    } finally {
      for (const client of [...clients, ...oneClient]) client.close()
    }
  })
})
