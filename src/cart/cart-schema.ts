/**
 * The cart's API input, one zod schema per call, shared by the browser and the server. Shapes
 * only: whether a part is sold and what quantity it takes are decided on the server from the
 * part itself (business rules §3), with codes the browser shows in the buyer's language.
 */
import { z } from 'zod'

import { hasControlCharacter } from '@/platform/control-characters'
import { locales } from '@/i18n/locales'

import { MAX_SAVED_CART_NAME } from './saved-cart-names'

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

/** `POST /api/private/hubKV` with the whole favourites list (same owner and version rules). */
export const favoritesWriteSchema = z.object({
  feature: z.literal('favorites', { error: 'unknownFeature' }),
  favorites: z.object({
    items: z.array(z.object({ pn: cartPnSchema })).max(MAX_BODY_LINES, 'favoritesFull'),
    version: z.number({ error: 'versionRequired' }).int().min(0),
  }),
})

/** `POST /api/private/hubKV`: the body names the feature it writes. */
export const hubKvWriteSchema = z.discriminatedUnion(
  'feature',
  [liveCartWriteSchema, favoritesWriteSchema],
  { error: 'unknownFeature' },
)

/** `POST /api/private/favorites`: one part more. */
export const favoritePnSchema = z.object({ pn: cartPnSchema })

/** A saved cart's name: 1 to 80 characters, spaces around it dropped, no control characters. */
export const savedCartNameSchema = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, 'nameRequired')
  .max(MAX_SAVED_CART_NAME, 'nameTooLong')
  .refine((name) => !hasControlCharacter(name), 'controlCharacters')

/** `POST /api/private/saved-carts`: the live cart (or the lines given) under a new name. */
export const saveCartSchema = z.object({
  name: savedCartNameSchema,
  items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull').optional(),
})

/** `PATCH /api/private/saved-carts/{id}`: a new name and/or new lines, at the version opened. */
export const changeSavedCartSchema = z
  .object({
    version: z.number({ error: 'versionRequired' }).int().min(1, 'versionRequired'),
    name: savedCartNameSchema.optional(),
    items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull').optional(),
  })
  .refine((body) => body.name !== undefined || body.items !== undefined, 'nothingToChange')

/** `POST /api/private/saved-carts/{id}/restore`. */
export const restoreSavedCartSchema = z.object({
  mode: z.enum(['replace', 'merge'], { error: 'invalidMode' }),
})

/** `POST /api/private/cart/lines`: add one step, or a quantity, of a part. */
export const addLineSchema = z.object({ pn: cartPnSchema, quantity: quantitySchema.optional() })

/** `PATCH /api/private/cart/lines/{pn}`: set the quantity. */
export const setLineSchema = z.object({ quantity: quantitySchema })

/** `POST /api/private/cart/add-many`: several parts at once, each added like one add. */
export const addLinesSchema = z.object({
  items: z.array(cartItemSchema).min(1, 'noLines').max(MAX_BODY_LINES, 'cartFull'),
})

/** `PUT /api/private/cart/shipping-address`: the address chosen on the cart page, or none. */
export const shippingAddressSchema = z.object({
  contactId: z.number().int().positive('invalidContact').nullable(),
})

/** `POST /api/private/cart/merge`: the guest cart, merged into the server cart at sign-in. */
export const mergeCartSchema = z.object({
  items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull'),
})

/**
 * `POST /api/public/cart/quote` (business rules §7). Without `shipping` (or a contact) it prices
 * the fees only; with an address it adds shipping and tax. `taxable` in the body is accepted
 * and ignored: a typed address is taxable, a stored contact exempt only when staff granted it
 * (§6 FIX).
 */
/** A carrier's service code (issue 39 §10); whether the carrier offers it is the quote's call. */
export const serviceCodeSchema = z
  .string()
  .trim()
  .max(60, 'methodNotOffered')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'methodNotOffered')

export const quoteRequestSchema = z
  .object({
    items: z.array(cartItemSchema).max(MAX_BODY_LINES, 'cartFull'),
    shipping: z
      .object({
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'invalidCountry'),
        state: z.string().trim().toUpperCase().max(3, 'invalidState').optional(),
        postalCode: z.string().trim().max(12, 'invalidZip').optional(),
        taxable: z.boolean().optional(),
      })
      .refine(
        (address) =>
          address.country !== 'US' ||
          address.postalCode === undefined ||
          address.postalCode === '' ||
          /^\d{5}(-?\d{4})?$/.test(address.postalCode),
        { message: 'invalidZip', path: ['postalCode'] },
      )
      .optional(),
    shippingContactId: z.number().int().positive('invalidContact').optional(),
    carrier: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'carrierNotOffered')
      .optional(),
    method: serviceCodeSchema.optional(),
    shipperNumber: z.string().trim().max(40, 'shipperNumberTooLong').optional(),
    locale: z.enum(locales).default('en'),
  })
  .refine((body) => !(body.shipping && body.shippingContactId), {
    message: 'oneAddressOnly',
    path: ['shippingContactId'],
  })
