/**
 * What a search needs besides the SQL, kept in memory per Payload instance and forgotten on
 * every catalogue, content or synonym change (`forgetSearchAnswers`):
 * - the words of the index in each locale (for typos, compounds and suggestions), read once
 *   from `search_text` (50,000 parts: about 1 s, then nothing per query), refreshed in the
 *   background after a change;
 * - the staff's synonym groups (the 'search-synonyms' global, or the defaults until it is saved);
 * - the series' visibility rule (a profile found the series list read on every query).
 */
import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'
import type { Locale } from '@/i18n/locales'
import { sharedForget } from '@/platform/shared-invalidation'

import { searchAnswers } from './answer-cache'
import { words } from './fold'
import { indexTexts } from './search-index-store'
import type { SynonymGroups, WordIndex } from './query-terms'
import { defaultSynonyms, synonymGroupOf } from './synonyms'
import { createWordIndex } from './word-index'

let kept = new WeakMap<Payload, Map<string, Promise<unknown>>>()
/** Counts the changes; a word list read before the last one is refreshed in the background. */
let generation = 0

/**
 * Forgets every kept answer, synonym list, document list, series rule and price list (the word
 * lists age), here and on the group's other instances (shared-invalidation.ts).
 */
export const forgetSearchAnswers: () => void = sharedForget('search-answers', () => {
  searchAnswers.clear()
  kept = new WeakMap()
  generation += 1
})

/**
 * How many answers `keptFor` keeps per Payload instance: the few fixed ones (synonyms, listing
 * rule, documents per locale) and the price lists in use. Each price list kept is a whole price
 * book (issue 23, server memory): past this many, the least recently used list is read again
 * when next asked for, instead of every list ever quoted staying in memory.
 */
export const maxKeptAnswers = 24

/**
 * What `load` answers, kept for this Payload instance until the next `forgetSearchAnswers` (or
 * until `maxKeptAnswers` others were used since); concurrent first calls share one load, and a
 * failed load is forgotten so the next call retries.
 */
export function keptFor<T>(payload: Payload, key: string, load: () => Promise<T>): Promise<T> {
  let entries = kept.get(payload)
  if (!entries) {
    entries = new Map()
    kept.set(payload, entries)
  }
  const found = entries.get(key)
  if (found) {
    // a Map keeps insertion order: re-inserting on use makes the first key the least recently used
    entries.delete(key)
    entries.set(key, found)
    return found as Promise<T>
  }
  const loading = load()
  const owner = entries
  entries.set(key, loading)
  while (entries.size > maxKeptAnswers) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
  }
  loading.catch(() => {
    if (owner.get(key) === loading) owner.delete(key)
  })
  return loading
}

async function readWordIndex(payload: Payload, locale: Locale): Promise<WordIndex> {
  const rows = await indexTexts(payload, locale)
  function* allWords(): Generator<string> {
    for (const row of rows) {
      yield* words(row.title ?? '')
      yield* words(row.body ?? '')
    }
  }
  return createWordIndex(allWords())
}

type KeptWords = { generation: number; index: Promise<WordIndex>; refreshing: boolean }
const wordIndexes = new WeakMap<Payload, Map<Locale, KeptWords>>()

/**
 * The index's words in the locale. After a change the list in hand still serves while a fresh one
 * is read in the background: reading it takes about a second on 50,000 parts, and a word list a few
 * seconds behind only misses a typo correction towards a brand-new word.
 */
export function wordIndexOf(payload: Payload, locale: Locale): Promise<WordIndex> {
  let byLocale = wordIndexes.get(payload)
  if (!byLocale) {
    byLocale = new Map()
    wordIndexes.set(payload, byLocale)
  }
  const entry = byLocale.get(locale)
  const readNow = generation
  if (!entry) {
    const fresh: KeptWords = {
      generation: readNow,
      index: readWordIndex(payload, locale),
      refreshing: false,
    }
    fresh.index.catch(() => byLocale.delete(locale))
    byLocale.set(locale, fresh)
    return fresh.index
  }
  if (entry.generation !== readNow && !entry.refreshing) {
    entry.refreshing = true
    readWordIndex(payload, locale).then(
      (index) =>
        byLocale.set(locale, {
          generation: readNow,
          index: Promise.resolve(index),
          refreshing: false,
        }),
      () => {
        entry.refreshing = false
      },
    )
  }
  return entry.index
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
  return keptFor(payload, 'synonyms', () => readSynonyms(payload))
}

/** Whether a pn may be shown: the catalogue's visibility rule (non-public series are hidden). */
export function listingOf(payload: Payload): Promise<(pn: string) => boolean> {
  return keptFor(payload, 'listing', async () => listingRule(await loadSeries(payload)))
}
