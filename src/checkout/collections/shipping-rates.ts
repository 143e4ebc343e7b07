import type { GlobalConfig, Validate } from 'payload'

import { sales } from '@/platform/access'

import { forgetQuoteTablesHook } from '../quote-tables'
import { bandRowsOf, checkRateBands, problemText, type BandFields } from '../shipping-data'
import { staffLanguage } from './staff-language'

/** The whole table at once: contiguous bands from 0.01, the last one open, no negatives. */
const validateBands: Validate<unknown[] | null | undefined> = (value, { req }) => {
  const problems = checkRateBands(bandRowsOf(value as BandFields[] | null | undefined))
  if (problems.length === 0) return true
  const language = staffLanguage(req)
  return problems.map((problem) => problemText(problem, language)).join(' ')
}

const amount = (name: string, en: string, es: string, required = true) => ({
  name,
  type: 'number' as const,
  required,
  min: 0,
  label: { en, es },
  admin: { step: 0.01 },
})

/**
 * The default carrier's rate bands (spec §S3 shipping rate band, business rules §5): by the
 * subtotal of the normal products, a charge per method, and the distributors' ground column.
 * Edited as one table so that the bands always join up.
 */
export const ShippingRates: GlobalConfig = {
  slug: 'shipping-rates',
  label: { en: 'Shipping rate bands', es: 'Tarifas de envío por rango' },
  admin: { group: { en: 'Shipping & tax', es: 'Envío e impuestos' } },
  // the quote reads them through the Local API; a buyer sees only the shipping charge
  access: { read: sales, update: sales },
  // the quote API keeps the bands in memory until they change
  hooks: { afterChange: [forgetQuoteTablesHook] },
  fields: [
    {
      name: 'bands',
      type: 'array',
      label: { en: 'Bands (US dollars)', es: 'Rangos (dólares)' },
      admin: {
        description: {
          en: 'By the subtotal of normal products, inclusive. The first band starts at 0.01, each next one a cent after the previous ends, and the last has no maximum.',
          es: 'Según el subtotal de los productos normales, inclusive. El primer rango empieza en 0.01, cada uno un centavo después de donde termina el anterior, y el último no tiene máximo.',
        },
      },
      validate: validateBands,
      fields: [
        {
          type: 'row',
          fields: [
            amount('min', 'From', 'Desde'),
            amount('max', 'To (empty: and above)', 'Hasta (vacío: en adelante)', false),
            amount('ground', 'Ground', 'Terrestre'),
            amount('groundDist', 'Ground, distributors', 'Terrestre, distribuidores'),
            amount('air2day', '2nd Day', '2 días'),
            amount('air1day', 'Overnight', 'Día siguiente'),
          ],
        },
      ],
    },
  ],
}
