import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/platform/access'
import { iconSetNames } from '@/ui/icon-names'

import { revalidateEverything } from '../revalidate'

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
  access: { read: anyone, create: editors, update: editors, delete: editors },
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
  access: { read: anyone, create: editors, update: editors, delete: editors },
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
