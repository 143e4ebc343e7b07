/**
 * Writes a validated import file to the database: all or nothing, in one
 * transaction per file, with bulk statements (`import-store.ts`), never one
 * Local API call or one statement per row. Payload does
 * not see these writes, so the search rows of the parts the file inserted or
 * changed are rewritten in bulk (SQLite: after the commit, `indexParts`;
 * PostgreSQL: on a second connection while the upserts run, committed after
 * them, `startPartIndexing`), and after the commit Next's caches for the
 * catalogue are cleared (`afterCatalogChange`).
 *
 * No `server-only`: the CLI, the seed and integration tests call it.
 */
import type { Payload } from 'payload'

import { catalogTags } from '@/catalog/catalog-data'
import type { PartIndexing, WrittenPart } from '@/catalog/search/indexer'
import { indexesPartsAlongsideImport } from '@/catalog/search/search-index-writes-store'
import { systemActor, type AuditActor } from '@/platform/audit-trail'
import { purgeEdge } from '@/platform/edge-purge'
import type { PriceListEntry } from '@/pricing/price'

import { familyIdsBySlug, writeParts, writePriceList, writeSeries } from './import-store'
import type { ImportedPart, ImportedSeries } from './validate'
import { forgetSearchAnswers } from '../search/vocabulary'

export { dialectOf } from './import-store'

export type PartsImportCounts = {
  /** Part numbers that were not in the catalogue. */
  inserted: number
  /** Existing parts whose values changed (or that become available again). */
  updated: number
  /** Existing parts in the file with nothing to change. */
  unchanged: number
  /** Parts missing from a full-catalogue file, now unavailable (never deleted). */
  unavailable: number
}

export type PriceListImportCounts = {
  entries: number
  /** Entries the list had before (all replaced). */
  replaced: number
  /** Whether the list was created by this import. */
  created: boolean
}

export type SeriesImportCounts = {
  /** Series in the file (all of them after the import). */
  series: number
  inserted: number
  updated: number
  /** Series that were not in the file, deleted. */
  deleted: number
}

export type ApplyOptions = {
  /**
   * Refresh the search index and clear the caches after the commit (default true). The seed
   * turns it off and refreshes once at the end.
   */
  refresh?: boolean
  /**
   * Who runs the import, for its audit entry: the staff member of an admin upload; the shop
   * itself (`system:import`) by default.
   */
  actor?: AuditActor
}

const actorOf = (options: ApplyOptions) => options.actor ?? systemActor('import')

// ---------------------------------------------------------------------------------------------
// Parts

/**
 * Upserts the parts by pn and makes them available; with `fullCatalogue`, available parts
 * missing from the file become unavailable. Families are resolved by slug (the validator
 * already checked them; one unknown here throws before anything is written).
 */
export async function applyPartsImport(
  payload: Payload,
  rows: readonly ImportedPart[],
  options: { fullCatalogue?: boolean } & ApplyOptions = {},
): Promise<PartsImportCounts> {
  const productIds = await familyIdsBySlug(payload)

  // the parts each upsert inserted or changed: those whose search rows are rewritten
  const byPn = new Map(rows.map((part) => [part.pn, part]))
  const withText = (written: readonly { id: number; pn: string; isNew?: boolean }[]) =>
    written.map((row): WrittenPart => ({
      id: row.id,
      isNew: row.isNew,
      // an imported part has the pn and descriptions the index needs
      text: byPn.get(row.pn),
    }))

  // PostgreSQL: the search rows are written on a second connection while the upserts run,
  // committed after them (rolled back if they fail)
  const indexing =
    options.refresh !== false && indexesPartsAlongsideImport(payload)
      ? await startIndexing(payload)
      : null
  let write: Awaited<ReturnType<typeof writeParts>>
  try {
    write = await writeParts(payload, rows, {
      productIds,
      actor: actorOf(options),
      fullCatalogue: options.fullCatalogue,
      onWritten: (written) => indexing?.add(withText(written)),
    })
  } catch (error) {
    await indexing?.abort()
    throw error
  }
  const inserted = write.after - write.before
  const written = write.written.reduce((sum, parts) => sum + parts.length, 0)
  const counts = {
    inserted,
    updated: written - inserted,
    unchanged: rows.length - written,
    unavailable: write.madeUnavailable,
  }

  if (indexing) {
    await indexing.finish()
    await afterCommit(payload, {})
  } else if (options.refresh !== false) {
    await afterCommit(payload, { parts: write.written.flatMap(withText) })
  }
  return counts
}

// ---------------------------------------------------------------------------------------------
// Price lists

/**
 * Replaces every entry of the named price list (created when it does not exist); other lists
 * are untouched.
 */
export async function applyPriceListImport(
  payload: Payload,
  listName: string,
  entries: readonly PriceListEntry[],
  options: ApplyOptions = {},
): Promise<PriceListImportCounts> {
  const name = listName.trim()
  if (name === '') throw new Error('a price list name is required')
  const { replaced, created } = await writePriceList(payload, name, entries, actorOf(options))
  const counts = { entries: entries.length, replaced, created }

  if (options.refresh !== false) await afterCommit(payload, {})
  return counts
}

// ---------------------------------------------------------------------------------------------
// Series

/**
 * Replaces the series: upserts by title, deletes the series missing from the file, and sets
 * each series' `link` to the family when the link is a family slug (a page path, or no link,
 * leaves it empty).
 */
export async function applySeriesImport(
  payload: Payload,
  series: readonly ImportedSeries[],
  options: ApplyOptions = {},
): Promise<SeriesImportCounts> {
  const productIds = await familyIdsBySlug(payload)
  const links = series.flatMap((row) => {
    const productId = row.link ? productIds.get(row.link) : undefined
    return productId === undefined ? [] : [{ title: row.title, productId }]
  })
  const { before, after, deleted } = await writeSeries(payload, series, links, actorOf(options))
  const inserted = after - (before - deleted)
  const counts = { series: series.length, inserted, updated: series.length - inserted, deleted }

  // A series decides whether its parts are listed and found: the parts index changes too.
  if (options.refresh !== false) await afterCommit(payload, { allParts: true })
  return counts
}

// ---------------------------------------------------------------------------------------------
// After the commit

/**
 * After a committed import: the search rows of the parts it wrote (`parts`), or of every part
 * (`allParts`), then the caches.
 */
async function afterCommit(
  payload: Payload,
  options: { parts?: readonly WrittenPart[]; allParts?: boolean },
): Promise<void> {
  if (options.allParts) await refreshCatalogSearch(payload, { parts: true })
  else if (options.parts && options.parts.length > 0) await reindexParts(payload, options.parts)
  await afterCatalogChange(payload)
}

/**
 * Rewrites the search rows of these parts, in bulk. Errors are logged, not thrown: the import
 * has committed, and `npm run search:rebuild` repairs the index.
 */
async function reindexParts(payload: Payload, parts: readonly WrittenPart[]): Promise<void> {
  try {
    const { indexParts } = await import('@/catalog/search/indexer')
    await indexParts(payload, parts)
  } catch (error) {
    payload.logger.error({ err: error }, 'catalogue import: indexing the parts failed')
  }
}

/**
 * Search rows written while the import runs (`startPartIndexing`); a failure to start or to
 * finish is logged, not thrown (the import stands; `npm run search:rebuild` repairs the index).
 */
async function startIndexing(payload: Payload) {
  let indexing: PartIndexing
  try {
    const { startPartIndexing } = await import('@/catalog/search/indexer')
    indexing = await startPartIndexing(payload)
  } catch (error) {
    payload.logger.error({ err: error }, 'catalogue import: indexing the parts failed')
    return null
  }
  return {
    add: (parts: readonly WrittenPart[]) => indexing.add(parts),
    abort: () => indexing.abort(),
    finish: async () => {
      try {
        await indexing.finish()
      } catch (error) {
        payload.logger.error({ err: error }, 'catalogue import: indexing the parts failed')
      }
    },
  }
}

/**
 * Rebuilds the search index for the given scope. Errors are logged, not thrown: the import
 * has committed, and `npm run search:rebuild` repairs the index.
 */
export async function refreshCatalogSearch(
  payload: Payload,
  scope: { parts?: boolean; content?: boolean },
): Promise<void> {
  try {
    const { refreshSearchIndex } = await import('@/catalog/search/indexer')
    await refreshSearchIndex(payload, scope)
  } catch (error) {
    payload.logger.error({ err: error }, 'catalogue import: refreshing the search index failed')
  }
}

/**
 * Clears Next's caches for the catalogue: the tagged data (series, parts, prices) and the
 * product pages. Outside a Next server (CLI, seed, tests) there is no cache to clear, which
 * Next reports by throwing; that is expected there and ignored. A CLI import asks a running
 * server to do this through POST /api/internal/catalog-changed.
 */
export async function afterCatalogChange(payload?: Payload): Promise<void> {
  forgetSearchAnswers()
  purgeEdge({ kind: 'catalog' })
  let cache: typeof import('next/cache')
  try {
    cache = await import('next/cache')
  } catch {
    return
  }
  const warn = (error: unknown, what: string) => {
    if (process.env.NEXT_RUNTIME) payload?.logger.warn({ err: error }, `${what} failed`)
  }
  for (const tag of [catalogTags.series, catalogTags.parts, catalogTags.prices]) {
    try {
      cache.revalidateTag(tag, { expire: 0 })
    } catch (error) {
      warn(error, `revalidateTag(${tag})`)
    }
  }
  for (const path of ['/[locale]/products/[...slug]', '/[locale]/products']) {
    try {
      cache.revalidatePath(path, 'page')
    } catch (error) {
      warn(error, `revalidatePath(${path})`)
    }
  }
}
