/**
 * A money field of the admin: stored as integer cents (the column and the API keep cents),
 * shown and typed in dollars with two decimals (`admin/money-input.tsx`), listed as dollars
 * (`admin/money-cell.tsx`). A value that is not whole cents (13.95 sent as cents, -1, NaN) is
 * refused with the same words the input says, so no price the shop cannot charge is saved.
 */
import type { NumberField } from 'payload'

import { toLocale } from '@/i18n/locales'

import { dollarsProblemText, isStoredCents } from './dollars-input'

type Label = { en: string; es: string }

/** How the admin shows a cents field: typed in dollars, listed as dollars. */
export const moneyAdminComponents = () => ({
  Field: '@/platform/admin/money-input#MoneyInput',
  Cell: '@/platform/admin/money-cell#MoneyCell',
})

export function moneyField(options: {
  name: string
  label: Label
  required?: boolean
  defaultValue?: number
  description?: Label
  readOnly?: boolean
  index?: boolean
}): NumberField {
  const required = options.required ?? false
  return {
    name: options.name,
    type: 'number',
    label: options.label,
    required,
    ...(options.index ? { index: true } : {}),
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
    validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) => {
      if ((value === null || value === undefined) && !required) return true
      if (isStoredCents(value)) return true
      return dollarsProblemText('stored', toLocale(req?.i18n?.language))
    },
    admin: {
      ...(options.readOnly ? { readOnly: true } : {}),
      ...(options.description ? { description: options.description } : {}),
      components: moneyAdminComponents(),
    },
  }
}
