/**
 * Fills the search tables: in bulk (`refreshSearchIndex`, after an import or
 * from `npm run search:rebuild`) and one document at a time (collection
 * hooks). Every part is indexed whatever its series or availability: those
 * rules are applied when searching, so a series turning private or a part
 * becoming unavailable needs no re-index. The rows themselves, and the SQL
 * that writes them per dialect, are the store's (`search-index-writes-store.ts`).
 */
import type { Payload, PayloadRequest } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import { createIndexText, indexText, plainText } from './fold'
import { indexedCollections, type IndexedCollection } from './kinds'
import { dbFor, inTransaction } from '@/platform/sql'
import {
  analyzeSearchText,
  deleteAllDocumentRows,
  deleteDocumentRows,
  deletePartRows,
  indexesPartsAlongsideImport,
  insertDocumentRows,
  rewriteAllPartRows,
  rewritePartRows,
  writePartRows,
  type TextRow,
  type WrittenPart,
} from './search-index-writes-store'
import { forgetSearchAnswers } from './vocabulary'

export type { WrittenPart } from './search-index-writes-store'
export { searchIndexStats } from './search-index-writes-store'

export type RefreshOptions = {
  parts?: boolean
  content?: boolean
  /** Join this request's transaction (e.g. an import running inside a Payload operation). */
  req?: Partial<PayloadRequest>
}

export type RefreshReport = { parts: number | null; documents: number | null; ms: number }

export type IndexOptions = { req?: Partial<PayloadRequest> }

function partId(id: number | string): number {
  const value = Number(id)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`Not a part id: ${id}`)
  return value
}

/** Re-indexes one part (after a change in the admin or the API). */
export async function indexPart(
  payload: Payload,
  id: number | string,
  options: IndexOptions = {},
): Promise<void> {
  forgetSearchAnswers()
  const key = partId(id)
  await inTransaction(payload, options.req, (db) => rewritePartRows(db, key))
}

export async function removePart(
  payload: Payload,
  id: number | string,
  options: IndexOptions = {},
): Promise<void> {
  forgetSearchAnswers()
  const key = partId(id)
  await inTransaction(payload, options.req, (db) => deletePartRows(db, key))
}

/**
 * Rewrites the search rows of many parts at once (after an import: the parts it inserted or
 * changed), in one transaction, a few statements per 5,000 parts: never a statement per
 * part. The rest of the index is left as it is (a full `refreshSearchIndex` rewrites every
 * part's rows). Returns how many parts were indexed.
 */
export async function indexParts(
  payload: Payload,
  written: readonly WrittenPart[],
  options: IndexOptions = {},
): Promise<number> {
  forgetSearchAnswers()
  // in id order: FTS5 appends to its lists by rowid, and PostgreSQL reads the parts in order
  const byId = new Map<number, WrittenPart>()
  for (const part of written) byId.set(partId(part.id), part)
  const keys = [...byId.keys()].sort((a, b) => a - b)
  if (keys.length === 0) return 0
  await inTransaction(payload, options.req, async (db) => {
    await writePartRows(db, keys, byId, createIndexText())
    if (keys.length > 1_000) await analyzeSearchText(db)
  })
  return keys.length
}

/** Search rows written while an import's upserts run (PostgreSQL): see `startPartIndexing`. */
export type PartIndexing = {
  /** Parts an upsert just wrote, in the import's transaction (not committed yet). */
  add(parts: readonly WrittenPart[]): void
  /** After the import's commit: the last rows, the commit, the planner's statistics. */
  finish(): Promise<void>
  /** The import rolled back: so do the search rows. */
  abort(): Promise<void>
}

/**
 * PostgreSQL: indexes the parts of an import while its upserts run, in a transaction of its
 * own on another connection (the database works on both cores, and the text is folded while
 * it does). The import commits first, then this transaction: a search never finds a part
 * that is not there. A failure here leaves the import in place (the caller logs it).
 */
export async function startPartIndexing(payload: Payload): Promise<PartIndexing> {
  if (!indexesPartsAlongsideImport(payload)) {
    throw new Error('startPartIndexing is for PostgreSQL')
  }
  forgetSearchAnswers()
  const queue: (readonly WrittenPart[])[] = []
  let state: 'open' | 'finished' | 'aborted' = 'open'
  let wake: (() => void) | null = null
  const signal = () => {
    wake?.()
    wake = null
  }
  const next = async (): Promise<readonly WrittenPart[] | null> => {
    for (;;) {
      if (state === 'aborted') throw new Error('the import was rolled back')
      const parts = queue.shift()
      if (parts) return parts
      if (state === 'finished') return null
      await new Promise<void>((resolve) => (wake = resolve))
    }
  }
  const body = createIndexText()
  let indexed = 0
  const done = inTransaction(payload, undefined, async (db) => {
    for (let parts = await next(); parts; parts = await next()) {
      const byId = new Map<number, WrittenPart>()
      for (const part of parts) byId.set(partId(part.id), part)
      const keys = [...byId.keys()].sort((a, b) => a - b)
      await writePartRows(db, keys, byId, body)
      indexed += keys.length
    }
  })
  // observed by finish() or abort(); never an unhandled rejection in between
  done.catch(() => {})
  return {
    add(parts) {
      if (state !== 'open') throw new Error('the indexing has ended')
      if (parts.length > 0) queue.push(parts)
      signal()
    },
    async finish() {
      state = 'finished'
      signal()
      await done
      if (indexed > 1_000) await analyzeSearchText(await dbFor(payload))
      forgetSearchAnswers()
    },
    async abort() {
      state = 'aborted'
      signal()
      await done.catch(() => {})
    },
  }
}

type IndexedDoc = {
  id: number | string
  _status?: string | null
  title?: string | null
  summary?: string | null
  body?: unknown
  author?: string | null
  company?: string | null
}

function documentRow(
  collection: IndexedCollection,
  locale: Locale,
  doc: IndexedDoc,
): TextRow | null {
  if (doc._status !== 'published' || !doc.title) return null
  const body = [doc.summary, plainText(doc.body), doc.author, doc.company]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
  return {
    kind: collection,
    ref: String(doc.id),
    locale,
    title: indexText(doc.title),
    body: indexText(body),
  }
}

/**
 * Reads of a hook's document must see its transaction's uncommitted change,
 * but a Local API call given the hook's own `req` would switch that request's
 * locale: a bare request carrying only the transaction does both.
 */
function readerReq(req: Partial<PayloadRequest> | undefined): PayloadRequest | undefined {
  return req?.transactionID ? ({ transactionID: req.transactionID } as PayloadRequest) : undefined
}

async function publishedRows(
  payload: Payload,
  collection: IndexedCollection,
  req?: Partial<PayloadRequest>,
  id?: number | string,
): Promise<TextRow[]> {
  const rows: TextRow[] = []
  for (const locale of locales) {
    const { docs } = await payload.find({
      collection,
      locale,
      where:
        id === undefined
          ? { _status: { equals: 'published' } }
          : { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
      req: readerReq(req),
    })
    for (const doc of docs as unknown as IndexedDoc[]) {
      const row = documentRow(collection, locale, doc)
      if (row) rows.push(row)
    }
  }
  return rows
}

/** Re-indexes one routed document in both locales (published versions only). */
export async function indexDocument(
  payload: Payload,
  collection: IndexedCollection,
  id: number | string,
  options: IndexOptions = {},
): Promise<void> {
  forgetSearchAnswers()
  const rows = await publishedRows(payload, collection, options.req, id)
  await inTransaction(payload, options.req, async (db) => {
    // the delete comes first: on SQLite it takes the write lock before the row ids are chosen
    await deleteDocumentRows(db, collection, id)
    if (rows.length > 0) await insertDocumentRows(db, rows)
  })
}

export async function removeDocument(
  payload: Payload,
  collection: IndexedCollection,
  id: number | string,
  options: IndexOptions = {},
): Promise<void> {
  forgetSearchAnswers()
  await inTransaction(payload, options.req, (db) => deleteDocumentRows(db, collection, id))
}

/**
 * Rebuilds the parts' and/or the documents' share of the index in one
 * transaction (readers see the old index until it commits).
 */
export async function refreshSearchIndex(
  payload: Payload,
  options: RefreshOptions = {},
): Promise<RefreshReport> {
  forgetSearchAnswers()
  const started = Date.now()
  const documentRows: TextRow[] = []
  if (options.content) {
    for (const collection of indexedCollections) {
      documentRows.push(...(await publishedRows(payload, collection, options.req)))
    }
  }
  const report = await inTransaction(payload, options.req, async (db) => {
    const parts = options.parts ? await rewriteAllPartRows(db) : null
    if (options.content) {
      await deleteAllDocumentRows(db)
      await insertDocumentRows(db, documentRows)
    }
    return { parts, documents: options.content ? documentRows.length : null }
  })
  return { ...report, ms: Date.now() - started }
}
