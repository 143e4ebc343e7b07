/**
 * The search route handlers as plain `Request → Response` functions (route
 * files bind them to the app's Payload):
 * - GET  /api/public/search?q=&locale=en|es&limit=&offset=  → SearchResults
 * - POST /api/public/parts/lookup { pns: string[] } → { parts: PartSummary[] }
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { publicHandler } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { locales } from '@/i18n/locales'
import { fieldErrorsOf, json, parseBody } from '@/platform/http'

import { maxPnLength, maxQueryLength, storedPn } from './fold'
import { searchAnswers } from './answer-cache'
import {
  createSearch,
  defaultSearchLimit,
  maxLookupPns,
  maxSearchDepth,
  maxSearchLimit,
  type SearchRelations,
  type SearchResults,
} from './index'

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Add the search text (q)' })
    .trim()
    .min(1, 'Add the search text (q)')
    .max(maxQueryLength, `The search text (q) may have at most ${maxQueryLength} characters`),
  locale: z.enum(locales, { error: 'locale must be "en" or "es"' }).default('en'),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(defaultSearchLimit)
    // more than the maximum is not an error: the answer is capped
    .transform((limit) => Math.min(limit, maxSearchLimit)),
  offset: z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(maxSearchDepth - 1, `offset must be less than ${maxSearchDepth}`)
    .default(0),
})

export const lookupBodySchema = z.object({
  pns: z
    .array(
      z
        .string()
        .max(maxPnLength, `A part number has at most ${maxPnLength} characters`)
        .transform((value, ctx) => {
          const pn = storedPn(value)
          if (pn === null) {
            ctx.addIssue({
              code: 'custom',
              message: 'A part number has letters, digits, "-" and "." only',
            })
            return z.NEVER
          }
          return pn
        }),
    )
    .max(maxLookupPns, `At most ${maxLookupPns} part numbers per look-up`),
})

export type SearchApiDeps = {
  payload: () => Promise<Payload>
  env?: NodeJS.ProcessEnv
  /** What other capabilities add to the search (other makers' pns), bound by the route. */
  relations?: (payload: Payload) => SearchRelations
}

export function createSearchApi({ payload, env, relations }: SearchApiDeps) {
  const searchOf = async () => {
    const client = await payload()
    return createSearch(client, relations?.(client))
  }
  return {
    search: publicHandler(
      async (_context, { request }) => {
        const params = new URL(request.url).searchParams
        const parsed = searchQuerySchema.safeParse({
          q: params.get('q') ?? undefined,
          locale: params.get('locale') || undefined,
          limit: params.get('limit') || undefined,
          offset: params.get('offset') || undefined,
        })
        if (!parsed.success) {
          const fieldErrors = fieldErrorsOf(parsed.error)
          const problem = Object.values(fieldErrors).flat()[0] ?? 'Invalid search'
          throw refuse('searchInvalid', { values: { problem }, extra: { fieldErrors } })
        }
        // `Cache-Control: no-cache` from the client skips the memory (the benchmark's cold row uses it)
        const fresh = /no-cache/.test(request.headers.get('cache-control') ?? '')
        const { locale, limit, offset, q } = parsed.data
        const key = `${locale}|${limit}|${offset}|${q.toLowerCase()}`
        let results = fresh ? undefined : (searchAnswers.get(key) as SearchResults | undefined)
        if (!results) {
          results = await (await searchOf()).search(parsed.data)
          searchAnswers.set(key, results)
        }
        const response = json(results)
        // the same answer for everyone (list prices only): shared caches may keep it briefly
        response.headers.set('Cache-Control', 'public, max-age=30')
        return response
      },
      { env },
    ),

    lookup: publicHandler(
      async (_context, { request }) => {
        const { pns } = await parseBody(request, lookupBodySchema)
        const parts = await createSearch(await payload()).lookupParts(pns)
        return json({ parts })
      },
      { env, readsOnly: true },
    ),
  }
}
