/**
 * A buyer's favourites as a list of part numbers (business rules §S3 `favorites`), pure: each pn
 * once, in the order it was first added, at most 500. Whether a part may be added (it is sold)
 * is the caller's question; nothing here reads a part.
 */
export type FavoriteItem = { pn: string }

/** Part numbers are stored upper case (§1); a favourite is found by its trimmed, upper-case pn. */
const pnKey = (pn: string) => pn.trim().toUpperCase()

/** Most favourites one buyer keeps; one more is refused with `favoritesFull`. */
export const MAX_FAVORITES = 500

export type FavoritesChange =
  { ok: true; items: FavoriteItem[] } | { ok: false; code: 'favoritesFull' }

/** Each pn once (first position wins), keyed like a cart line: trimmed, upper case. */
export function distinctFavorites(items: readonly FavoriteItem[]): FavoriteItem[] {
  const seen = new Set<string>()
  const kept: FavoriteItem[] = []
  for (const item of items) {
    const pn = pnKey(item.pn)
    if (pn === '' || seen.has(pn)) continue
    seen.add(pn)
    kept.push({ pn })
  }
  return kept
}

/** Adds a pn at the end; one already there stays where it is (adding twice is not an error). */
export function addFavorite(items: readonly FavoriteItem[], pn: string): FavoritesChange {
  const current = distinctFavorites(items)
  const key = pnKey(pn)
  if (current.some((item) => item.pn === key)) return { ok: true, items: current }
  if (current.length >= MAX_FAVORITES) return { ok: false, code: 'favoritesFull' }
  return { ok: true, items: [...current, { pn: key }] }
}

export function removeFavorite(items: readonly FavoriteItem[], pn: string): FavoriteItem[] {
  const key = pnKey(pn)
  return distinctFavorites(items).filter((item) => item.pn !== key)
}
