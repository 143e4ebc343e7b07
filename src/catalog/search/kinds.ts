/** What the search index holds besides parts: product families and the published content types. */
import type { LinkableCollection } from '@/content/fields'

export const familyCollection = 'products' as const satisfies LinkableCollection

export const contentCollections = [
  'articles',
  'categories',
  'industries',
  'resources',
  'white-papers',
  'testimonials',
] as const satisfies readonly LinkableCollection[]

export const indexedCollections = [familyCollection, ...contentCollections] as const

export type IndexedCollection = (typeof indexedCollections)[number]
export type ContentCollection = (typeof contentCollections)[number]

/** `kind` of a part's rows in search_text (collections use their slug). */
export const partKind = 'part'

export function isIndexedCollection(value: unknown): value is IndexedCollection {
  return (indexedCollections as readonly unknown[]).includes(value)
}

/** A product family or a published content document that matches a search. */
export type Hit = {
  kind: IndexedCollection
  id: number
  title: string
  summary: string | null
  href: string
}
