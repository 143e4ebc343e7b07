/**
 * Shared pieces of `npm run bench` (scripts/bench.mjs): a production server on a fresh database
 * seeded with N demo parts (SQLite, or a database of its own on a PostgreSQL server), autocannon
 * runs, first-byte timings and each page's ceiling (its own bytes from a bare Node server).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { frontMissing, startFront } from '../edge-front.mjs'

const args = process.argv.slice(2)
export const argValue = (name) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
export const hasFlag = (name) => args.includes(name)

export const duration = Number(argValue('--duration') ?? process.env.BENCH_DURATION ?? 15)
export const connections = 50
const benchPort = Number(process.env.BENCH_PORT ?? 3400)
/** A PostgreSQL server to bench on too (each run makes a database of its own there and drops it). */
export const postgresUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find(
  (url) => /^postgres(ql)?:\/\//.test(url ?? ''),
)

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const gzip = { 'accept-encoding': 'gzip' }
export const round1 = (ms) => Math.round(ms * 10) / 10
export async function waitFor(url, timeoutMs = 240_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** SIGTERM, then wait for the exit (SIGKILL after 10 s). */
export async function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** A fresh database named `name` on the PostgreSQL server of `serverUrl`; `drop()` removes it. */
export async function createDatabase(serverUrl, name) {
  const psql = (statement) =>
    spawnSync('psql', [serverUrl, '-qc', statement], { stdio: ['ignore', 'ignore', 'inherit'] })
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  if (psql(`CREATE DATABASE ${name}`).status !== 0)
    throw new Error(`CREATE DATABASE ${name} failed`)
  return {
    url: `${serverUrl.replace(/\/[^/]*$/, '')}/${name}`,
    drop: async () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/**
 * Runs `measure(env)` with a fresh database of `parts` demo parts (SQLite in a temporary directory, or
 * a database of its own on the PostgreSQL server when `postgres`), dropped afterwards. `env` holds
 * DATABASE_URL, PAYLOAD_SECRET and MEDIA_DIR for `runTs` or a server.
 */
export async function withSeededDatabase({ parts, postgres = false, label = '' }, measure) {
  if (postgres && !postgresUrl) throw new Error('No PostgreSQL server named (TEST_DATABASE_URL)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-db-'))
  const database = postgres
    ? await createDatabase(postgresUrl, `shop_bench_${process.pid}_${seededDatabases++}`)
    : null
  const env = {
    PAYLOAD_SECRET: 'bench',
    MEDIA_DIR: path.join(dir, 'media'),
    DATABASE_URL: database?.url ?? `file:${path.join(dir, 'bench.db')}`,
  }
  try {
    const started = Date.now()
    runTs('scripts/db.ts', ['migrate'], env)
    runTs('scripts/db.ts', ['seed', '--parts', String(parts)], env)
    console.log(
      `${label || (postgres ? 'PostgreSQL' : 'SQLite')}: ${parts} parts seeded in ${Math.round((Date.now() - started) / 1000)} s`,
    )
    return await measure(env)
  } finally {
    await database?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
let seededDatabases = 0

/**
 * Starts the production server (scripts/serve.mjs) on a fresh database with `parts` demo parts
 * (SQLite, or `databaseUrl`'s PostgreSQL server), and the caching front on port + 1 when this
 * machine has Varnish. Returns the base URLs, the server's environment and pid, and `stop()`.
 */
export async function startServer({ parts, port = benchPort, databaseUrl = null, extraEnv = {} }) {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build: building once…')
    const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const database = databaseUrl ? await createDatabase(databaseUrl, `shop_bench_${port}`) : null
  // the caching front (deploy/varnish) on port + 1, when this machine has it: as with
  // `npm run start:cached`, the site's own origin is then the front's
  const missing = frontMissing()
  const frontBase = missing ? null : `http://127.0.0.1:${port + 1}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    DATABASE_URL: database?.url ?? `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    SITE_URL: frontBase ?? `http://127.0.0.1:${port}`,
    EDGE_PURGE_URLS: `http://127.0.0.1:${port + 1}`,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    MAIL_DEV_OUTBOX: '1',
    MAIL_DIR: path.join(dir, 'mail'),
    ...extraEnv,
  }
  const started = Date.now()
  for (const command of [['migrate'], ['seed', '--parts', String(parts)]]) {
    const result = spawnSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/db.ts', ...command],
      { stdio: ['ignore', 'ignore', 'inherit'], env },
    )
    if (result.status !== 0) throw new Error(`db ${command[0]} failed`)
  }
  console.log(
    `Database with ${parts} parts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  const server = spawn(process.execPath, ['scripts/serve.mjs', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/robots.txt`)
  const front = missing
    ? null
    : startFront({
        listen: `127.0.0.1:${port + 1}`,
        backends: [`127.0.0.1:${port}`],
        workDir: path.join(dir, 'front'),
        env,
      })
  if (front) await waitFor(`${frontBase}/robots.txt`)
  else console.log(`No caching front: ${missing}`)
  return {
    base,
    frontBase,
    env,
    dir,
    pid: server.pid,
    stop: async () => {
      // varnishd writes into its work directory until it has exited: wait before removing it
      await Promise.all([stopProcess(front), stopProcess(server)])
      await database?.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A development server compiles on request and injects its refresh runtime: refuse to measure it. */
export async function assertProduction(base) {
  const html = await (await fetch(`${base}/login`)).text()
  if (/webpack-hmr|turbopack-hmr|react-refresh|__nextDevClientId/.test(html)) {
    console.error(
      `✗ ${base} is a development server; benchmarks run against a production build only.`,
    )
    process.exit(2)
  }
}

export async function run(url, label, headers = {}, request = {}) {
  const { method = 'GET', body, clients = connections } = request
  const options = { url, method, body, headers }
  // warm-up: fill caches (ISR render, database pages) before measuring
  await autocannon({ ...options, connections: Math.min(10, clients), duration: 3 })
  const result = await autocannon({ ...options, connections: clients, duration })
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0)
  return {
    label,
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p975: result.latency.p97_5,
    errors,
  }
}

/** Runs a `scripts/*.ts` command through run-ts with this environment; its last output line. */
export function runTs(script, args, env) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed`)
  return result.stdout.trim().split('\n').at(-1) ?? ''
}

/** Time to the first byte of one GET, in ms (gzip accepted, as a browser asks). */
export function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.once('data', () => {
          resolve(performance.now() - started)
          response.resume()
        })
      })
      .on('error', reject)
  })
}

export function medianAndP95(measured) {
  const sorted = [...measured].sort((a, b) => a - b)
  return {
    p50: round1(sorted[Math.floor(sorted.length / 2)]),
    p95: round1(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]),
    count: sorted.length,
  }
}

/** Median and p95 first byte of one page, one request at a time, after a warm-up. */
export async function pageFirstByte(url, times = 40) {
  for (let i = 0; i < 5; i++) await firstByte(url)
  const measured = []
  for (let i = 0; i < times; i++) measured.push(await firstByte(url))
  return medianAndP95(measured)
}

/** The families of the demo catalogue (src/seed/demo; business rules §S2 lists them). */
export const demoFamilySlugs = [
  '22mm-nema-push-buttons',
  '22mm-nema-pilot-lights',
  'nema-terminal-blocks',
  'iec-terminal-blocks',
  'contactors-control-relays',
  'general-purpose-relays',
  'wire-duct',
  'enclosures',
  'world-tower-lights',
]

/** Real part numbers and pack sizes from the families' part API, `count` of them or all there are. */
export async function catalogueLines(base, count) {
  const found = []
  for (const slug of demoFamilySlugs) {
    for (let page = 1; page <= 40 && found.length < count; page++) {
      const answer = await fetch(`${base}/api/public/families/${slug}/parts?page=${page}`)
      if (!answer.ok) break
      const view = await answer.json()
      for (const item of view.items ?? []) found.push({ pn: item.pn, pkgQty: item.pkgQty ?? 1 })
      if (page >= (view.pageCount ?? 1)) break
    }
    if (found.length >= count) break
  }
  return found.slice(0, count)
}

/** Compressed size of the JavaScript a page loads (its <script src> chunks, gzip -9). */
export async function pageJs(base, pathname) {
  const html = await (await fetch(`${base}${pathname}`)).text()
  // scripts a modern browser loads: the nomodule polyfills are skipped by every current browser
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter(([, attributes]) => !/\bnoModule\b|\bnomodule\b/.test(attributes))
    .map(([, attributes]) => /src="([^"]+\.js[^"]*)"/.exec(attributes)?.[1])
    .filter(Boolean)
  let bytes = 0
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    bytes += gzipSync(body, { level: 9 }).length
  }
  return { scripts: new Set(sources).size, gzipKb: Math.round(bytes / 102.4) / 10 }
}

/** Serves one page's exact bytes, gzipped once, from a bare Node server; its req/s is the ceiling. */
export async function ceilingOf(base, pathname, label) {
  const response = await fetch(`${base}${pathname}`, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  const gzipped = gzipSync(body)
  const server = http.createServer((_request, reply) => {
    reply.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': gzipped.length,
    })
    reply.end(gzipped)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}/`
  const result = await run(url, label ?? `Bare Node server, ${pathname}`, gzip)
  server.close()
  return { ...result, kb: Math.round(body.length / 1024) }
}

/** Each page the front stores: through the front, and its own ceiling. */
export async function frontRows(frontBase, pages) {
  const rows = []
  for (const [label, pathname] of pages) {
    const through = await run(`${frontBase}${pathname}`, label, gzip)
    const ceiling = await ceilingOf(frontBase, pathname)
    rows.push({
      label,
      pathname,
      through,
      ceiling,
      ratio: Math.round((through.rps / ceiling.rps) * 100) / 100,
    })
  }
  return rows
}

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) =>
  fs.existsSync(candidate),
)

/** Why a group (npm run start:cluster) cannot be benched here, or null. */
export function clusterMissing() {
  if (!postgresUrl) return 'no PostgreSQL server named (BENCH_DATABASE_URL or TEST_DATABASE_URL)'
  if (!redisServer) return 'no redis-server (apt-get install -y redis-server)'
  if (!fs.existsSync('.next/BUILD_ID')) return 'no production build'
  return frontMissing()
}

/**
 * A group of `size` instances (scripts/start-cluster.mjs, the existing build) on a fresh
 * PostgreSQL database with `parts` demo parts and a redis-server of its own on port + 10 (never
 * a shared one), behind the caching front on `port`. Returns the front's URL, the instances'
 * URLs, the group's environment (with its first admin's e-mail and password) and `stop()`.
 */
export async function startCluster({ parts, port = 3600, size = 2 }) {
  const missing = clusterMissing()
  if (missing) throw new Error(`A group cannot start here: ${missing}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-cluster-'))
  const database = await createDatabase(postgresUrl, `shop_bench_cluster_${port}`)
  const redisPort = port + 10
  const redis = spawn(
    redisServer,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const front = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    DATABASE_URL: database.url,
    MEDIA_DIR: path.join(dir, 'media'),
    MAIL_DEV_OUTBOX: '1',
    MAIL_DIR: path.join(dir, 'mail'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DEPLOYMENT_ID: fs.readFileSync('.next/BUILD_ID', 'utf8').trim(),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    CLUSTER_SIZE: String(size),
    PORT: String(port),
    SHOP_PORT: String(port + 1),
    SITE_URL: front,
    EDGE_WORK_DIR: path.join(dir, 'front'),
    // the first admin, for sections that change prices as staff do
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  }
  const started = Date.now()
  runTs('scripts/db.ts', ['migrate'], env)
  runTs('scripts/db.ts', ['seed', '--parts', String(parts)], env)
  console.log(
    `Group database with ${parts} parts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  const group = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`${front}/robots.txt`)
  return {
    front,
    /** each instance asked directly (SHOP_PORT, SHOP_PORT + 1, …) */
    instances: Array.from({ length: size }, (_, i) => `http://127.0.0.1:${port + 1 + i}`),
    env,
    stop: async () => {
      await stopProcess(group)
      await stopProcess(redis)
      await database.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
