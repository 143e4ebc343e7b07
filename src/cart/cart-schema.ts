/**
 * The cart's API input, one zod schema per call, shared by the browser and the server. Shapes
 * only: whether a part is sold and what quantity it takes are decided on the server from the
 * part itself (business rules §3), with codes the browser shows in the buyer's language.
 */
import { z } from 'zod'

/** A part number as typed in a body: trimmed and upper-cased; the catalogue's alphabet only. */
export const cartPnSchema = z
  .string()
  .trim()
  .min(1, 'missingPartNumber')
  .max(64, 'invalidPartNumber')
  .transform((pn) => pn.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9.-]*$/, 'invalidPartNumber'))

/** Any number: the quantity rule refuses zero, negatives, fractions and too much with its own codes. */
const quantitySchema = z.number({ error: 'quantityNotWhole' })

export const cartItemSchema = z.object({ pn: cartPnSchema, quantity: quantitySchema })
export type CartItemInput = z.output<typeof cartItemSchema>

const contactIdSchema = z.number().int().positive().nullable().optional()

/** Room for a cart of 500 lines sent with some duplicates; the line limit itself is a rule. */
const MAX_BODY_LINES = 1000

/** `POST /api/private/hubKV` with the whole live cart (business rules §S7; owner from the session only). */
export const liveCartWriteSchema = z.object({
  feature: z.literal('liveCart', { error: 'unknownFeature' }),
  liveCart: z.object({
    cartItems: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull'),
    selectedBillingId: contactIdSchema,
    selectedShippingId: contactIdSchema,
    version: z.number({ error: 'versionRequired' }).int().min(0),
  }),
})

/** `POST /api/private/cart/lines`: add one step, or a quantity, of a part. */
export const addLineSchema = z.object({ pn: cartPnSchema, quantity: quantitySchema.optional() })

/** `PATCH /api/private/cart/lines/{pn}`: set the quantity. */
export const setLineSchema = z.object({ quantity: quantitySchema })

/** `POST /api/private/cart/add-many`: several parts at once, each added like one add. */
export const addLinesSchema = z.object({
  items: z.array(cartItemSchema).min(1, 'noLines').max(MAX_BODY_LINES, 'cartFull'),
})

/** `POST /api/private/cart/merge`: the guest cart, merged into the server cart at sign-in. */
export const mergeCartSchema = z.object({
  items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull'),
})

/** `POST /api/public/cart/quote` (fees only until an address is chosen). */
export const quoteRequestSchema = z.object({
  items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull'),
  shipping: z
    .object({
      country: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'invalidCountry'),
    })
    .optional(),
  locale: z.enum(['en', 'es']).default('en'),
})
