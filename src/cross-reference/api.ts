/**
 * `GET /api/public/cross-reference?pn=&locale=`: what another maker's part number leads to
 * among ours (business rules §11), for integrators and BOM tools:
 * `{ pn, matches: [{ maker, theirPn, pn, match, quantity, note }] }`, ordered exact →
 * functional → similar → kit as search orders them (a kit's parts each with its quantity);
 * when the text is also one of our pns, that part comes first (`match: exact`, our name as the
 * maker). The same limits as search (the query's length); the note in the request's language.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import { publicHandler } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { listingRule, loadSeries } from '@/catalog/catalog-data'
import { maxQueryLength } from '@/catalog/search/fold'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { fieldErrorsOf, json } from '@/platform/http'

import { availableOurPnOfKey, crossReferencesForKeys } from './cross-reference-store'
import { resolveTheirPns } from './lookup'
import { matchKinds, type MatchKind } from './matches'
import { partsOf } from './search-rules'
import { theirPnKey } from './their-pn'

export const crossReferenceQuerySchema = z.object({
  pn: z
    .string({ error: 'Add the part number (pn)' })
    .trim()
    .min(1, 'Add the part number (pn)')
    .max(maxQueryLength, `The part number (pn) may have at most ${maxQueryLength} characters`)
    .refine((pn) => theirPnKey(pn) !== '', 'The part number (pn) has no letter or digit'),
  locale: z.enum(locales, { error: 'locale must be "en" or "es"' }).optional(),
})

export type CrossReferenceMatch = {
  maker: string
  theirPn: string
  pn: string
  match: MatchKind
  quantity: number
  note: string
}

export type CrossReferenceAnswer = { pn: string; matches: CrossReferenceMatch[] }

/** Pure: the answer's matches, ours first when the text is also our pn. */
export function answerOf(
  pn: string,
  found: readonly ReturnType<typeof partsOf>[number][],
  ours: { pn: string; maker: string } | null,
  locale: Locale,
): CrossReferenceAnswer {
  const matches: CrossReferenceMatch[] = found.map((part) => ({
    maker: part.maker,
    theirPn: part.theirPn,
    pn: part.pn,
    match: part.match,
    quantity: part.quantity,
    note: part.note[locale],
  }))
  matches.sort((a, b) => matchKinds.indexOf(a.match) - matchKinds.indexOf(b.match))
  if (ours) {
    matches.unshift({
      maker: ours.maker,
      theirPn: ours.pn,
      pn: ours.pn,
      match: 'exact',
      quantity: 1,
      note: '',
    })
  }
  return { pn, matches }
}

export type CrossReferenceApiDeps = { payload: () => Promise<Payload>; env?: NodeJS.ProcessEnv }

export function createCrossReferenceApi({ payload, env }: CrossReferenceApiDeps) {
  return {
    lookup: publicHandler(
      async (context, { request }) => {
        const params = new URL(request.url).searchParams
        const parsed = crossReferenceQuerySchema.safeParse({
          pn: params.get('pn') ?? undefined,
          locale: params.get('locale') || undefined,
        })
        if (!parsed.success) {
          const fieldErrors = fieldErrorsOf(parsed.error)
          const problem = Object.values(fieldErrors).flat()[0] ?? 'Invalid part number'
          throw refuse('crossReferenceInvalid', {
            values: { problem },
            extra: { fieldErrors },
            // the language asked for, else the one the request states (x-shop-locale, referer)
            locale: isLocale(params.get('locale'))
              ? (params.get('locale') as Locale)
              : context.locale,
          })
        }
        const { pn } = parsed.data
        const locale = parsed.data.locale ?? context.locale
        const client = await payload()
        const key = theirPnKey(pn)
        const [rows, series, ourPn, settings] = await Promise.all([
          crossReferencesForKeys(client, [key]),
          loadSeries(client),
          availableOurPnOfKey(client, key),
          client.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
        ])
        const listed = listingRule(series)
        const equivalents = resolveTheirPns([pn], rows, listed).get(pn) ?? []
        const ours =
          ourPn && listed(ourPn) ? { pn: ourPn, maker: settings.companyName ?? '' } : null
        const response = json(answerOf(pn, equivalents.flatMap(partsOf), ours, locale))
        // the same answer for everyone (no prices): shared caches may keep it briefly, as search
        response.headers.set('Cache-Control', 'public, max-age=30')
        return response
      },
      { env },
    ),
  }
}
