/**
 * What the caching front stores a page under (deploy/varnish/shop.vcl sets the keys): `all` on
 * every stored answer, `catalog` on the products listing, family and part pages and the parts
 * lists, `path:<public path>` on each. A change in Next's terms becomes the keys to purge.
 * Pure.
 */
import { publicPathOfInternal } from '@/i18n/routes'

export type EdgeChange =
  | { kind: 'everything' }
  | { kind: 'catalog' }
  /** app-internal paths, as given to Next's revalidatePath (`/es/products/x`) */
  | { kind: 'paths'; internalPaths: Iterable<string | null | undefined> }

export function purgeKeysFor(change: EdgeChange): string[] {
  if (change.kind === 'everything') return ['all']
  if (change.kind === 'catalog') return ['catalog']
  const keys = new Set<string>()
  for (const internal of change.internalPaths) {
    const path = internal ? publicPathOfInternal(internal) : null
    if (path) keys.add(`path:${path}`)
  }
  return [...keys]
}
