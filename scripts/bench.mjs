#!/usr/bin/env node
/**
 * `npm run bench`: measures the production build and writes bench/results.md (only this
 * script writes it; a partial run with `--sections` is printed only).
 *
 * Sections (scripts/bench/, one module each; `--sections a,b` runs some of them):
 * - pages: a production server on a fresh SQLite database with the demo catalogue (`--parts N`,
 *   default 2,400), or BENCH_URL (a development server is refused). Pages and APIs straight at
 *   Next, then through the caching front against each page's ceiling (its own bytes from a bare
 *   Node server), JavaScript per page, first bytes one request at a time;
 * - signed-in: a demo buyer's visit to a family page, as Chromium makes it;
 * - memory: the server's resident memory after the pages, and over a long mixed run
 *   (`--memory-minutes N`, default 10);
 * - search-engine: the search function alone on `--search-parts N` (default 50,000) parts;
 * - large-catalogue: `--large-parts N` (default 50,000) parts served: the largest family through
 *   the front, the search page's first byte.
 * Database rows run on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server: each run makes a database of its own there and drops it.
 * Load: autocannon, 50 connections, `--duration` (default 15) s after a 3 s warm-up.
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
  startServer,
} from './bench/harness.mjs'
import { searchEngineRows, searchPageFirstByte, uncachedSearchRow } from './bench/search.mjs'
import { largeCatalogueSection } from './bench/large-catalogue.mjs'
import { memorySection, residentMb } from './bench/memory.mjs'
import { signedInSection } from './bench/signed-in.mjs'

const parts = Number(argValue('--parts') ?? process.env.BENCH_PARTS ?? 2400)
/** `--large-parts N`: the catalogue of the large-catalogue rows (default 50,000). */
const largeParts = Number(argValue('--large-parts') ?? 50_000)
/** `--memory-minutes N`: the long run of the memory rows (default 10). */
const memoryMinutes = Number(argValue('--memory-minutes') ?? 10)
/** `--sections a,b`: only these sections (pages, signed-in, memory, search-engine, large-catalogue). */
const sectionNames = argValue('--sections')?.split(',')
const wanted = (name) => !sectionNames || sectionNames.includes(name)
const searchParts = Number(argValue('--search-parts') ?? process.env.BENCH_SEARCH_PARTS ?? 50_000)

/** `--search-engine-only`: the search engine rows alone (no server, no HTTP), printed, not written. */
async function searchEngineOnly() {
  for (const row of await searchEngineRows(searchParts)) console.log(JSON.stringify(row))
}

/**
 * The rows measured on the main server (the demo catalogue): pages and APIs straight at Next,
 * through the front against their ceilings, JavaScript per page, first bytes, a signed-in
 * buyer's visit, and memory. Markdown lines.
 */
async function mainServerSections(server) {
  const { base } = server
  await assertProduction(base)
  const family = '22mm-nema-push-buttons'
  const pageTables = wanted('pages') ? await pageSections(server, family) : []
  const signedIn =
    wanted('signed-in') && server.env ? await signedInSection({ server, family }) : []
  const afterPages = server.pid ? residentMb(server.pid) : null
  const memory =
    wanted('memory') && server.pid
      ? await memorySection({ server, family, minutes: memoryMinutes, afterPages })
      : []
  return [...pageTables, ...signedIn, ...memory]
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
  ]
}

async function main() {
  if (hasFlag('--search-engine-only')) return searchEngineOnly()
  const external = process.env.BENCH_URL?.replace(/\/$/, '')
  const sections = []
  if (['pages', 'signed-in', 'memory'].some(wanted)) {
    const server = external
      ? { base: external, frontBase: null, stop: async () => {} }
      : await startServer({ parts })
    try {
      sections.push(...(await mainServerSections(server)))
    } finally {
      await server.stop()
    }
  }
  if (wanted('search-engine')) sections.push(...(await searchEngineSection()))
  if (wanted('large-catalogue') && !external)
    sections.push(...(await largeCatalogueSection({ parts: largeParts })))

  let commit = 'unknown'
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
  } catch {
    // not a git checkout
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand.`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${commit}`,
    `- Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()}`,
    `- Server: ${external ? external : `next start (production build), SQLite, ${parts} parts`}`,
    `- Load: autocannon, ${connections} connections, ${duration} s after a 3 s warm-up, on the same machine`,
    '',
    ...sections,
    'Goals on this 2-core machine: ≥ 2,000 req/s and p99 ≤ 50 ms per page, ≤ 120 KB of compressed',
    'JavaScript on a family page, search p95 ≤ 20 ms (autocannon reports p97.5, which is stricter).',
    '',
  ]
  // a partial run (--sections) is printed only: bench/results.md holds whole runs
  if (!sectionNames) {
    fs.mkdirSync('bench', { recursive: true })
    fs.writeFileSync('bench/results.md', lines.join('\n'))
  }
  console.log(lines.join('\n'))
}

await main()
process.exit(0)
