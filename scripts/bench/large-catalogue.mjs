/**
 * The 50,000-part catalogue, served: on SQLite, and on PostgreSQL when a server is named, the
 * family with the most parts (500+) through the caching front against its own ceiling, its part
 * list API, and the search page's first byte over distinct queries.
 */
import { catalogueLines, demoFamilySlugs, frontRows, postgresUrl, startServer } from './harness.mjs'
import { searchPageFirstByte } from './search.mjs'

async function largestFamily(base) {
  let largest = { slug: demoFamilySlugs[0], total: 0 }
  for (const slug of demoFamilySlugs) {
    const answer = await fetch(`${base}/api/public/families/${slug}/parts`)
    if (!answer.ok) continue
    const { total } = await answer.json()
    if (total > largest.total) largest = { slug, total }
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
      const front = server.frontBase
        ? await frontRows(server.frontBase, [
            ['Family page', `/products/${family.slug}`],
            ['Parts list API', `/api/public/families/${family.slug}/parts`],
          ])
        : []
      rows.push({ database, family, search, front })
    } finally {
      await server.stop()
    }
  }
  return [
    `## ${parts.toLocaleString('en')} parts: the largest family and the search page`,
    '',
    'The family with the most parts through the caching front against its own ceiling (goal: ratio ≥ 0.8, ' +
      'p99 ≤ 50 ms at 50 connections), and the search page’s first byte over distinct queries, one at a ' +
      'time (goal: median ≤ 40 ms, p95 ≤ 80 ms).',
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
    '| database | search page, distinct queries | median ms | p95 ms |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map(
      ({ database, search }) => `| ${database} | ${search.count} | ${search.p50} | ${search.p95} |`,
    ),
    '',
  ]
}
