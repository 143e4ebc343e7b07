/**
 * Checks on the pricing data staff edit in the admin (business rules §1, §2.4): what an import
 * refuses, the admin refuses too, with a message in the admin's language, instead of saving a
 * value the price lookup would then skip. The rules themselves are the pure ones in
 * `src/pricing/price.ts`; these adapt them to Payload's field `validate` signature.
 */
import type { Validate } from 'payload'

type Bilingual = { en: string; es: string }

/** The staff member's admin language (Payload's i18n), English unless it is Spanish. */
function say(req: { i18n?: { language?: string } } | undefined, message: Bilingual): string {
  return req?.i18n?.language === 'es' ? message.es : message.en
}

/** Price-list entry value: a dollar amount ≥ 0 for Actual, a percentage 0–100 for % Discount. */
export const validateEntryValue: Validate<number | null | undefined> = (
  value,
  { siblingData, req },
) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return say(req, { en: 'Enter a number.', es: 'Escriba un número.' })
  }
  const valueType = (siblingData as { valueType?: unknown } | undefined)?.valueType
  if (valueType === '% Discount' && (value < 0 || value > 100)) {
    return say(req, {
      en: `A discount must be between 0 and 100 %; ${value} % is not.`,
      es: `Un descuento debe estar entre 0 y 100 %; ${value} % no lo está.`,
    })
  }
  if (valueType === 'Actual' && value < 0) {
    return say(req, {
      en: `An actual price cannot be negative (${value}).`,
      es: `Un precio real no puede ser negativo (${value}).`,
    })
  }
  return true
}

/** An entry prices either one part number or one discount schedule: exactly one of the two. */
export const validateEntryTarget: Validate<string | null | undefined> = (
  _value,
  { siblingData, req },
) => {
  const sibling = (siblingData ?? {}) as { pn?: unknown; schedule?: unknown }
  const filled = (field: unknown) => typeof field === 'string' && field.trim() !== ''
  const pn = filled(sibling.pn)
  const schedule = filled(sibling.schedule)
  if (pn && schedule) {
    return say(req, {
      en: 'Fill in either the part number or the schedule, not both.',
      es: 'Indique el número de parte o la escala, no ambos.',
    })
  }
  if (!pn && !schedule) {
    return say(req, {
      en: 'Fill in the part number or the schedule this entry prices.',
      es: 'Indique el número de parte o la escala que valora esta entrada.',
    })
  }
  return true
}

/** A series prefix: not blank, and no other series with the same prefix in any letter case. */
export const validateSeriesPrefix: Validate<string | null | undefined> = async (
  value,
  { req, id },
) => {
  const prefix = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (prefix === '') {
    return say(req, {
      en: 'A series needs its part-number prefix.',
      es: 'Una serie necesita su prefijo de número de parte.',
    })
  }
  if (!/^[A-Z0-9][A-Z0-9.-]*$/.test(prefix)) {
    return say(req, {
      en: 'A prefix holds letters, digits, "-" and "." only.',
      es: 'Un prefijo solo lleva letras, dígitos, "-" y ".".',
    })
  }
  if (!req?.payload) return true
  const { docs } = await req.payload.find({
    collection: 'series',
    where: {
      and: [
        { title: { in: [prefix, value?.trim() ?? prefix, prefix.toLowerCase()] } },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs.length > 0) {
    return say(req, {
      en: `Another series already has the prefix ${prefix}.`,
      es: `Otra serie ya tiene el prefijo ${prefix}.`,
    })
  }
  return true
}
