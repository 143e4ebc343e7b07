import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

import { expireNowAndAfterCommit, onceAfterCommit } from '@/platform/after-commit'
import { purgeEdge } from '@/platform/edge-purge'

/**
 * Clears Next's cache for app-internal paths (`/en/article/x`). Outside a
 * Next server (seed script, tests) there is no cache to clear, which Next
 * reports by throwing; that is expected there and ignored.
 */
export function revalidateInternalPaths(
  payload: Payload,
  paths: Iterable<string | null | undefined>,
): void {
  const internalPaths = [...new Set(paths)]
  // now, and again once the change is committed (after-commit.ts)
  expireNowAndAfterCommit(() => {
    for (const path of internalPaths) {
      if (!path) continue
      try {
        revalidatePath(path)
      } catch (error) {
        if (process.env.NEXT_RUNTIME)
          payload.logger.warn({ err: error, path }, 'revalidatePath failed')
      }
    }
  })
  // the front once per change, after the commit
  onceAfterCommit(() => purgeEdge({ kind: 'paths', internalPaths }))
}

/**
 * The header and footer models (menus, settings, categories, families) are cached across
 * requests under this tag, so pages rendered per request (search, sign-in, cart) do not
 * read them again each time.
 */
export const siteChromeTag = 'site-chrome'

/**
 * The header lists every family and the shop menu's categories, and it is on every page: a
 * family's change renders them all again (the pages carry the tag of the cached header), and
 * the front forgets them all. Other documents reach the menus only as links, whose old URLs
 * redirect.
 */
export function revalidateSiteChrome(payload: Payload): void {
  onceAfterCommit(() => purgeEdge({ kind: 'everything' }))
  expireNowAndAfterCommit(() => {
    try {
      revalidateTag(siteChromeTag, { expire: 0 })
    } catch (error) {
      if (process.env.NEXT_RUNTIME)
        payload.logger.warn({ err: error }, 'revalidateTag(chrome) failed')
    }
  })
}

/** Menus, settings and strings show on every page: clear them all. */
export function revalidateEverything(payload: Payload): void {
  // the chrome's revalidation also purges the whole front
  revalidateSiteChrome(payload)
  expireNowAndAfterCommit(() => {
    try {
      revalidatePath('/[locale]', 'layout')
    } catch (error) {
      if (process.env.NEXT_RUNTIME)
        payload.logger.warn({ err: error }, 'revalidatePath(layout) failed')
    }
  })
}
