/**
 * `POST /api/public/cart/replacements`: for pns of ours a buyer's screen shows as no longer
 * sold (cart, saved cart, favourites, an order to reorder), the successor offered for each
 * (business rules §11) with what the screen needs to add it under its quantity rule. Anyone
 * may ask (a guest's cart lives in the browser); the successor is priced for the asker, so a
 * part they may not buy is not offered. It writes nothing and answers no price: the cart's
 * quote does.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ShopAuth } from '@/account/auth'
import { buyerHandlers } from '@/account/context/handlers'
import type { PriceData } from '@/catalog/catalog-data'
import { pricePartsFor } from '@/catalog/price-parts'
import { replacementsFor } from '@/cross-reference/successor-store'
import { json, parseBody } from '@/platform/http'
import { locales } from '@/i18n/locales'

/** As many as a cart holds and then some; a screen asks for its unavailable lines only. */
export const MAX_REPLACEMENT_PNS = 500

export const replacementsRequestSchema = z.object({
  pns: z
    .array(z.string({ error: 'badPn' }).trim().min(1, 'badPn').max(100, 'badPn'), {
      error: 'missingPns',
    })
    .min(1, 'missingPns')
    .max(MAX_REPLACEMENT_PNS, 'tooManyPns'),
  locale: z.enum(locales).default('en'),
})

/** The successor offered for one unavailable pn of ours. */
export type CartReplacement = {
  pn: string
  successor: { pn: string; description: string; pkgQty: number; familySlug: string | null }
}

export type ReplacementsAnswer = { replacements: CartReplacement[] }

export type ReplacementsApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  env?: NodeJS.ProcessEnv
}

export function createReplacementsApi(deps: ReplacementsApiDeps) {
  const { guestAllowed } = buyerHandlers(deps)

  const post = guestAllowed(async ({ payload, buyer }, { request }) => {
    const body = await parseBody(request, replacementsRequestSchema)
    const pns = [...new Set(body.pns.map((pn) => pn.toUpperCase()))]
    const found = await replacementsFor(payload, pns)
    const successors = await pricePartsFor(
      payload,
      buyer,
      [...found.values()].map((replacement) => replacement.pn),
      { priceData: deps.priceData },
    )
    const replacements: CartReplacement[] = []
    for (const [pn, replacement] of found) {
      const part = successors.get(replacement.pn)
      if (part?.availability !== 'available') continue
      replacements.push({
        pn,
        successor: {
          pn: part.pn,
          description: body.locale === 'es' ? part.descriptionEs : part.descriptionEn,
          pkgQty: part.pkgQty,
          familySlug: part.family?.slug ?? null,
        },
      })
    }
    return json({ replacements } satisfies ReplacementsAnswer)
  })

  return { post }
}
