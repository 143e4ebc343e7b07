/**
 * The catalogue's HTTP API as the browser calls it: the `/api/...` paths and answer shapes of
 * the viewer's prices and a family's parts list in one module (issue 40), through the one
 * fetch helper. Stores and components call these functions, never a path.
 */
import { apiFetch } from '@/platform/client-fetch'

import type { Locale } from '@/i18n/locales'

import type { PartListView } from './part-list-view'
import type { PricesAnswer, ViewerPrice } from './price-api'

export type { PartListView, PricesAnswer, ViewerPrice }

export const catalogClient = {
  /** The caller's price of each listed, available part (the session's list; 1–999 pns). */
  prices: (pns: readonly string[]) =>
    apiFetch<PricesAnswer>('/api/public/prices', { method: 'POST', body: { pns } }),

  /** A page of a family's parts (`search` is the list's query string), the same for everyone. */
  familyParts: (
    familySlug: string,
    search: string,
    locale: Locale,
    options: { signal?: AbortSignal } = {},
  ) =>
    apiFetch<PartListView>(
      `/api/public/families/${encodeURIComponent(familySlug)}/parts?${search ? `${search}&` : ''}locale=${locale}`,
      { signal: options.signal },
    ),
}
