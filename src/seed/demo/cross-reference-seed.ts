/**
 * The demo cross-reference table and discontinued parts (issue 41), after the catalogue: the
 * table goes through the import as a staff upload would (its checks, one transaction), and each
 * discontinued part is saved through Payload, so the successor check runs on it.
 */
import type { Payload } from 'payload'

import { runCrossReferenceImport } from '@/cross-reference/import'

import { crossReferenceCsv, demoCrossReferences, demoSuccessors } from './cross-references'

export async function seedCrossReferences(
  payload: Payload,
  pns: ReadonlySet<string>,
): Promise<{ rows: number; makers: number; discontinued: number }> {
  const table = demoCrossReferences(pns)
  let rows = 0
  let makers = 0
  // a small catalogue (`--parts 40`) may hold none of the table's parts: the import refuses an
  // empty file, and there is nothing to import
  if (table.length > 0) {
    const outcome = await runCrossReferenceImport(
      payload,
      { csvText: crossReferenceCsv(table) },
      // the seed refreshes the catalogue's caches once at the end
      { refresh: false },
    )
    if (!outcome.ok) throw new Error(`demo cross-references rejected:\n${outcome.report}`)
    rows = outcome.rows
    makers = outcome.makers
  }
  let discontinued = 0
  for (const { pn, successor } of demoSuccessors) {
    if (!pns.has(pn) || !pns.has(successor)) continue
    await payload.update({
      collection: 'parts',
      where: { pn: { equals: pn } },
      data: { available: false, successor },
      overrideAccess: true,
      depth: 0,
    })
    discontinued++
  }
  return { rows, makers, discontinued }
}
