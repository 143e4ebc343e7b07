import type { Field, FieldHook, TextField } from 'payload'

import { isReservedSlug } from '@/i18n/routes'

import { isValidSlug, normalizeSlug } from './slug'

const fillSlugFromTitle: FieldHook = ({ value, siblingData }) => {
  if (typeof value === 'string' && value.trim() !== '') return normalizeSlug(value)
  const title = (siblingData as { title?: unknown }).title
  return typeof title === 'string' ? normalizeSlug(title) : value
}

export function slugField(
  options: { localized?: boolean; unique?: boolean; reservedCheck?: boolean } = {},
): TextField {
  const { localized = true, unique = true, reservedCheck = false } = options
  return {
    name: 'slug',
    type: 'text',
    localized,
    unique,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: {
        en: 'URL segment: lower-case letters, digits and dashes. Filled from the title when left empty.',
        es: 'Segmento de URL: minúsculas, dígitos y guiones. Se completa con el título si se deja vacío.',
      },
    },
    hooks: { beforeValidate: [fillSlugFromTitle] },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || value === '') return 'Required / Obligatorio'
      if (!isValidSlug(value))
        return 'Use lower-case letters, digits and single dashes / Use minúsculas, dígitos y guiones'
      if (reservedCheck && isReservedSlug(value))
        return `"${value}" is reserved by the site / "${value}" está reservado por el sitio`
      return true
    },
  }
}

/** Search-engine fields shared by every routed document. */
export const seoFields: Field = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

/** Collections a link can point to, in the order the admin lists them. */
export const linkableCollections = [
  'pages',
  'articles',
  'categories',
  'industries',
  'products',
  'resources',
  'testimonials',
  'white-papers',
] as const
export type LinkableCollection = (typeof linkableCollections)[number]

/** A link: to a document of the site (resolved per locale) or to a URL. */
export function linkField(name = 'link', options: { label?: boolean } = {}): Field {
  const { label = true } = options
  return {
    name,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'radio',
            defaultValue: 'internal',
            options: [
              { label: { en: 'Page of this site', es: 'Página de este sitio' }, value: 'internal' },
              { label: { en: 'URL', es: 'URL' }, value: 'external' },
            ],
          },
          {
            name: 'newTab',
            type: 'checkbox',
            label: { en: 'Open in new tab', es: 'Abrir en pestaña nueva' },
          },
        ],
      },
      {
        name: 'reference',
        type: 'relationship',
        relationTo: [...linkableCollections],
        admin: { condition: (_, sibling) => sibling?.type !== 'external' },
      },
      {
        name: 'url',
        type: 'text',
        localized: true,
        admin: { condition: (_, sibling) => sibling?.type === 'external' },
      },
      ...(label ? [{ name: 'label', type: 'text', localized: true } as Field] : []),
    ],
  }
}
