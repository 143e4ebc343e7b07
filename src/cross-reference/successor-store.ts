/**
 * Successors of discontinued parts, for many pns at once (business rules §11): the parts along
 * every chain are read a level at a time (one statement per level, chains are a few long), and
 * the pure rule (`catalog/successors.ts`) decides what is offered. Search, the part page, the
 * cart, saved carts, favourites, reorder and quick order ask here.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { listingRule, loadSeries } from '@/catalog/catalog-data'
import {
  maxChainLength,
  replacementFor,
  type Replacement,
  type SuccessorFacts,
} from '@/catalog/successors'
import { dbFor, list } from '@/platform/sql'

type PartRow = { pn: string; available: boolean | number | null; successor: string | null }

/** The facts of the parts along the chains from `pns` (the starting parts included). */
async function chainFacts(
  payload: Payload,
  pns: readonly string[],
  listed: (pn: string) => boolean,
): Promise<Map<string, SuccessorFacts>> {
  const db = await dbFor(payload)
  const facts = new Map<string, SuccessorFacts>()
  let wanted = [...new Set(pns)]
  for (let level = 0; wanted.length > 0 && level <= maxChainLength + 1; level++) {
    const rows = await db.rows<PartRow>(
      sql`SELECT "pn", "available", "successor" FROM "parts" WHERE "pn" IN (${list(wanted)})`,
    )
    const next = new Set<string>()
    for (const row of rows) {
      // the starting parts: only the unavailable ones with a successor lead anywhere
      const available = row.available === true || row.available === 1 || row.available === null
      facts.set(row.pn, {
        pn: row.pn,
        available,
        listed: listed(row.pn),
        successor: row.successor || null,
      })
      if (!available && row.successor && !facts.has(row.successor)) next.add(row.successor)
    }
    wanted = [...next].filter((pn) => !facts.has(pn))
  }
  return facts
}

/**
 * The replacement offered for each of these pns of ours that has one (an unavailable part of a
 * public series whose chain ends at an available listed part), by pn. Pns that have none are
 * left out.
 */
export async function replacementsFor(
  payload: Payload,
  pns: readonly string[],
): Promise<Map<string, Replacement>> {
  const found = new Map<string, Replacement>()
  if (pns.length === 0) return found
  const listed = listingRule(await loadSeries(payload))
  const facts = await chainFacts(payload, pns, listed)
  for (const pn of new Set(pns)) {
    const replacement = replacementFor(pn, (each) => facts.get(each))
    if (replacement) found.set(pn, replacement)
  }
  return found
}
