/**
 * The search API as the browser calls it (issue 40): the one place its `/api` path is written.
 * The search dialog calls this, never `apiFetch` with a path.
 */
import type { z } from 'zod'

import { apiFetch } from '@/platform/client-fetch'

import type { searchQuerySchema } from './api'
import type { SearchResults } from './index'

export type SearchQuery = z.input<typeof searchQuerySchema>

/** `GET /api/public/search`: the parts, families and pages that match, as the buyer types. */
export const search = (
  query: SearchQuery,
  options: { signal?: AbortSignal; retries?: number } = {},
) => {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  )
  return apiFetch<SearchResults>(`/api/public/search?${params}`, options)
}
