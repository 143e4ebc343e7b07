/**
 * Collection hooks that keep the search index in step with edits. They run in
 * the operation's transaction, so a failed index update fails the save.
 * Bulk writers pass `context: { skipSearchIndex: true }` and call
 * `refreshSearchIndex` once at the end.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
} from 'payload'

import { indexDocument, indexPart, removeDocument, removePart } from './indexer'
import { isIndexedCollection, type IndexedCollection } from './kinds'

export const skipSearchIndex = 'skipSearchIndex'

export const indexPartAfterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context[skipSearchIndex]) await indexPart(req.payload, doc.id, { req })
  return doc
}

export const removePartAfterDelete: CollectionAfterDeleteHook = async ({ id, req, context }) => {
  if (!context[skipSearchIndex]) await removePart(req.payload, id, { req })
}

export function indexDocumentAfterChange(collection: IndexedCollection): CollectionAfterChangeHook {
  return async ({ doc, req, context }) => {
    if (!context[skipSearchIndex]) await indexDocument(req.payload, collection, doc.id, { req })
    return doc
  }
}

export function removeDocumentAfterDelete(
  collection: IndexedCollection,
): CollectionAfterDeleteHook {
  return async ({ id, req, context }) => {
    if (!context[skipSearchIndex]) await removeDocument(req.payload, collection, id, { req })
  }
}

/**
 * The collections whose documents the search finds (product families and the published content
 * types) keep the index in step with their saves and deletes. The Payload config passes its
 * collection list through this, so content names no catalogue module (the layers of src/,
 * tests/lint/layers.ts) and no indexed collection can be left without its hooks.
 */
export function withSearchIndex(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const slug = collection.slug
    if (!isIndexedCollection(slug)) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), indexDocumentAfterChange(slug)],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), removeDocumentAfterDelete(slug)],
      },
    }
  })
}
