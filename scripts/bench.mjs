#!/usr/bin/env node
/**
 * `npm run bench`: load-tests the production build with the demo catalogue and
 * writes bench/results.md (only this script writes it).
 *
 * It starts its own production server on a fresh SQLite database seeded with
 * the demo catalogue (`--parts N`, default 2,400; BENCH_PARTS too), or measures
 * BENCH_URL, refusing a development server. Each target gets a warm-up, then
 * autocannon with 50 connections for 15 s. References in the same run: a
 * static page of the same app and the family page's own bytes served by a
 * bare Node server (the ceiling of this machine). Also reports the compressed
 * JavaScript each page loads, and the search engine's own time over 100 distinct
 * queries on a larger catalogue (`--search-parts N`, default 50,000; 0 skips it)
 * on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a server: each run seeds a database of its own and drops it after
 * (`--search-engine-only` prints those rows alone).
 */
import { execSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { frontMissing, startFront } from './edge-front.mjs'

const args = process.argv.slice(2)
const argValue = (name) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const parts = Number(argValue('--parts') ?? process.env.BENCH_PARTS ?? 2400)
const duration = Number(argValue('--duration') ?? process.env.BENCH_DURATION ?? 15)
const connections = 50
const port = Number(process.env.BENCH_PORT ?? 3400)
const searchParts = Number(argValue('--search-parts') ?? process.env.BENCH_SEARCH_PARTS ?? 50_000)
const postgresUrl = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
  /^postgres(ql)?:\/\//.test(url ?? ''),
)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(url, timeoutMs = 240_000) {
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

/** Starts the production server (scripts/serve.mjs) on a fresh database with the demo catalogue; returns base URL and a stop function. */
async function startServer() {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build: building once…')
    const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    SITE_URL: `http://127.0.0.1:${port}`,
    EDGE_PURGE_URLS: `http://127.0.0.1:${port + 1}`,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    MAIL_DEV_OUTBOX: '1',
    MAIL_DIR: path.join(dir, 'mail'),
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
  // the caching front (deploy/varnish) in front of the same server, when this machine has it
  const missing = frontMissing()
  const front = missing
    ? null
    : startFront({
        listen: `127.0.0.1:${port + 1}`,
        backends: [`127.0.0.1:${port}`],
        workDir: path.join(dir, 'front'),
        env,
      })
  if (front) await waitFor(`http://127.0.0.1:${port + 1}/robots.txt`)
  else console.log(`No caching front: ${missing}`)
  return {
    base,
    frontBase: front ? `http://127.0.0.1:${port + 1}` : null,
    stop: () => {
      front?.kill('SIGTERM')
      server.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A development server compiles on request and injects its refresh runtime: refuse to measure it. */
async function assertProduction(base) {
  const html = await (await fetch(`${base}/login`)).text()
  if (/webpack-hmr|turbopack-hmr|react-refresh|__nextDevClientId/.test(html)) {
    console.error(
      `✗ ${base} is a development server; benchmarks run against a production build only.`,
    )
    process.exit(2)
  }
}

async function run(url, label, headers = {}, request = {}) {
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
function runTs(script, args, env) {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed`)
  return result.stdout.trim().split('\n').at(-1) ?? ''
}

/**
 * The search engine alone (no HTTP, no answer memory) on `searchParts` demo parts: 100 distinct
 * queries one at a time (the modal's 10 results, the page's 50) and 50 at once.
 */
function searchEngineRows() {
  if (!searchParts) return []
  const rows = []
  const databases = [['SQLite', null]]
  if (postgresUrl) databases.push(['PostgreSQL', postgresUrl])
  for (const [name, serverUrl] of databases) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-search-'))
    const database = `shop_bench_${process.pid}`
    const base = serverUrl?.replace(/\/[^/]*$/, '')
    const env = {
      PAYLOAD_SECRET: 'bench',
      MEDIA_DIR: path.join(dir, 'media'),
      DATABASE_URL: serverUrl ? `${base}/${database}` : `file:${path.join(dir, 'search.db')}`,
    }
    const psql = (statement) =>
      spawnSync('psql', [serverUrl, '-qc', statement], { stdio: ['ignore', 'ignore', 'inherit'] })
    try {
      if (serverUrl) {
        psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
        psql(`CREATE DATABASE ${database}`)
      }
      const started = Date.now()
      runTs('scripts/db.ts', ['migrate'], env)
      runTs('scripts/db.ts', ['seed', '--parts', String(searchParts)], env)
      console.log(
        `${name}: ${searchParts} parts seeded in ${Math.round((Date.now() - started) / 1000)} s`,
      )
      const figures = JSON.parse(runTs('scripts/search.ts', ['bench'], env))
      rows.push({ name, ...figures })
    } finally {
      if (serverUrl) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  return rows
}

/** Distinct queries for the HTTP search rows: every request a different search. */
const httpSearchQueries = [
  'contactor 65A',
  '22mm push button',
  'pilot light red 24v',
  'push buton',
  'contacter',
  'pushbutton',
  'relay',
  'rele termico',
  'canaleta',
  'gabinete',
  'guardamotor',
  'tower light',
  'terminal block 4mm',
  'relay 24vdc',
  'luces piloto',
  'selector switch',
  'emergency stop',
  'legend plate',
  'circuit breaker',
  'timing relay',
  'E22PB',
  'e22es40k01',
  'c65-11-480',
  'mcb 2c16',
  'TL70RGBZ24',
  'OL1S-32',
  'ITBS2.5',
  'GPR4',
  'DS40',
  'CS1P',
].flatMap((q) => [`q=${encodeURIComponent(q)}&locale=en`, `q=${encodeURIComponent(q)}&locale=es`])

/** 50 connections, each request another query, none answered from memory. */
async function uncachedSearchRow(base) {
  let next = 0
  const result = await autocannon({
    url: `${base}/api/public/search`,
    connections,
    duration,
    headers: { 'cache-control': 'no-cache' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/public/search?${httpSearchQueries[next++ % httpSearchQueries.length]}`,
        }),
      },
    ],
  })
  return {
    label: `Search API, ${httpSearchQueries.length} distinct queries, uncached`,
    url: '/api/public/search?q=…',
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p975: result.latency.p97_5,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  }
}

/** Time to the first byte of one GET, in ms (gzip accepted, as a browser asks). */
function firstByte(url) {
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

const round1 = (ms) => Math.round(ms * 10) / 10

function medianAndP95(measured) {
  const sorted = [...measured].sort((a, b) => a - b)
  return {
    p50: round1(sorted[Math.floor(sorted.length / 2)]),
    p95: round1(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]),
    count: sorted.length,
  }
}

/** Median and p95 first byte of one page, one request at a time, after a warm-up. */
async function pageFirstByte(url, times = 40) {
  for (let i = 0; i < 5; i++) await firstByte(url)
  const measured = []
  for (let i = 0; i < times; i++) measured.push(await firstByte(url))
  return medianAndP95(measured)
}

/**
 * The search page over distinct queries, each asked once, one at a time (nothing answered from
 * the search's memory): the word queries in both languages' pages, then part-number prefixes.
 */
async function searchPageFirstByte(base, pns, count = 100) {
  const words = httpSearchQueries.map((query) => {
    const params = new URLSearchParams(query)
    const path = params.get('locale') === 'es' ? '/es/buscar' : '/search'
    return `${path}?q=${encodeURIComponent(params.get('q'))}`
  })
  const prefixes = [...new Set(pns.map((pn) => pn.slice(0, 6)))].map(
    (prefix) => `/search?q=${encodeURIComponent(prefix)}`,
  )
  const paths = [...new Set([...words, ...prefixes])].slice(0, count)
  for (const warmUp of ['/search?q=warm', '/es/buscar?q=calentar']) await firstByte(base + warmUp)
  const measured = []
  for (const pathname of paths) measured.push(await firstByte(base + pathname))
  return medianAndP95(measured)
}

/** Real part numbers and pack sizes from the families' part API, `count` of them or all there are. */
async function catalogueLines(base, count) {
  // families of the demo catalogue (business rules §S2 lists them)
  const slugs = [
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
  const found = []
  for (const slug of slugs) {
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
async function pageJs(base, pathname) {
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
async function ceilingOf(base, pathname, label) {
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

const gzip = { 'accept-encoding': 'gzip' }

/** Each page the front stores: through the front, and its own ceiling. */
async function frontRows(frontBase, pages) {
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

/** `--search-engine-only`: the search engine rows alone (no server, no HTTP), printed, not written. */
function searchEngineOnly() {
  const rows = searchEngineRows()
  for (const row of rows) console.log(JSON.stringify(row))
}

async function main() {
  if (args.includes('--search-engine-only')) return searchEngineOnly()
  const external = process.env.BENCH_URL?.replace(/\/$/, '')
  const server = external ? { base: external, stop: () => {} } : await startServer()
  const { base } = server
  try {
    await assertProduction(base)
    const family = '22mm-nema-push-buttons'
    const search = await (await fetch(`${base}/api/public/search?q=E22PB&locale=en&limit=5`)).json()
    const partHref = search?.parts?.[0]?.href ?? search?.parts?.[0]?.url
    if (!partHref)
      throw new Error('The search API found no part for "E22PB": is the demo catalogue seeded?')
    const pages = [
      ['Products listing', '/products'],
      ['Family page with its parts', `/products/${family}`],
      ['Part page', partHref],
    ]
    // before any other search: every query below is asked for the first time
    const searchFirstBytes = await searchPageFirstByte(
      base,
      (await catalogueLines(base, 400)).map(({ pn }) => pn),
    )
    const results = []
    for (const [label, pathname] of pages) results.push(await run(`${base}${pathname}`, label))
    results.push(await run(`${base}/api/public/search?q=e22pb&locale=en`, 'Search API (pn prefix)'))
    results.push(
      await run(`${base}/api/public/search?q=rele&locale=es`, 'Search API (Spanish words)'),
    )
    // the same queries computed every time (Cache-Control: no-cache skips the server's answer memory)
    const cold = { 'cache-control': 'no-cache' }
    for (const [query, label] of [
      ['q=e22pb&locale=en', 'Search API (pn prefix), uncached'],
      ['q=rele&locale=es', 'Search API (Spanish words), uncached'],
    ]) {
      results.push(await run(`${base}/api/public/search?${query}`, label, cold))
    }
    // the money of a 200-line cart, and a 500-line pasted bill of materials, as a guest
    const catalogue = await catalogueLines(base, 500)
    const json = { 'content-type': 'application/json' }
    const cart = catalogue.slice(0, 200).map(({ pn, pkgQty }) => ({ pn, quantity: pkgQty * 2 }))
    results.push(
      await run(`${base}/api/public/cart/quote`, `Quote API, ${cart.length}-line cart`, json, {
        method: 'POST',
        body: JSON.stringify({ items: cart, locale: 'en' }),
        clients: 10,
      }),
    )
    const pasted = catalogue.map(({ pn }, index) => `${pn}\t${(index % 7) + 1}`).join('\n')
    const quickOrder = await fetch(`${base}/api/public/cart/quick-order`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ text: pasted, locale: 'en' }),
    })
    if (quickOrder.ok) {
      results.push(
        await run(
          `${base}/api/public/cart/quick-order`,
          `Quick order, ${catalogue.length} lines`,
          json,
          {
            method: 'POST',
            body: JSON.stringify({ text: pasted, locale: 'en' }),
            clients: 10,
          },
        ),
      )
    }
    results.push(await uncachedSearchRow(base))
    const firstBytes = [
      {
        label: 'Family page',
        pathname: `/products/${family}`,
        ...(await pageFirstByte(`${base}/products/${family}`)),
      },
      {
        label: 'Sign-in page (rendered per request)',
        pathname: '/login',
        ...(await pageFirstByte(`${base}/login`)),
      },
      {
        label: `Search page, distinct queries (words en/es, part-number prefixes)`,
        pathname: '/search?q=…',
        ...searchFirstBytes,
      },
    ]
    results.push(await run(`${base}/login`, 'Reference: static page of the same app'))

    const frontPages = [
      ['Home (Spanish)', '/es'],
      ['Products listing', '/products'],
      ['Products listing (Spanish)', '/es/productos'],
      ['Family page with its parts', `/products/${family}`],
      ['Family page (Spanish)', `/es/productos/${family}`],
      ['Part page', partHref],
      ['Part page (Spanish)', partHref.replace(/^\/products\//, '/es/productos/')],
      ['Parts list API', `/api/public/families/${family}/parts`],
    ]
    const front = server.frontBase ? await frontRows(server.frontBase, frontPages) : []

    const js = []
    for (const [label, pathname] of pages)
      js.push({ label, pathname, ...(await pageJs(base, pathname)) })

    let commit = 'unknown'
    try {
      commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
    } catch {
      // not a git checkout
    }
    const engine = searchEngineRows()
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
    const lines = [
      '# Benchmark results',
      '',
      `Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand.`,
      '',
      `- Date: ${new Date().toISOString()}`,
      `- Commit: ${commit}`,
      `- Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`,
      `- Server: ${external ? base : `next start (production build), SQLite, ${parts} parts`}`,
      `- Load: autocannon, ${connections} connections, ${duration} s after a 3 s warm-up, on the same machine`,
      '',
      '| target | path | req/s | p50 ms | p97.5 ms | p99 ms | errors |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (row) =>
          `| ${row.label} | \`${row.url}\` | ${row.rps} | ${row.p50} | ${row.p975} | ${row.p99} | ${row.errors} |`,
      ),
      '',
      '## Through the caching front (Varnish), against each page’s ceiling',
      '',
      server.frontBase
        ? 'Ceiling: the same page’s bytes, gzipped once, from a bare Node server, same load. Goal: ratio ≥ 0.8, p99 ≤ 50 ms.'
        : 'Not measured: no caching front on this machine (apt-get install -y varnish varnish-modules).',
      '',
      '| page | path | req/s | p50 ms | p99 ms | errors | ceiling req/s | ceiling p99 ms | KB | ratio |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...front.map(
        (row) =>
          `| ${row.label} | \`${row.pathname}\` | ${row.through.rps} | ${row.through.p50} | ${row.through.p99} | ${row.through.errors} | ${row.ceiling.rps} | ${row.ceiling.p99} | ${row.ceiling.kb} | ${row.ratio} |`,
      ),
      '',
      '## JavaScript per page (compressed, gzip -9)',
      '',
      '| page | path | scripts | KB |',
      '| --- | --- | ---: | ---: |',
      ...js.map((row) => `| ${row.label} | \`${row.pathname}\` | ${row.scripts} | ${row.gzipKb} |`),
      '',
      '## First byte, one request at a time',
      '',
      'Goal: the search page (rendered per request, not stored by the front) median ≤ 40 ms, p95 ≤ 80 ms.',
      '',
      '| page | path | requests | median ms | p95 ms |',
      '| --- | --- | ---: | ---: | ---: |',
      ...firstBytes.map(
        (row) => `| ${row.label} | \`${row.pathname}\` | ${row.count} | ${row.p50} | ${row.p95} |`,
      ),
      '',
      `## Search engine, ${searchParts.toLocaleString('en')} parts, 100 distinct queries, uncached`,
      '',
      'Server time in the search function (no HTTP, no answer memory), after the process has read',
      'its word lists once (the first search). 50 at once: 200 searches in batches of 50.',
      '',
      '| database | first search ms | 10 results p50 / p95 / max ms | 50 results p50 / p95 / max ms | 50 at once: errors, total ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...engine.map(
        (row) =>
          `| ${row.name} | ${row.firstMs} | ${row.modal.p50} / ${row.modal.p95} / ${row.modal.max} | ${row.page.p50} / ${row.page.p95} / ${row.page.max} | ${row.concurrent.errors}, ${row.concurrent.ms} |`,
      ),
      '',
      'Goals on this 2-core machine: ≥ 2,000 req/s and p99 ≤ 50 ms per page, ≤ 120 KB of compressed',
      'JavaScript on a family page, search p95 ≤ 20 ms (autocannon reports p97.5, which is stricter).',
      '',
    ]
    fs.mkdirSync('bench', { recursive: true })
    fs.writeFileSync('bench/results.md', lines.join('\n'))
    console.log(lines.join('\n'))
  } finally {
    server.stop()
  }
}

await main()
process.exit(0)
