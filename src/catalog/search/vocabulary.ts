/**
 * What a search needs besides the SQL, kept in memory per Payload instance and forgotten on
 * every catalogue, content or synonym change (`forgetSearchAnswers`):
 * - the words of the index in each locale (for typos, compounds and suggestions), read once
 *   from `search_text` (50,000 parts: about 0.1–0.3 s, then nothing per query);
 * - the staff's synonym groups (the 'search-synonyms' global, or the defaults until it is saved);
 * - the series' visibility rule (a profile found the series list read on every query).
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'
import type { Locale } from '@/i18n/locales'
import { dbFor } from '@/platform/sql'

import { searchAnswers } from './answer-cache'
import { words } from './fold'
import type { SynonymGroups, WordIndex } from './query-terms'
import { defaultSynonyms, synonymGroupOf } from './synonyms'
import { createWordIndex } from './word-index'

type Kept = {
  words: Map<Locale, Promise<WordIndex>>
  synonyms?: Promise<SynonymGroups>
  listing?: Promise<(pn: string) => boolean>
}

let kept = new WeakMap<Payload, Kept>()

function keptFor(payload: Payload): Kept {
  let entry = kept.get(payload)
  if (!entry) {
    entry = { words: new Map() }
    kept.set(payload, entry)
  }
  return entry
}

/** Forgets every kept answer, word list and synonym list (the index or the synonyms changed). */
export function forgetSearchAnswers(): void {
  searchAnswers.clear()
  kept = new WeakMap()
}

/** Forgets a failed load, so the next search tries again. */
function remembered<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget)
  return promise
}

async function readWordIndex(payload: Payload, locale: Locale): Promise<WordIndex> {
  const db = await dbFor(payload)
  const rows = await db.rows<{ title: string | null; body: string | null }>(
    sql`SELECT title, body FROM search_text WHERE locale = ${locale}`,
  )
  function* allWords(): Generator<string> {
    for (const row of rows) {
      yield* words(row.title ?? '')
      yield* words(row.body ?? '')
    }
  }
  return createWordIndex(allWords())
}

export function wordIndexOf(payload: Payload, locale: Locale): Promise<WordIndex> {
  const entry = keptFor(payload)
  let found = entry.words.get(locale)
  if (!found) {
    found = remembered(readWordIndex(payload, locale), () => entry.words.delete(locale))
    entry.words.set(locale, found)
  }
  return found
}

async function readSynonyms(payload: Payload): Promise<SynonymGroups> {
  const list = (await payload.findGlobal({
    slug: 'search-synonyms',
    depth: 0,
    overrideAccess: true,
  })) as { updatedAt?: string | null; groups?: { phrases?: string | null }[] | null }
  // never saved: the built-in groups
  if (!list.updatedAt) return defaultSynonyms
  return (list.groups ?? []).map((group) => synonymGroupOf(group.phrases))
}

export function synonymsOf(payload: Payload): Promise<SynonymGroups> {
  const entry = keptFor(payload)
  entry.synonyms ??= remembered(readSynonyms(payload), () => {
    entry.synonyms = undefined
  })
  return entry.synonyms
}

/** Whether a pn may be shown: the catalogue's visibility rule (non-public series are hidden). */
export function listingOf(payload: Payload): Promise<(pn: string) => boolean> {
  const entry = keptFor(payload)
  entry.listing ??= remembered(
    loadSeries(payload).then((series) => listingRule(series)),
    () => {
      entry.listing = undefined
    },
  )
  return entry.listing
}
