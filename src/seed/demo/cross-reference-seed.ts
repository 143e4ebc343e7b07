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
  const outcome = await runCrossReferenceImport(
    payload,
    { csvText: crossReferenceCsv(demoCrossReferences(pns)) },
    // the seed refreshes the catalogue's caches once at the end
    { refresh: false },
  )
  if (!outcome.ok) throw new Error(`demo cross-references rejected:\n${outcome.report}`)
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
  return { rows: outcome.rows, makers: outcome.makers, discontinued }
}
