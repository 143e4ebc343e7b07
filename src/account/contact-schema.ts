/**
 * The one schema for an address/contact, shared by the browser form (react-hook-form + zod
 * resolver) and the API. Pure: no framework imports.
 *
 * Error messages are message keys, translated by the form under `address.errors.<key>`; see
 * `ContactErrorKey`. The API answers 400 `{ error, fieldErrors: fieldErrorsOf(error) }`.
 *
 * Parsed output is normalized: strings trimmed, empty optional fields `null` (so writing the whole
 * output clears them), country/postal code/US-CA-MX state upper-cased, phone in E.164.
 *
 * PATCH: the state, postal code and phone are only meaningful together with the country, so a
 * patch is never validated on its own. The API does:
 *
 *   const patch = contactPatchSchema.safeParse(body)            // shape and per-field limits
 *   if (!patch.success) return 400 with fieldErrorsOf(patch.error)
 *   const result = contactSchema.safeParse(mergeContactPatch(stored, patch.data))
 *   if (!result.success) return 400 with fieldErrorsOf(result.error)
 *   save result.data                                            // the full, re-validated contact
 *
 * so changing only `addressCountry` re-checks the stored state, postal code and phone against it.
 */
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min'
import type { CountryCode } from 'libphonenumber-js/min'
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
// Namespace import: bundlers tree-shake it (~25 kB gzip); `import { z }` pulls in every locale (~91 kB).
import * as z from 'zod'

import { hasControlCharacter } from '@/platform/control-characters'

import { isKnownCountry, regionsFor } from './countries'
import { shippedZipStates, zipIsInState } from './zip-state'

/** Every message a contact validation can produce; the form translates `address.errors.<key>`. */
export const contactErrorKeys = [
  'required',
  'tooLong',
  'invalid',
  'invalidCountry',
  'invalidState',
  'invalidPostalCode',
  'zipNotInState',
  'invalidPhone',
  'phoneExtension',
] as const
export type ContactErrorKey = (typeof contactErrorKeys)[number]

export const contactLimits = {
  label: 80,
  nameFirst: 60,
  nameLast: 60,
  nameCompany: 120,
  phone1: 40,
  address1: 120,
  address2: 120,
  city: 80,
  addressState: 80,
  addressPostalCode: 20,
} as const

const key = (k: ContactErrorKey) => k
/** Missing (undefined/null) → 'required'; any other non-string/non-boolean → 'invalid'. */
const typeError = (issue: { input?: unknown }) => key(issue.input == null ? 'required' : 'invalid')

/** Typed text: a NUL or other control character is refused, never stored cut short. */
const typedText = () =>
  z
    .string({ error: typeError })
    .trim()
    .refine((text) => !hasControlCharacter(text), key('invalid'))

const requiredText = (max: number) => typedText().min(1, key('required')).max(max, key('tooLong'))

/** Optional text: absent, null and '' (after trimming) all come out as null. */
const optionalText = (max: number, upperCase = false) => {
  const base = typedText()
  return (upperCase ? base.toUpperCase() : base)
    .max(max, key('tooLong'))
    .nullish()
    .transform((value) => value || null)
}

const contactFields = z.object(
  {
    label: optionalText(contactLimits.label),
    nameFirst: requiredText(contactLimits.nameFirst),
    nameLast: requiredText(contactLimits.nameLast),
    nameCompany: optionalText(contactLimits.nameCompany),
    /** Validated against the country below; comes out in E.164 ('+14125550134'). */
    phone1: requiredText(contactLimits.phone1),
    address1: requiredText(contactLimits.address1),
    address2: optionalText(contactLimits.address2),
    city: requiredText(contactLimits.city),
    /** A code from `regionsFor(country)` for US, CA, MX (required); free text elsewhere. */
    addressState: optionalText(contactLimits.addressState),
    /** ISO 3166-1 alpha-2, one of `countryOptions()`. */
    addressCountry: z
      .string({ error: typeError })
      .trim()
      .toUpperCase()
      .min(1, { error: key('required'), abort: true })
      .refine(isKnownCountry, key('invalidCountry')),
    /** Required and checked where postcode-validator knows the country's format. */
    addressPostalCode: optionalText(contactLimits.addressPostalCode, true),
    taxable: z.boolean({ error: key('invalid') }).default(true),
  },
  { error: key('invalid') },
)

type ContactKey = keyof z.input<typeof contactFields>
const contactKeys = Object.keys(contactFields.shape) as ContactKey[]

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** State, postal code and phone depend on the country: checked once the country is known. */
function checkAgainstCountry(
  value: z.output<typeof contactFields>,
  ctx: z.RefinementCtx<z.output<typeof contactFields>>,
) {
  // With `when` below this also runs when another field failed to parse, so read defensively.
  const country = text(value.addressCountry)
  const failed = (field: ContactKey) => ctx.issues.some((issue) => issue.path?.[0] === field)
  const fail = (field: ContactKey, message: ContactErrorKey) =>
    ctx.addIssue({ code: 'custom', path: [field], message })

  const regions = regionsFor(country)
  const state = text(value.addressState).toUpperCase()
  if (regions && !failed('addressState')) {
    if (!state) fail('addressState', 'required')
    else if (!regions.some((region) => region.code === state)) fail('addressState', 'invalidState')
  }

  const postalCode = text(value.addressPostalCode)
  if (postcodeValidatorExistsForCountry(country) && !failed('addressPostalCode')) {
    if (!postalCode) fail('addressPostalCode', 'required')
    else if (!postcodeValidator(postalCode, country)) {
      fail('addressPostalCode', 'invalidPostalCode')
    } else if (
      country === 'US' &&
      !failed('addressState') &&
      !zipIsInState(postalCode, state, shippedZipStates())
    ) {
      // the quote refuses it (§5): saying so here keeps it out of the address book
      fail('addressPostalCode', 'zipNotInState')
    }
  }

  // A national number is read in the address country's plan; an international one (+44 …) is
  // accepted if valid in its own country (a Mexican site may list a US mobile).
  const phone = text(value.phone1)
  if (phone && !failed('phone1')) {
    if (!isValidPhoneNumber(phone, country as CountryCode)) fail('phone1', 'invalidPhone')
    // E.164 has no extension: refuse rather than silently drop what the user typed.
    else if (parsePhoneNumberWithError(phone, country as CountryCode).ext) {
      fail('phone1', 'phoneExtension')
    }
  }
}

/** The full contact (POST, and the merged result of a PATCH). */
export const contactSchema = contactFields
  .superRefine(checkAgainstCountry, {
    // Run even when an unrelated field is missing, so one submit shows every error.
    when: (payload) => {
      const country = (payload.value as { addressCountry?: unknown } | null)?.addressCountry
      return typeof country === 'string' && isKnownCountry(country)
    },
  })
  .transform((contact) => {
    const country = contact.addressCountry as CountryCode
    const phone1: string = parsePhoneNumberWithError(contact.phone1, country).number
    const addressState =
      regionsFor(country) && contact.addressState
        ? contact.addressState.toUpperCase()
        : contact.addressState
    return { ...contact, phone1, addressState }
  })

/**
 * Shape and per-field limits of a PATCH body; omitted fields stay omitted (no defaults). Never save
 * its output directly: merge it with `mergeContactPatch` and validate with `contactSchema`.
 */
export const contactPatchSchema = contactFields
  .extend({ taxable: z.boolean({ error: key('invalid') }) }) // no default: absent stays absent
  .partial()

export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
export type ContactPatch = z.output<typeof contactPatchSchema>

/**
 * The input to validate with `contactSchema` for a PATCH: the stored contact's fields, overridden
 * by every field the patch sets (`null` in the patch clears an optional field). Stored `null`s
 * count as absent, so defaults apply. Other keys of either object (id, customer, …) are dropped.
 */
export function mergeContactPatch(
  stored: { readonly [K in ContactKey]?: unknown },
  patch: { readonly [K in ContactKey]?: unknown },
): { [K in ContactKey]?: unknown } {
  const merged: { [K in ContactKey]?: unknown } = {}
  for (const field of contactKeys) {
    const value = patch[field] !== undefined ? patch[field] : (stored[field] ?? undefined)
    if (value !== undefined) merged[field] = value
  }
  return merged
}

/** Message keys per field, as the API answers them; one implementation for every schema. */
export { fieldErrorsOf } from '@/platform/http'
