/**
 * The saved-carts API as the browser calls it (through the one fetch helper), and the codes
 * of its refusals as message keys under `savedCarts.errors`.
 */
import type { CartItem } from '@/cart/cart-lines'
import type { RestoreOutcome } from '@/cart/cart-service'
import type { SavedCartSummary, SavedCartView } from '@/cart/saved-carts-service'
import { ApiError, apiFetch } from '@/platform/client-fetch'

const base = '/api/private/saved-carts'
const one = (id: number) => `${base}/${id}`

export const savedCartsClient = {
  list: async () => (await apiFetch<{ savedCarts: SavedCartSummary[] }>(base)).savedCarts,
  open: async (id: number) => (await apiFetch<{ savedCart: SavedCartView }>(one(id))).savedCart,
  save: async (name: string) =>
    (await apiFetch<{ savedCart: SavedCartView }>(base, { method: 'POST', body: { name } }))
      .savedCart,
  change: async (id: number, body: { version: number; name?: string; items?: CartItem[] }) =>
    (await apiFetch<{ savedCart: SavedCartView }>(one(id), { method: 'PATCH', body })).savedCart,
  remove: async (id: number) => {
    await apiFetch(one(id), { method: 'DELETE' })
  },
  duplicate: async (id: number) =>
    (await apiFetch<{ savedCart: SavedCartView }>(`${one(id)}/duplicate`, { method: 'POST' }))
      .savedCart,
  restore: (id: number, mode: 'replace' | 'merge') =>
    apiFetch<RestoreOutcome>(`${one(id)}/restore`, { method: 'POST', body: { mode } }),
}

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
