/**
 * `POST /api/public/cart/quick-order`: pasted or uploaded `pn quantity` lines, each reported
 * (business rules §3): ready with its quantity, rounded up to the package, unknown with
 * suggestions, ambiguous with the candidates, unavailable, or a quantity it cannot read. It
 * writes nothing: the browser adds the ready lines to its cart (a guest's lives there). Parts
 * of a non-public series answer exactly like unknown ones. Another maker's pn resolves to ours
 * through the cross-reference table, and a part no longer sold offers its successor (§11,
 * `bom-lines.ts`); lines the buyer must confirm are answered but left out of `items`. However
 * long the paste, the table, the successors and the prices are each read once.
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
import type { PricedPart } from '@/catalog/price-parts'
import { equivalentsFor } from '@/cross-reference/lookup'
import type { MatchKind } from '@/cross-reference/matches'
import { replacementsFor } from '@/cross-reference/successor-store'
import { json, parseBody } from '@/platform/http'
import { locales } from '@/i18n/locales'

import { resolveBomLine, type BomPart } from './bom-lines'
import { parseQuickOrder, type QuickOrderProblem } from './quick-order'

/** Room for 1,000 lines of a wide spreadsheet row each. */
const MAX_TEXT = 200_000
/** Unknown lines get suggestions from the search, up to this many lines per request. */
const SUGGESTED_LINES = 25

export const quickOrderRequestSchema = z.object({
  text: z.string({ error: 'missingText' }).max(MAX_TEXT, 'textTooLong'),
  locale: z.enum(locales).default('en'),
})

export type QuickOrderStatus =
  | 'ok'
  | 'rounded'
  | 'unknown'
  | 'ambiguous'
  | 'unavailable'
  | 'replaced'
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
  /** The other maker's pn the line was resolved through (§11), the note in the asked language. */
  equivalent?: { maker: string; theirPn: string; match: MatchKind; note: string }
  /** Status `replaced`: our pn no longer sold that `pn` (its successor) stands in for. */
  replacedPn?: string
  /** Added only once the buyer confirms it (similar, functional, a successor). */
  confirm?: boolean
  /** Every part the line adds (a kit adds several), with what the cart needs for its rule. */
  adds?: QuickOrderAdd[]
}

export type QuickOrderAdd = {
  pn: string
  quantity: number
  requested: number
  description: string
  pkgQty: number
  familySlug: string | null
}

export type QuickOrderAnswer = {
  lines: QuickOrderAnswerLine[]
  problems: QuickOrderProblem[]
  /** The lines that can go into the cart without confirmation, as `{ pn, quantity }`. */
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
    // texts that are none of ours may be another maker's: one read of the table for all
    const equivalents = await equivalentsFor(
      payload,
      resolved.flatMap(({ line, found }) => (found.kind === 'unknown' ? [line.pnText] : [])),
    )
    const ours = new Set<string>()
    for (const { line, found } of resolved) {
      if (found.kind === 'exact' || found.kind === 'match') ours.add(found.pn)
      for (const entry of equivalents.get(line.pnText) ?? []) {
        if (entry.match === 'kit') entry.parts.forEach((part) => ours.add(part.pn))
        else ours.add(entry.pn)
      }
    }
    const price = (wanted: readonly string[]) =>
      pricePartsFor(payload, buyer, wanted, { priceData: deps.priceData })
    const [parts, replacements] = await Promise.all([
      price([...ours]),
      replacementsFor(payload, [...ours]),
    ])
    const successors = [...new Set([...replacements.values()].map((found) => found.pn))].filter(
      (pn) => !parts.has(pn),
    )
    if (successors.length > 0) for (const [pn, part] of await price(successors)) parts.set(pn, part)

    const factsOf = (pn: string) => {
      const priced: PricedPart | undefined = parts.get(pn)
      return priced && 'descriptionEn' in priced ? priced : null
    }
    const lookup = {
      part: (pn: string): BomPart | undefined => {
        const part = factsOf(pn)
        if (!part) return undefined
        return {
          pn: part.pn,
          available: part.availability === 'available',
          rule: quantityRule({ pkgQty: part.pkgQty, family: part.family?.slug }),
        }
      },
      replacement: (pn: string) => replacements.get(pn)?.pn,
    }
    const detailsOf = (pn: string) => {
      const part = factsOf(pn)
      return part
        ? {
            pn: part.pn,
            description: body.locale === 'es' ? part.descriptionEs : part.descriptionEn,
            pkgQty: part.pkgQty,
            familySlug: part.family?.slug ?? null,
          }
        : { pn }
    }
    const search = createSearch(payload)
    let suggested = 0

    const lines: QuickOrderAnswerLine[] = []
    const items: QuickOrderAnswer['items'] = []
    for (const { line, found } of resolved) {
      const base = { lineNumbers: line.lineNumbers, pnText: line.pnText }
      const outcome = resolveBomLine(line, found, equivalents.get(line.pnText) ?? [], lookup)
      switch (outcome.kind) {
        case 'ambiguous':
          lines.push({ ...base, status: 'ambiguous', candidates: outcome.pns })
          continue
        case 'unknown': {
          let suggestions: string[] = []
          if (suggested < SUGGESTED_LINES && line.key.length >= 2) {
            suggested += 1
            const results = await search.search({ q: line.pnText, locale: body.locale, limit: 3 })
            suggestions = results.parts.map((hit) => hit.pn).slice(0, 3)
          }
          lines.push({ ...base, status: 'unknown', suggestions })
          continue
        }
        case 'unavailable':
          lines.push({ ...base, ...detailsOf(outcome.pn), status: 'unavailable' })
          continue
        case 'refused':
          lines.push({
            ...base,
            ...detailsOf(outcome.pn),
            status: outcome.code,
            requested: outcome.requested,
          })
          continue
      }
      const adds = outcome.adds.map((add) => ({
        description: '',
        pkgQty: 1,
        familySlug: null,
        ...detailsOf(add.pn),
        pn: add.pn,
        quantity: add.quantity,
        requested: add.requested,
      }))
      const [only] = adds
      const equivalent = outcome.equivalent
      lines.push({
        ...base,
        ...(adds.length === 1 && only ? only : {}),
        status: outcome.replacedPn
          ? 'replaced'
          : outcome.adds.some((add) => add.rounded)
            ? 'rounded'
            : 'ok',
        adds,
        confirm: outcome.confirm,
        ...(outcome.replacedPn ? { replacedPn: outcome.replacedPn } : {}),
        ...(equivalent
          ? {
              equivalent: {
                maker: equivalent.maker,
                theirPn: equivalent.theirPn,
                match: equivalent.match,
                note: body.locale === 'es' ? equivalent.note.es : equivalent.note.en,
              },
            }
          : {}),
        ...(outcome.alternatives.length > 0 ? { candidates: outcome.alternatives } : {}),
      })
      if (!outcome.confirm) {
        for (const add of adds) items.push({ pn: add.pn, quantity: add.quantity })
      }
    }
    return json({ lines, problems: parsed.problems, items } satisfies QuickOrderAnswer)
  })

  return { post }
}

export type QuickOrderApi = ReturnType<typeof createQuickOrderApi>
