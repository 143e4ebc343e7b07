import { revalidatePath, revalidateTag } from 'next/cache'
import type { Payload } from 'payload'

/**
 * Clears Next's cache for app-internal paths (`/en/article/x`). Outside a
 * Next server (seed script, tests) there is no cache to clear, which Next
 * reports by throwing; that is expected there and ignored.
 */
export function revalidateInternalPaths(
  payload: Payload,
  paths: Iterable<string | null | undefined>,
): void {
  for (const path of new Set(paths)) {
    if (!path) continue
    try {
      revalidatePath(path)
    } catch (error) {
      if (process.env.NEXT_RUNTIME)
        payload.logger.warn({ err: error, path }, 'revalidatePath failed')
    }
  }
}

/**
 * The header and footer models (menus, settings, categories, families) are cached across
 * requests under this tag, so pages rendered per request (search, sign-in, cart) do not
 * read them again each time.
 */
export const siteChromeTag = 'site-chrome'

/** A routed document's title or slug may show in a menu or the header's family list. */
export function revalidateSiteChrome(payload: Payload): void {
  try {
    revalidateTag(siteChromeTag, { expire: 0 })
  } catch (error) {
    if (process.env.NEXT_RUNTIME)
      payload.logger.warn({ err: error }, 'revalidateTag(chrome) failed')
  }
}

/** Menus, settings and strings show on every page: clear them all. */
export function revalidateEverything(payload: Payload): void {
  revalidateSiteChrome(payload)
  try {
    revalidatePath('/[locale]', 'layout')
  } catch (error) {
    if (process.env.NEXT_RUNTIME)
      payload.logger.warn({ err: error }, 'revalidatePath(layout) failed')
  }
}
