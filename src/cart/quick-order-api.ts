/**
 * `POST /api/public/cart/quick-order`: pasted or uploaded `pn quantity` lines, each reported
 * (business rules §3): ready with its quantity, rounded up to the package, unknown with
 * suggestions, ambiguous with the candidates, unavailable, or a quantity it cannot read. It
 * writes nothing: the browser adds the ready lines to its cart (a guest's lives there). Parts
 * of a non-public series answer exactly like unknown ones.
 */
import type { Payload } from 'payload'
import { z } from 'zod'

import type { ShopAuth } from '@/account/auth'
import { buyerHandlers } from '@/account/context/handlers'
import { refuse } from '@/account/context/refusals'
import { listingRule, loadSeries, type PriceData } from '@/catalog/catalog-data'
import { createPnIndex } from '@/catalog/part-number'
import { pricePartsFor } from '@/catalog/price-parts'
import { quantityRule } from '@/catalog/quantity'
import { createSearch } from '@/catalog/search/index'
import { json, parseBody } from '@/platform/http'

import { parseQuickOrder, quickOrderQuantity, type QuickOrderProblem } from './quick-order'

/** Room for 1,000 lines of a wide spreadsheet row each. */
const MAX_TEXT = 200_000
/** Unknown lines get suggestions from the search, up to this many lines per request. */
const SUGGESTED_LINES = 25

export const quickOrderRequestSchema = z.object({
  text: z.string({ error: 'missingText' }).max(MAX_TEXT, 'textTooLong'),
  locale: z.enum(['en', 'es']).default('en'),
})

export type QuickOrderStatus =
  | 'ok'
  | 'rounded'
  | 'unknown'
  | 'ambiguous'
  | 'unavailable'
  | 'quantityNotWhole'
  | 'quantityNotPositive'
  | 'quantityTooLarge'

export type QuickOrderAnswerLine = {
  lineNumbers: number[]
  pnText: string
  status: QuickOrderStatus
  pn?: string
  /** What goes into the cart (after rounding up to whole packs). */
  quantity?: number
  /** What was asked: the typed quantities summed, plus one pack per line without one. */
  requested?: number
  candidates?: string[]
  suggestions?: string[]
  description?: string
  pkgQty?: number
  familySlug?: string | null
}

export type QuickOrderAnswer = {
  lines: QuickOrderAnswerLine[]
  problems: QuickOrderProblem[]
  /** The lines that can go into the cart, as `{ pn, quantity }`. */
  items: { pn: string; quantity: number }[]
}

export type QuickOrderApiDeps = {
  payload: () => Promise<Payload>
  auth: () => Promise<ShopAuth>
  priceData?: (listName: string) => Promise<PriceData>
  /** Every listed part number (public series); the app binds a cached reader. */
  listedPns?: (payload: Payload) => Promise<string[]>
  env?: NodeJS.ProcessEnv
}

/** Every part number of a public series (sold or not), read in one query. */
export async function loadListedPns(payload: Payload): Promise<string[]> {
  const [series, { docs }] = await Promise.all([
    loadSeries(payload),
    payload.find({
      collection: 'parts',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { pn: true },
    }),
  ])
  const listed = listingRule(series)
  return docs.map((doc) => doc.pn).filter(listed)
}

export function createQuickOrderApi(deps: QuickOrderApiDeps) {
  const { guestAllowed } = buyerHandlers(deps)

  const post = guestAllowed(async ({ payload, buyer }, { request }) => {
    const body = await parseBody(request, quickOrderRequestSchema)
    const parsed = parseQuickOrder(body.text)
    if (!parsed.ok) {
      throw refuse('quickOrderTooLong', {
        values: { max: parsed.maxLines },
        extra: { fieldErrors: { text: [parsed.code] }, maxLines: parsed.maxLines },
      })
    }
    const pns = await (deps.listedPns ?? loadListedPns)(payload)
    const index = createPnIndex(pns)
    const resolved = parsed.lines.map((line) => ({ line, found: index.resolve(line.pnText) }))
    const pnsToPrice = resolved.flatMap(({ found }) =>
      found.kind === 'exact' || found.kind === 'match' ? [found.pn] : [],
    )
    const parts = await pricePartsFor(payload, buyer, pnsToPrice, { priceData: deps.priceData })
    const search = createSearch(payload)
    let suggested = 0

    const lines: QuickOrderAnswerLine[] = []
    const items: QuickOrderAnswer['items'] = []
    for (const { line, found } of resolved) {
      const base = { lineNumbers: line.lineNumbers, pnText: line.pnText }
      if (found.kind === 'ambiguous') {
        lines.push({ ...base, status: 'ambiguous', candidates: found.pns })
        continue
      }
      const priced = found.kind === 'unknown' ? undefined : parts.get(found.pn)
      const part = priced && 'descriptionEn' in priced ? priced : null
      if (!part) {
        let suggestions: string[] = []
        if (suggested < SUGGESTED_LINES && line.key.length >= 2) {
          suggested += 1
          const results = await search.search({ q: line.pnText, locale: body.locale, limit: 3 })
          suggestions = results.parts.map((hit) => hit.pn).slice(0, 3)
        }
        lines.push({ ...base, status: 'unknown', suggestions })
        continue
      }
      const details = {
        pn: part.pn,
        description: body.locale === 'es' ? part.descriptionEs : part.descriptionEn,
        pkgQty: part.pkgQty,
        familySlug: part.family?.slug ?? null,
      }
      if (part.availability === 'unavailable') {
        lines.push({ ...base, ...details, status: 'unavailable' })
        continue
      }
      const rule = quantityRule({ pkgQty: part.pkgQty, family: part.family?.slug })
      const requested = (line.quantity ?? 0) + line.packages * rule.step
      const kept = quickOrderQuantity(line, rule)
      if (!kept.ok) {
        lines.push({ ...base, ...details, status: kept.code, requested })
        continue
      }
      lines.push({
        ...base,
        ...details,
        status: kept.rounded ? 'rounded' : 'ok',
        quantity: kept.quantity,
        requested,
      })
      items.push({ pn: part.pn, quantity: kept.quantity })
    }
    return json({ lines, problems: parsed.problems, items } satisfies QuickOrderAnswer)
  })

  return { post }
}

export type QuickOrderApi = ReturnType<typeof createQuickOrderApi>
