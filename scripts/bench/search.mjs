/**
 * Search rows of `npm run bench`: the search engine alone on a large catalogue (SQLite, and
 * PostgreSQL when a server is named), the search API over distinct uncached queries, and the
 * search page's first byte over distinct queries.
 */
import autocannon from 'autocannon'

import {
  connections,
  duration,
  firstByte,
  medianAndP95,
  postgresUrl,
  runTs,
  withSeededDatabase,
} from './harness.mjs'

/**
 * The search engine alone (no HTTP, no answer memory) on `searchParts` demo parts: 100 distinct
 * queries one at a time (the modal's 10 results, the page's 50) and 50 at once.
 */
export async function searchEngineRows(searchParts) {
  if (!searchParts) return []
  const rows = []
  for (const name of postgresUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite']) {
    await withSeededDatabase(
      { parts: searchParts, postgres: name === 'PostgreSQL', label: name },
      async (env) => {
        const figures = JSON.parse(runTs('scripts/search.ts', ['bench'], env))
        rows.push({ name, ...figures })
      },
    )
  }
  return rows
}

/** Distinct queries for the HTTP search rows: every request a different search. */
export const httpSearchQueries = [
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
export async function uncachedSearchRow(base) {
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

/**
 * The search page over distinct queries, each asked once, one at a time (nothing answered from
 * the search's memory): the word queries in both languages' pages, then part-number prefixes.
 */
export async function searchPageFirstByte(base, pns, count = 100) {
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
