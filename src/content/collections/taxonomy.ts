import type { Access, CollectionConfig, FieldHook } from 'payload'

import { editors, hasRole } from '@/platform/access'
import { iconSetNames } from '@/ui/icon-names'

import { revalidateEverything } from '../revalidate'

/** Staff read every attribute and icon; visitors only the public ones (pages show no others). */
const publicOrStaff: Access = ({ req }) =>
  hasRole(req, 'editor', 'sales') ? true : { isPublic: { not_equals: false } }

type AttributeRow = { attribute?: number | { id: number } | null }

/**
 * A product's attribute table as a visitor reads it through Payload's API: rows of attributes
 * staff marked not public are left out, as the family page leaves them out. Staff and the
 * Local API (overrideAccess) read every row.
 */
export const hidePrivateAttributeRows: FieldHook = async ({ value, req, overrideAccess }) => {
  if (overrideAccess || hasRole(req, 'editor', 'sales') || !Array.isArray(value)) return value
  const rows = value as AttributeRow[]
  const idOf = (row: AttributeRow) =>
    typeof row.attribute === 'object' ? row.attribute?.id : row.attribute
  const ids = [...new Set(rows.map(idOf).filter((id): id is number => typeof id === 'number'))]
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'attributes',
    where: { and: [{ id: { in: ids } }, { isPublic: { not_equals: false } }] },
    select: {},
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const shown = new Set(docs.map((doc) => doc.id))
  return rows.filter((row) => shown.has(idOf(row) ?? -1))
}

/** Product attributes (colour, voltage, …): a localized title; only public ones show on the site. */
export const Attributes: CollectionConfig = {
  slug: 'attributes',
  labels: {
    singular: { en: 'Attribute', es: 'Atributo' },
    plural: { en: 'Attributes', es: 'Atributos' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'isPublic'],
    group: { en: 'Catalogue', es: 'Catálogo' },
  },
  access: { read: publicOrStaff, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'Stable code used by imports, e.g. voltage',
          es: 'Código estable para importaciones, p. ej. voltage',
        },
      },
    },
    { name: 'unit', type: 'text' },
    { name: 'isPublic', type: 'checkbox', defaultValue: true },
  ],
  hooks: {
    afterChange: [
      ({ req, doc }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
  },
}

/** Icons picked from the local icon set: certifications, features, industries. */
export const Icons: CollectionConfig = {
  slug: 'icons',
  labels: { singular: { en: 'Icon', es: 'Icono' }, plural: { en: 'Icons', es: 'Iconos' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'name', 'isPublic'],
    group: { en: 'Catalogue', es: 'Catálogo' },
  },
  access: { read: publicOrStaff, create: editors, update: editors, delete: editors },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'certification',
      options: [
        { label: { en: 'Certification', es: 'Certificación' }, value: 'certification' },
        { label: { en: 'Feature', es: 'Característica' }, value: 'feature' },
        { label: { en: 'Industry', es: 'Industria' }, value: 'industry' },
      ],
    },
    {
      name: 'name',
      type: 'select',
      required: true,
      options: iconSetNames.map((name) => ({ label: name, value: name })),
    },
    { name: 'isPublic', type: 'checkbox', defaultValue: true },
  ],
  hooks: {
    afterChange: [
      ({ req, doc }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
  },
}
