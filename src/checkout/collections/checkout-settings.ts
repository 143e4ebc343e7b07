import type { Field, GlobalConfig, NumberField, Validate } from 'payload'

import { adminOnlyField, sales } from '@/platform/access'

import { recipientList } from '../orders/order-rules'
import { forgetQuoteTablesHook } from '../quote-tables'
import { checkTaxRules, problemText } from '../shipping-data'
import { staffLanguage } from './staff-language'

type Label = { en: string; es: string }

/**
 * Fields only an admin changes (DOMAIN §10): the order notices and the reps. Sales may update
 * this global for its shipping and tax tab; what they send for these is not saved.
 */
const adminChanges = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && field.type !== 'ui'
      ? ({
          ...field,
          access: { ...(field as { access?: object }).access, update: adminOnlyField },
        } as Field)
      : field,
  )

/** A dollar amount staff type (two decimals at most); the quote reads it as exact cents. */
const money = (name: string, defaultValue: number, label: Label): NumberField => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  defaultValue,
  label,
  admin: { step: 0.01 },
  // whole cents only: 10.005 would be a price no invoice can show
  validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
    typeof value === 'number' &&
    value >= 0 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
      ? true
      : staffLanguage(req) === 'es'
        ? 'Un importe en dólares de 0 o más, con centavos como máximo.'
        : 'A dollar amount of 0 or more, to the cent.',
})

const percent = (name: string, defaultValue: number, label: Label): NumberField => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  defaultValue,
  label,
  admin: { step: 0.01 },
})

/** Tax rules as a whole (business rules §6): states, ZIP lists, rates, one `*` rule per state. */
const validateTaxRates: Validate<unknown[] | null | undefined> = (value, { req }) => {
  const rows = (value ?? []) as {
    state?: string | null
    zipCodes?: string | null
    rate?: number | null
  }[]
  const problems = checkTaxRules(
    rows.map((row) => ({
      state: row.state ?? '',
      zipCodes: row.zipCodes ?? '*',
      ratePercent: typeof row.rate === 'number' ? row.rate : Number.NaN,
    })),
  )
  if (problems.length === 0) return true
  const language = staffLanguage(req)
  return problems.map((problem) => problemText(problem, language)).join(' ')
}

const validateRecipients: Validate<string | null | undefined> = (value, { req }) => {
  const { invalid } = recipientList(value)
  if (invalid.length === 0) return true
  return staffLanguage(req) === 'es'
    ? `No son direcciones de correo: ${invalid.join(', ')}`
    : `Not e-mail addresses: ${invalid.join(', ')}`
}

/**
 * What checkout runs on besides the carriers, rate bands and ZIP zones: the cart fees and
 * tariff (business rules §4), the zone-rated families, item rules and tax rules (§S3, §6), who
 * hears of a new order, and the reps a new customer is given (§10). Saving forgets the quote's
 * kept tables on every instance; no page shows any of it, so no cached page is cleared.
 */
export const CheckoutSettings: GlobalConfig = {
  slug: 'checkout-settings',
  label: { en: 'Checkout settings', es: 'Ajustes de compra' },
  // beside the orders, which are priced and announced with these
  admin: { group: { en: 'Orders', es: 'Pedidos' } },
  // staff data (domain §10: admin and sales), so Payload's API shows visitors none of it;
  // sales change the shipping and tax tab only
  access: { read: sales, update: sales },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Shipping & tax', es: 'Envío e impuestos' },
          fields: [
            {
              name: 'fees',
              type: 'group',
              label: { en: 'Cart fees', es: 'Cargos del carrito' },
              admin: {
                description: {
                  en: 'Amounts in US dollars, rates in percent. Every cart and order is quoted with these.',
                  es: 'Importes en dólares estadounidenses, tasas en porcentaje. Todos los carritos y pedidos se cotizan con estos valores.',
                },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    money('handlingThreshold', 49, {
                      en: 'Handling below (subtotal)',
                      es: 'Manejo por debajo de (subtotal)',
                    }),
                    money('handlingFee', 10, {
                      en: 'Handling fee (US)',
                      es: 'Cargo de manejo (EE. UU.)',
                    }),
                    money('handlingFeeInternational', 25, {
                      en: 'Handling fee (outside the US)',
                      es: 'Cargo de manejo (fuera de EE. UU.)',
                    }),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    money('cutFee', 10, {
                      en: 'Broken-pack fee per wire-duct line',
                      es: 'Cargo por paquete incompleto por línea de canaleta',
                    }),
                    money('internationalFee', 40, {
                      en: 'International fee (terms customers)',
                      es: 'Cargo internacional (clientes a crédito)',
                    }),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'tariffMode',
                      type: 'select',
                      required: true,
                      defaultValue: 'global',
                      label: { en: 'Tariff surcharge', es: 'Recargo arancelario' },
                      options: [
                        {
                          value: 'global',
                          label: { en: 'Percent of the subtotal', es: 'Porcentaje del subtotal' },
                        },
                        {
                          value: 'perItem',
                          label: {
                            en: 'Percent of tariff items',
                            es: 'Porcentaje de artículos con arancel',
                          },
                        },
                        { value: 'off', label: { en: 'Off', es: 'Desactivado' } },
                      ],
                    },
                    percent('tariffGlobalPercent', 4.95, {
                      en: 'Tariff, % of subtotal',
                      es: 'Arancel, % del subtotal',
                    }),
                    percent('tariffPerItemPercent', 25, {
                      en: 'Tariff, % of tariff items',
                      es: 'Arancel, % de artículos con arancel',
                    }),
                  ],
                },
              ],
            },
            {
              name: 'cartShippingRates',
              type: 'array',
              label: { en: 'Zone-rated families', es: 'Familias con tarifa por zona' },
              fields: [
                { name: 'code', type: 'text', required: true },
                { name: 'family', type: 'text' },
                { name: 'spqBoxCount', type: 'number', min: 1 },
                { name: 'nonBoxCount', type: 'number', min: 1 },
                {
                  name: 'zones',
                  type: 'array',
                  fields: [
                    { name: 'zone', type: 'number', min: 2, max: 8, required: true },
                    { name: 'spqBoxPrice', type: 'number', min: 0 },
                    { name: 'nonBoxPrice', type: 'number', min: 0 },
                  ],
                },
              ],
            },
            {
              name: 'cartItemRules',
              type: 'array',
              label: { en: 'Item rules', es: 'Reglas por artículo' },
              fields: [
                {
                  name: 'pn',
                  type: 'text',
                  required: true,
                  admin: {
                    description: {
                      en: 'Part number or prefix ending in *',
                      es: 'Número de parte o prefijo terminado en *',
                    },
                  },
                },
                { name: 'exemptFromFreeShipping', type: 'checkbox' },
                { name: 'leadTime10Days', type: 'checkbox' },
              ],
            },
            {
              name: 'taxRates',
              type: 'array',
              label: { en: 'Sales tax by state', es: 'Impuesto sobre ventas por estado' },
              admin: {
                description: {
                  en: 'One rule per state for all ZIPs (*), plus rules for ZIP lists (15009, 150*) that win over it.',
                  es: 'Una regla por estado para todos los códigos postales (*), más reglas para listas de códigos (15009, 150*) que tienen prioridad.',
                },
              },
              validate: validateTaxRates,
              fields: [
                { name: 'state', type: 'text', required: true },
                { name: 'zipCodes', type: 'text', defaultValue: '*' },
                { name: 'rate', type: 'number', min: 0, max: 100, required: true },
              ],
            },
          ],
        },
        {
          label: { en: 'Order notices', es: 'Avisos de pedidos' },
          fields: adminChanges([
            {
              name: 'orderNoticeRecipients',
              type: 'text',
              label: {
                en: 'Staff who get every new order',
                es: 'Personal que recibe cada pedido nuevo',
              },
              validate: validateRecipients,
              admin: {
                description: {
                  en: "E-mail addresses, comma-separated. The customer's sales rep is e-mailed too.",
                  es: 'Direcciones de correo separadas por comas. También se avisa al representante del cliente.',
                },
              },
            },
          ]),
        },
        {
          label: { en: 'Sales reps', es: 'Representantes' },
          fields: adminChanges([
            {
              name: 'salesReps',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'rep', type: 'text', required: true },
                { name: 'territory', type: 'text' },
                { name: 'email', type: 'email' },
                {
                  name: 'areaCodes',
                  type: 'text',
                  admin: {
                    description: {
                      en: 'Comma-separated, e.g. 412,724',
                      es: 'Separados por comas, p. ej. 412,724',
                    },
                  },
                },
                {
                  name: 'states',
                  type: 'text',
                  admin: {
                    description: {
                      en: 'Comma-separated, e.g. PA,OH',
                      es: 'Separados por comas, p. ej. PA,OH',
                    },
                  },
                },
                {
                  name: 'countries',
                  type: 'text',
                  admin: {
                    description: {
                      en: 'Comma-separated ISO codes, e.g. MX,CA',
                      es: 'Códigos ISO separados por comas, p. ej. MX,CA',
                    },
                  },
                },
              ],
            },
          ]),
        },
      ],
    },
  ],
  hooks: {
    // the quote API keeps fees, item rules, family rates and tax rules in memory: forgotten
    // here and on every instance; no page shows them, so no page is revalidated
    afterChange: [forgetQuoteTablesHook],
  },
}
