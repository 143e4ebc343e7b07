/**
 * The contact form's fields (issue 22), the one schema the form and `POST /api/public/contact`
 * both check. Errors are message keys under `contactForm.errors`. Pure: zod only.
 */
import { z } from 'zod'

import { emailSchema } from '@/account/profile-schema'
import { hasControlCharacter } from '@/platform/control-characters'
import { locales } from '@/i18n/locales'

// a NUL or another control character is refused, not passed on into the staff's mail (issue 38, item 11)
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine((value) => !hasControlCharacter(value), 'controlCharacters')

export const contactMessageLimits = { name: 100, company: 150, phone: 40, message: 5000 } as const

export const contactMessageSchema = z.object({
  name: text(contactMessageLimits.name),
  company: text(contactMessageLimits.company),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(contactMessageLimits.phone, 'tooLong')
    // digits with the usual separators, at least 7 digits: enough to call back
    .refine(
      (value) => value === '' || /^\+?[\d\s().\-/]*(?:(?:ext\.?|x)\s*\d+)?$/i.test(value),
      'invalidPhone',
    )
    .refine((value) => value === '' || (value.match(/\d/g) ?? []).length >= 7, 'invalidPhone')
    .optional()
    .default(''),
  message: z
    .string()
    .trim()
    .min(1, 'required')
    .min(10, 'tooShort')
    .max(contactMessageLimits.message, 'tooLong')
    .refine((value) => !hasControlCharacter(value), 'controlCharacters'),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

/** The request body: the fields and the page's language (the mail says which site it came from). */
export const contactRequestSchema = contactMessageSchema.extend({
  locale: z.enum(locales).default('en'),
})
