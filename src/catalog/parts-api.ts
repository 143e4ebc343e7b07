/**
 * GET /api/public/families/{slug}/parts?attr.colour=Red&sort=price&page=2&q=…&locale=es:
 * one page of a family's part list with its facets, the same for every visitor (list prices
 * only), so browsers and shared caches may keep it a minute. A plain `Request → Response`
 * handler; the route file binds the app's Payload, cache and labels.
 */
import type { Payload } from 'payload'

import { publicHandler, type Handler } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { type Locale, toLocale } from '@/i18n/locales'

import { parsePartQuery, type PartRecord } from './part-list'
import { attributeLabels, partListView, type PartListView } from './part-list-view'
import { attributeTitles, familyBySlug, familyParts } from './parts-data'

export type FamilyPartsApiDeps = {
  payload: () => Promise<Payload>
  /** The family's listed parts; the app binds a cached loader. */
  familyParts?: (familyId: number) => Promise<PartRecord[]>
  /** Attribute labels of the UI messages (null: none); the app binds next-intl. */
  messageLabel?: (locale: Locale) => Promise<(key: string) => string | null>
  env?: NodeJS.ProcessEnv
}

// the browser keeps it a minute; shared caches as long as the server's edge lifetime (scripts/edge-lifetimes.mjs)
export const familyPartsCacheControl = 'public, max-age=60, s-maxage=60'

export function createFamilyPartsApi(deps: FamilyPartsApiDeps): Handler {
  return publicHandler(
    async (_context, { request, params }) => {
      // family slugs are plain lower-case words (checked by familyBySlug): nothing to decode
      const slug = typeof params.slug === 'string' ? params.slug : ''
      const url = new URL(request.url)
      const askedLocale = url.searchParams.get('locale')
      const locale: Locale = toLocale(askedLocale)
      const payload = await deps.payload()
      const family = await familyBySlug(payload, slug)
      if (!family) throw refuse('familyNotFound')
      const [parts, titles, fromMessages] = await Promise.all([
        deps.familyParts ? deps.familyParts(family.id) : familyParts(payload, family.id),
        attributeTitles(payload, locale),
        deps.messageLabel ? deps.messageLabel(locale) : () => null,
      ])
      const view: PartListView = partListView(parts, parsePartQuery(url.searchParams), {
        locale,
        labels: attributeLabels(titles, fromMessages),
      })
      return Response.json(view, { headers: { 'Cache-Control': familyPartsCacheControl } })
    },
    { env: deps.env },
  )
}
