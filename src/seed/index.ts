import type { Payload } from 'payload'

import { runDemoSeed } from './demo/run'

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

/**
 * Loads the demo content (both languages) and the demo catalogue (`parts`: how many parts,
 * default 2,400). Run on an empty, migrated database.
 */
export async function seedDemoContent(
  payload: Payload,
  options: { parts?: number } = {},
): Promise<void> {
  await runDemoSeed(payload, options)
}
