import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Pages read content through Payload's Local API, never over HTTP to themselves. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
