/**
 * The saved-carts API as the browser calls it (`cart/client.ts`), and the codes of its
 * refusals as message keys under `savedCarts.errors`.
 */
import type { SavedCartView } from '@/cart/saved-carts-service'
import { ApiError } from '@/platform/client-fetch'

export { savedCartsClient } from '../client'

const known = new Set(['nameRequired', 'nameTooLong', 'nameTaken', 'cartEmpty', 'savedCartsFull'])

/** A refusal's message key (`savedCarts.errors.*`), or `notFound`, `versionConflict`. */
export function savedCartErrorOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'network'
  const code = (error.body as { code?: unknown } | null)?.code
  if (code === 'notFound' || code === 'versionConflict') return code
  return typeof code === 'string' && known.has(code) ? code : 'failed'
}

/** The current saved cart a 409 carries, for the editor to show. */
export function currentOf(error: unknown): SavedCartView | null {
  if (!(error instanceof ApiError)) return null
  return ((error.body as { savedCart?: SavedCartView } | null)?.savedCart ??
    null) as SavedCartView | null
}

/** The `savedCarts.errors.*` key for a refusal; a missing or stale cart reads as a failure. */
export function savedCartErrorKey(error: unknown): string {
  const code = savedCartErrorOf(error)
  return code === 'notFound' || code === 'versionConflict' ? 'failed' : code
}
