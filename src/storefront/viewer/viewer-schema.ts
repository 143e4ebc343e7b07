/** The viewer call's body, checked on the server (`viewer-answer.ts` has its types). */
import { z } from 'zod'

import { partNumberSchema } from '@/catalog/price-api'

import { MAX_VIEWER_PNS, viewerWants } from './viewer-answer'

export const viewerRequestSchema = z.strictObject({
  want: z
    .array(z.enum(viewerWants, { error: 'unknownWant' }))
    .min(1, 'nothingWanted')
    .max(viewerWants.length, 'nothingWanted'),
  pns: z.array(partNumberSchema).max(MAX_VIEWER_PNS, 'tooManyPartNumbers').default([]),
})
