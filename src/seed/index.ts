import type { Payload } from 'payload'

import { runDemoSeed } from './demo/run'

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

/** Loads the demo content (both languages). Run on an empty, migrated database. */
export async function seedDemoContent(payload: Payload): Promise<void> {
  await runDemoSeed(payload)
}
