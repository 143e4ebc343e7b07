import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import { expireNowAndAfterCommit, onceAfterCommit } from '@/platform/after-commit'
import { purgeEdge } from '@/platform/edge-purge'

import { catalogTags } from './catalog-data'
import { forgetSearchAnswers } from './search/vocabulary'

type CatalogTag = (typeof catalogTags)[keyof typeof catalogTags]

/**
 * Expires the catalogue's cached reads (and the pages built from them) at once. Outside a
 * Next server (seed script, tests) there is no cache, which Next reports by throwing; that
 * is expected there and ignored.
 */
export function revalidateCatalog(payload: Payload, tags: readonly CatalogTag[]): void {
  // a series turned private must vanish from search answers too (itself again after the commit)
  forgetSearchAnswers()
  // now, and again once the change is committed (after-commit.ts)
  expireNowAndAfterCommit(() => {
    for (const tag of tags) {
      try {
        revalidateTag(tag, { expire: 0 })
      } catch (error) {
        if (process.env.NEXT_RUNTIME)
          payload.logger.warn({ err: error, tag }, 'revalidateTag failed')
      }
    }
  })
  // the front once per change, after the commit
  onceAfterCommit(() => purgeEdge({ kind: 'catalog' }))
}

/** afterChange + afterDelete hooks that expire the given tags. */
export function catalogRevalidationHooks(tags: readonly CatalogTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ req, doc }) => {
        revalidateCatalog(req.payload, tags)
        return doc
      },
    ],
    afterDelete: [
      ({ req, doc }) => {
        revalidateCatalog(req.payload, tags)
        return doc
      },
    ],
  }
}
