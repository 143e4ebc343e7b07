/**
 * The buyer's profile form and `PATCH /api/private/user` body (business rules §S5, §7):
 * names trimmed and required, an optional new e-mail (confirmed by a code),
 * and the default shipping and billing addresses. Errors are message keys
 * under `account.errors`.
 */
import { z } from 'zod'

import { hasControlCharacter } from '@/platform/control-characters'

const name = z
  .string()
  .trim()
  .min(1, 'required')
  .max(60, 'tooLong')
  .refine((text) => !hasControlCharacter(text), 'controlCharacters')

export const fullNameSchema = z.object({ nameFirst: name, nameLast: name })
export type FullNameInput = z.input<typeof fullNameSchema>

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('invalidEmail'))

export const profilePatchSchema = z
  .object({
    nameFirst: name.optional(),
    nameLast: name.optional(),
    email: emailSchema.optional(),
    /** The language of the buyer's e-mails. */
    locale: z.enum(['en', 'es'], { error: 'invalidLocale' }).optional(),
    shippingContactId: z.number().int().positive().nullable().optional(),
    billingContactId: z.number().int().positive().nullable().optional(),
  })
  .strict()
export type ProfilePatch = z.output<typeof profilePatchSchema>

export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'invalidCode')

export const emailChangeSchema = z.object({ email: emailSchema, code: codeSchema })

/** The e-mail step of the login form. */
export const signInEmailSchema = z.object({ email: emailSchema })
