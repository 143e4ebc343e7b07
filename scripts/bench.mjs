#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build and writes bench/results.md (only this script
 * writes it). Each section is written as soon as it is measured, stamped with its time and
 * commit; `--sections a,b` measures some again and keeps the others' earlier text.
 *
 * Sections (scripts/bench/, one module each), in order:
 * - pages: a production server on a fresh SQLite database with the demo catalogue (`--parts N`,
 *   default 2,400), or BENCH_URL (a development server is refused). Pages and APIs straight at
 *   Next, through the caching front against each page's ceiling (its own bytes from a bare Node
 *   server), JavaScript per page, first bytes one request at a time;
 * - browser: LCP, CLS, TBT, JS and CSS in Chromium, desktop and 4× CPU;
 * - signed-in: a demo buyer's visit to a family page, as Chromium makes it;
 * - memory: resident memory after the pages, and over a long mixed run (`--memory-minutes N`);
 * - next-cpu: Next alone, server CPU per request;
 * - search-engine: the search function alone on `--search-parts N` (default 50,000) parts;
 * - large-catalogue: `--large-parts N` (default 50,000) parts served: the largest family through
 *   the front, the search page's first byte;
 * - quote: the quote API one request at a time on the large catalogue;
 * - quick-order: 50 distinct 500-line pastes (half other makers' pns) one at a time on the large
 *   catalogue with 20,000 cross-references;
 * - import: `npm run import` of 50,000 parts, 20,000 price entries, then 500,000 parts;
 * - buyer-load: 200 signed-in buyers × 50 cart changes and one order each (SQLite, PostgreSQL,
 *   and two instances behind the front on PostgreSQL and an own Redis when redis-server and
 *   Varnish are here), and known against unknown e-mail addresses at sign-in, in time;
 * - cluster-propagation: a price changed through one instance of a group, seen on the other and
 *   through the front (needs PostgreSQL, redis-server and Varnish).
 * Database sections run on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server: each run makes a database of its own there and drops it.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

import {
  argValue,
  assertProduction,
  catalogueLines,
  connections,
  duration,
  frontRows,
  hasFlag,
  pageFirstByte,
  pageJs,
  run,
  postgresUrl,
  startServer,
} from './bench/harness.mjs'
import { searchEngineRows, searchPageFirstByte, uncachedSearchRow } from './bench/search.mjs'
import { browserSection } from './bench/browser.mjs'
import { buyerLoadSection } from './bench/buyer-load.mjs'
import { clusterPropagationSection } from './bench/cluster-propagation.mjs'
import { importSection } from './bench/import.mjs'
import { largeCatalogueSection } from './bench/large-catalogue.mjs'
import { memorySection, residentMb } from './bench/memory.mjs'
import { nextCpuSection } from './bench/next-cpu.mjs'
import { quickOrderSection } from './bench/quick-order.mjs'
import { quoteSection } from './bench/quote.mjs'
import { signedInSection } from './bench/signed-in.mjs'

const parts = Number(argValue('--parts') ?? process.env.BENCH_PARTS ?? 2400)
/** `--large-parts N`: the catalogue of the large-catalogue rows (default 50,000). */
const largeParts = Number(argValue('--large-parts') ?? 50_000)
/** `--memory-minutes N`: the long run of the memory rows (default 10). */
const memoryMinutes = Number(argValue('--memory-minutes') ?? 10)
/** `--sections a,b`: only these sections (names in `sectionOrder` below). */
const sectionNames = argValue('--sections')?.split(',')
const wanted = (name) => !sectionNames || sectionNames.includes(name)
const searchParts = Number(argValue('--search-parts') ?? process.env.BENCH_SEARCH_PARTS ?? 50_000)

/** `--search-engine-only`: the search engine rows alone (no server, no HTTP), printed, not written. */
async function searchEngineOnly() {
  for (const row of await searchEngineRows(searchParts)) console.log(JSON.stringify(row))
}

/** Pages and APIs straight at Next and through the front, JavaScript per page, first bytes. */
async function pageSections(server, family) {
  const { base } = server
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
  results.push(await run(`${base}/login`, 'Reference: sign-in page, rendered per request'))

  const frontPages = [
    ['Home', '/'],
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

  return [
    `## Pages and APIs straight at Next (${parts.toLocaleString('en')} parts, SQLite)`,
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
  ]
}

/** The search engine alone on the large catalogue, on each database. */
async function searchEngineSection() {
  const engine = await searchEngineRows(searchParts)
  if (!engine.length) return []
  return [
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
    '### Other makers’ part numbers (issue 41)',
    '',
    'Goal: p95 ≤ 15 ms server time over 100 distinct competitor-pn queries (whole, without',
    'separators, or a prefix), 10 results, with the cross-reference table replaced by the rows',
    'below (the import timed too; goal ≤ 10 s for 20,000 rows).',
    '',
    '| database | cross-reference rows | import ms | p50 / p95 / max ms |',
    '| --- | ---: | ---: | ---: |',
    ...engine
      .filter((row) => row.competitor)
      .map(
        (row) =>
          `| ${row.name} | ${row.competitor.rows.toLocaleString('en')} | ${row.competitor.importMs} | ${row.competitor.p50} / ${row.competitor.p95} / ${row.competitor.max} |`,
      ),
    '',
  ]
}

/** Sections in the order bench/results.md shows them. */
const sectionOrder = [
  'pages',
  'browser',
  'signed-in',
  'memory',
  'next-cpu',
  'search-engine',
  'large-catalogue',
  'quote',
  'quick-order',
  'import',
  'buyer-load',
  'cluster-propagation',
]

const resultsFile = 'bench/results.md'

/**
 * Writes the sections measured so far into bench/results.md, each between markers with when and
 * at which commit it was measured; sections this run did not measure keep their earlier text, so
 * a long run can be done in parts (`--sections`) and an interrupted one keeps what it finished.
 */
function writeResults(measured) {
  const earlier = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : ''
  const blocks = new Map()
  for (const [, name, body] of earlier.matchAll(
    /<!-- section (\S+) -->\n([\s\S]*?)<!-- \/section \1 -->/g,
  ))
    blocks.set(name, body)
  for (const { name, lines, stamp } of measured)
    blocks.set(name, [`_${stamp}_`, '', ...lines, ''].join('\n'))
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const text = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs); do not edit by hand. Each section says when and at',
    'which commit it was measured (`--sections a,b` measures some of them again).',
    '',
    `- Machine of the latest section: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} (each section names the CPU it was measured on)`,
    `- Load: autocannon, ${connections} connections (unless a section says otherwise), ${duration} s after a 3 s warm-up, on the same machine`,
    '- Goals (issue 23, 2 cores): public pages through the front ≥ 0.8 of their ceiling and p99 ≤ 50 ms;',
    '  ≤ 120 KB of compressed JavaScript on a family page; LCP ≤ 0.6 s desktop, ≤ 1.0 s at 4× CPU; CLS ≤ 0.02.',
    '',
    ...sectionOrder
      .filter((name) => blocks.has(name))
      .flatMap((name) => [
        `<!-- section ${name} -->`,
        blocks.get(name).trimEnd(),
        '',
        `<!-- /section ${name} -->`,
        '',
      ]),
  ]
  fs.mkdirSync('bench', { recursive: true })
  fs.writeFileSync(resultsFile, text.join('\n'))
}

async function main() {
  if (hasFlag('--search-engine-only')) return searchEngineOnly()
  const external = process.env.BENCH_URL?.replace(/\/$/, '')
  let commit = 'unknown'
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout
  }
  const measured = []
  const measure = async (name, produce) => {
    if (!wanted(name)) return
    const started = Date.now()
    const lines = await produce()
    const minutes = Math.round((Date.now() - started) / 6000) / 10
    // hosts differ (the same bytes served at 1,577 or 3,022 req/s): each section names its own
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`
    const stamp = `Measured ${new Date().toISOString()} at commit ${commit} on ${machine} (${minutes} min)`
    measured.push({ name, lines, stamp })
    if (!external) writeResults(measured)
    console.log([`### ${name}: ${stamp}`, ...lines].join('\n'))
  }
  const family = '22mm-nema-push-buttons'
  if (['pages', 'browser', 'signed-in', 'memory'].some(wanted)) {
    const server = external
      ? { base: external, frontBase: null, stop: async () => {} }
      : await startServer({ parts })
    try {
      await assertProduction(server.base)
      await measure('pages', () => pageSections(server, family))
      const afterPages = server.pid ? residentMb(server.pid) : null
      await measure('browser', () => browserSection({ base: server.frontBase ?? server.base }))
      if (server.env) await measure('signed-in', () => signedInSection({ server, family }))
      if (server.pid)
        await measure('memory', () =>
          memorySection({ server, family, minutes: memoryMinutes, afterPages }),
        )
    } finally {
      await server.stop()
    }
  }
  if (external) return
  await measure('next-cpu', () => nextCpuSection({ parts }))
  await measure('search-engine', () => searchEngineSection())
  await measure('large-catalogue', () => largeCatalogueSection({ parts: largeParts }))
  await measure('quote', () => quoteSection({ parts: largeParts }))
  await measure('quick-order', () => quickOrderSection({ parts: largeParts }))
  await measure('import', () => importSection())
  await measure('buyer-load', () => buyerLoadSection({ startServer, postgresUrl }))
  await measure('cluster-propagation', () => clusterPropagationSection())
}

await main()
process.exit(0)
