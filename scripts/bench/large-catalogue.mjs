/**
 * The 50,000-part catalogue, served: on SQLite, and on PostgreSQL when a server is named, the
 * family with the most parts (500+) through the caching front against its own ceiling, its part
 * list API through the front and straight at Next, and the search page's first byte over
 * distinct queries.
 */
import {
  catalogueLines,
  demoFamilySlugs,
  frontRows,
  medianAndP95,
  postgresUrl,
  startServer,
} from './harness.mjs'
import { searchPageFirstByte } from './search.mjs'

/**
 * The largest family's parts API straight at Next, one request at a time: every sort, ten
 * pages spread over the list each (what the front has not stored yet costs this).
 */
async function partsApiStraightAtNext(base, family) {
  const pages = family.pageCount
  const measured = []
  for (const sort of ['pn', 'price', 'price-desc']) {
    for (let i = 0; i < 10; i++) {
      const page = 1 + Math.floor((i * (pages - 1)) / 9)
      const started = performance.now()
      const answer = await fetch(
        `${base}/api/public/families/${family.slug}/parts?sort=${sort}&page=${page}`,
      )
      await answer.arrayBuffer()
      if (!answer.ok) throw new Error(`parts API answered ${answer.status}`)
      measured.push(performance.now() - started)
    }
  }
  return medianAndP95(measured)
}

async function largestFamily(base) {
  let largest = { slug: demoFamilySlugs[0], total: 0, pageCount: 1 }
  for (const slug of demoFamilySlugs) {
    const answer = await fetch(`${base}/api/public/families/${slug}/parts`)
    if (!answer.ok) continue
    const { total, pageCount } = await answer.json()
    if (total > largest.total) largest = { slug, total, pageCount }
  }
  return largest
}

/** @param {{ parts?: number, port?: number }} options */
export async function largeCatalogueSection({ parts = 50_000, port = 3450 } = {}) {
  const rows = []
  for (const database of postgresUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite']) {
    const server = await startServer({
      parts,
      port,
      databaseUrl: database === 'PostgreSQL' ? postgresUrl : null,
    })
    try {
      const family = await largestFamily(server.base)
      const search = await searchPageFirstByte(
        server.base,
        (await catalogueLines(server.base, 400)).map(({ pn }) => pn),
      )
      const partsApi = await partsApiStraightAtNext(server.base, family)
      const front = server.frontBase
        ? await frontRows(server.frontBase, [
            ['Family page', `/products/${family.slug}`],
            ['Parts list API', `/api/public/families/${family.slug}/parts`],
          ])
        : []
      rows.push({ database, family, search, partsApi, front })
    } finally {
      await server.stop()
    }
  }
  return [
    `## ${parts.toLocaleString('en')} parts: the largest family and the search page`,
    '',
    'The family with the most parts through the caching front against its own ceiling (goal: ratio ≥ 0.8, ' +
      'p99 ≤ 50 ms at 50 connections), its parts list API straight at Next (what a request the front has ' +
      'not stored costs), and the search page’s first byte over distinct queries, one at a time (goal: ' +
      'median ≤ 40 ms, p95 ≤ 80 ms).',
    '',
    '| database | page | parts in family | req/s | p99 ms | ceiling req/s | KB | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.flatMap(({ database, family, front }) =>
      front.map(
        (row) =>
          `| ${database} | ${row.label} \`${row.pathname}\` | ${family.total} | ${row.through.rps} | ${row.through.p99} | ${row.ceiling.rps} | ${row.ceiling.kb} | ${row.ratio} |`,
      ),
    ),
    '',
    '| database | parts list API straight at Next, 3 sorts × 10 pages, one at a time | parts in family | median ms | p95 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ database, family, partsApi }) =>
        `| ${database} | ${partsApi.count} | ${family.total} | ${partsApi.p50} | ${partsApi.p95} |`,
    ),
    '',
    '| database | search page, distinct queries | median ms | p95 ms |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      ({ database, search }) => `| ${database} | ${search.count} | ${search.p50} | ${search.p95} |`,
    ),
    '',
  ]
}
