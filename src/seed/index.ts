import type { Payload } from 'payload'

export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs > 0
}

export async function seedDemoContent(payload: Payload): Promise<void> {
  payload.logger.info('seed: nothing yet')
}
