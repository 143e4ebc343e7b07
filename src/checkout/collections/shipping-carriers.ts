import type { CollectionConfig, Validate } from 'payload'

import { sales } from '@/platform/access'

import { isPricedMethod } from '../quote/shipping'
import { forgetQuoteTablesHook } from '../quote-tables'
import { staffLanguage } from './staff-language'

/** One default carrier, domestic and prepaid (the rate bands price it). */
const validateDefaultCarrier: Validate<boolean | null | undefined> = async (
  value,
  { req, id, siblingData },
) => {
  if (value !== true) return true
  const es = staffLanguage(req) === 'es'
  const sibling = (siblingData ?? {}) as { collect?: unknown; international?: unknown }
  if (sibling.collect === true || sibling.international === true) {
    return es
      ? 'La paquetería por defecto es nacional y prepagada.'
      : 'The default carrier is domestic and prepaid.'
  }
  const others = await req.payload.find({
    collection: 'shipping-carriers',
    where: { isDefault: { equals: true }, ...(id ? { id: { not_equals: id } } : {}) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const other = others.docs[0]?.title ?? ''
  if (others.totalDocs === 0) return true
  return es
    ? `Ya hay una paquetería por defecto: ${other}.`
    : `There is already a default carrier: ${other}.`
}

/** A service code: the default carrier's are the rate bands' columns (they price it). */
const validateServices: Validate<unknown> = (value, { req, siblingData }) => {
  const es = staffLanguage(req) === 'es'
  const rows = (Array.isArray(value) ? value : []) as { code?: unknown }[]
  const codes = rows.map((row) => (typeof row.code === 'string' ? row.code.trim() : ''))
  if (new Set(codes).size !== codes.length) {
    return es ? 'Cada servicio necesita un código distinto.' : 'Each service needs its own code.'
  }
  const isDefault = (siblingData as { isDefault?: unknown } | undefined)?.isDefault === true
  if (isDefault && codes.some((code) => !isPricedMethod(code))) {
    return es
      ? 'Los servicios de la paquetería por defecto son las columnas de las tarifas: ground, air2day, air1day.'
      : 'The default carrier’s services are the rate bands’ columns: ground, air2day, air1day.'
  }
  return true
}

/**
 * The carriers a buyer picks from (spec §S3 shipping carrier, business rules §5): the shop's
 * own prepaid carrier priced by the rate bands (exactly one, the default), the collect carriers
 * billed to the buyer's account, and the international ones. Admin and sales edit them.
 */
export const ShippingCarriers: CollectionConfig = {
  slug: 'shipping-carriers',
  labels: {
    singular: { en: 'Shipping carrier', es: 'Paquetería' },
    plural: { en: 'Shipping carriers', es: 'Paqueterías' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'sequence', 'international', 'collect', 'isDefault'],
    group: { en: 'Shipping & tax', es: 'Envío e impuestos' },
  },
  defaultSort: 'sequence',
  // the quote reads them through the Local API; buyers see only the carriers it offers
  access: { read: sales, create: sales, update: sales, delete: sales },
  // the quote API keeps the carriers in memory until one changes
  hooks: { afterChange: [forgetQuoteTablesHook], afterDelete: [forgetQuoteTablesHook] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name shown to buyers', es: 'Nombre para los compradores' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Code', es: 'Código' },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : staffLanguage(req) === 'es'
            ? 'Minúsculas, dígitos y guiones (c3-fedex).'
            : 'Lower-case letters, digits and hyphens (c3-fedex).',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sequence',
          type: 'number',
          required: true,
          defaultValue: 10,
          label: { en: 'Order', es: 'Orden' },
        },
        {
          name: 'minSubtotal',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: {
            step: 0.01,
            description: {
              en: 'Abroad, offered only above the review threshold when above 0 (US dollars).',
              es: 'En el extranjero, solo se ofrece por encima del umbral de revisión si es mayor que 0 (dólares).',
            },
          },
          label: { en: 'Minimum subtotal', es: 'Subtotal mínimo' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'international',
          type: 'checkbox',
          label: { en: 'International', es: 'Internacional' },
        },
        {
          name: 'collect',
          type: 'checkbox',
          label: { en: 'Collect (buyer’s account)', es: 'Por cobrar (cuenta del comprador)' },
        },
        {
          name: 'isDefault',
          type: 'checkbox',
          label: { en: 'Default prepaid carrier', es: 'Paquetería prepagada por defecto' },
          validate: validateDefaultCarrier,
        },
      ],
    },
    {
      name: 'accountName',
      type: 'text',
      label: { en: 'Account name (collect)', es: 'Nombre de la cuenta (por cobrar)' },
      admin: {
        condition: (_data, sibling) => sibling?.collect === true,
        description: {
          en: 'The carrier as the buyer’s account names it: “Collect on your DHL account”.',
          es: 'La paquetería como se llama la cuenta del comprador: “Por cobrar a su cuenta DHL”.',
        },
      },
    },
    {
      // issue 39 §10: each carrier's services, named as the carrier names them, in this order
      name: 'services',
      type: 'array',
      label: { en: 'Services', es: 'Servicios' },
      labels: {
        singular: { en: 'Service', es: 'Servicio' },
        plural: { en: 'Services', es: 'Servicios' },
      },
      admin: {
        description: {
          en: 'Offered in this order; the first is chosen until the buyer picks one. None: Ground, 2nd Day Air, Overnight.',
          es: 'Se ofrecen en este orden; el primero queda elegido hasta que el comprador elija otro. Ninguno: Terrestre, Aéreo 2 días, Día siguiente.',
        },
      },
      validate: validateServices,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              required: true,
              label: { en: 'Code', es: 'Código' },
              validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
                typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
                  ? true
                  : staffLanguage(req) === 'es'
                    ? 'Minúsculas, dígitos y guiones (express-worldwide).'
                    : 'Lower-case letters, digits and hyphens (express-worldwide).',
            },
            {
              name: 'name',
              type: 'text',
              required: true,
              localized: true,
              label: { en: 'Name shown to buyers', es: 'Nombre para los compradores' },
            },
          ],
        },
      ],
    },
  ],
}
