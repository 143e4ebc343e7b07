/**
 * Search index commands, run through scripts/run-ts.mjs:
 * - `rebuild`            refills the index from parts and published content (`npm run search:rebuild`)
 * - `query <text> [es]`  prints what the search answers
 * - `explain <text>`     prints the query plans of a search
 */
import { getPayload } from 'payload'

import { createSearch } from '../src/catalog/search'
import { refreshSearchIndex, searchIndexStats } from '../src/catalog/search/indexer'
import config from '../src/payload.config'
import { databaseDialect } from '../src/platform/database'

async function main() {
  const [command = 'rebuild', ...args] = process.argv.slice(2)
  const payload = await getPayload({ config, disableOnInit: true })
  try {
    switch (command) {
      case 'rebuild': {
        const report = await refreshSearchIndex(payload, { parts: true, content: true })
        const stats = await searchIndexStats(payload)
        payload.logger.info(
          `Search index rebuilt (${databaseDialect()}): ${report.parts} parts, ${report.documents} documents, ` +
            `${stats.partRows + stats.documentRows} rows in ${report.ms} ms`,
        )
        break
      }
      case 'query': {
        const [q = '', locale] = args
        const results = await createSearch(payload).search({
          q,
          locale: locale === 'es' ? 'es' : 'en',
          limit: 20,
        })
        console.log(JSON.stringify(results, null, 2))
        break
      }
      case 'explain':
        console.log(await createSearch(payload).explain(args.join(' ')))
        break
      default:
        console.error(`Unknown command "${command}" (rebuild, query, explain)`)
        process.exitCode = 2
    }
  } finally {
    await payload.destroy?.()
  }
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
}
process.exit(process.exitCode ?? 0)
