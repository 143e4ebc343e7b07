import type { CollectionConfig, Field } from 'payload'

import { draftsByEditors } from '@/platform/access'

import { seoFields, slugField, type LinkableCollection } from '../fields'
import { revalidateEverything } from '../revalidate'
import { hidePrivateAttributeRows } from './taxonomy'
import { previewUrl, requireSpanishToPublish, routedAfterChange, routedAfterDelete } from './routed'

type Labels = { singular: { en: string; es: string }; plural: { en: string; es: string } }

/**
 * The file offered for download, one per language: each page offers the file in its own
 * language, else the other one with its language named beside the link (`document-file.ts`).
 */
const downloadFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'file',
        type: 'upload',
        relationTo: 'media',
        label: { en: 'File in English', es: 'Archivo en inglés' },
        admin: {
          description: {
            en: 'Offered on the English page; on the Spanish page too, marked “en inglés”, when there is no Spanish file.',
            es: 'Se ofrece en la página en inglés; también en la página en español, marcado «en inglés», si no hay archivo en español.',
          },
        },
      },
      {
        name: 'fileEs',
        type: 'upload',
        relationTo: 'media',
        label: { en: 'File in Spanish', es: 'Archivo en español' },
        admin: {
          description: {
            en: 'Offered on the Spanish page; on the English page too, marked “Spanish”, when there is no English file. A file without language (CAD drawings) goes in both.',
            es: 'Se ofrece en la página en español; también en la página en inglés, marcado «Spanish», si no hay archivo en inglés. Un archivo sin idioma (dibujos CAD) va en ambos.',
          },
        },
      },
    ],
  },
]

/**
 * A routed content type (article, category, industry, …): localized title,
 * slug, summary, hero image, rich-text body, SEO, drafts; pages and lists are
 * revalidated on change. `fields` adds the type's own.
 */
function documentCollection(options: {
  slug: Exclude<LinkableCollection, 'pages'>
  labels: Labels
  localizedSlug?: boolean
  fields?: Field[]
}): CollectionConfig {
  const { slug, labels, localizedSlug = true, fields = [] } = options
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
      group: { en: 'Content', es: 'Contenido' },
      preview: previewUrl(slug),
    },
    access: draftsByEditors(),
    versions: { drafts: true, maxPerDoc: 25 },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      slugField({ localized: localizedSlug }),
      { name: 'summary', type: 'textarea', localized: true },
      { name: 'heroImage', type: 'upload', relationTo: 'media' },
      { name: 'body', type: 'richText', localized: true },
      ...fields,
      seoFields,
    ],
    hooks: {
      beforeChange: [requireSpanishToPublish(slug, localizedSlug)],
      // the search index adds its own hooks in the Payload config (catalog/search/hooks.ts)
      afterChange: [routedAfterChange(slug)],
      afterDelete: [routedAfterDelete(slug)],
    },
  }
}

export const Articles = documentCollection({
  slug: 'articles',
  labels: {
    singular: { en: 'Article', es: 'Artículo' },
    plural: { en: 'Articles', es: 'Artículos' },
  },
  fields: [
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    { name: 'industries', type: 'relationship', relationTo: 'industries', hasMany: true },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { en: 'Product families', es: 'Familias de productos' },
    },
  ],
})

const categories = documentCollection({
  slug: 'categories',
  labels: {
    singular: { en: 'Category', es: 'Categoría' },
    plural: { en: 'Categories', es: 'Categorías' },
  },
  fields: [
    { name: 'showAccessoriesInShop', type: 'checkbox', defaultValue: false },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})

// every page's shop menu lists the categories (src/content/nav-model.ts)
export const Categories: CollectionConfig = {
  ...categories,
  hooks: {
    ...categories.hooks,
    afterChange: [
      ...(categories.hooks?.afterChange ?? []),
      ({ doc, req }) => {
        revalidateEverything(req.payload)
        return doc
      },
    ],
    afterDelete: [
      ...(categories.hooks?.afterDelete ?? []),
      ({ req }) => revalidateEverything(req.payload),
    ],
  },
}

export const Industries = documentCollection({
  slug: 'industries',
  labels: {
    singular: { en: 'Industry', es: 'Industria' },
    plural: { en: 'Industries', es: 'Industrias' },
  },
  fields: [
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { en: 'Product families', es: 'Familias de productos' },
    },
    { name: 'articles', type: 'relationship', relationTo: 'articles', hasMany: true },
  ],
})

/** Product families: one page per family; its slug is the same in both languages. */
export const Products = documentCollection({
  slug: 'products',
  labels: {
    singular: { en: 'Product family', es: 'Familia de productos' },
    plural: { en: 'Product families', es: 'Familias de productos' },
  },
  localizedSlug: false,
  fields: [
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      admin: { position: 'sidebar' },
    },
    { name: 'isAccessory', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'attributes',
      type: 'array',
      label: { en: 'Attribute table', es: 'Tabla de atributos' },
      hooks: { afterRead: [hidePrivateAttributeRows] },
      fields: [
        { name: 'attribute', type: 'relationship', relationTo: 'attributes', required: true },
        { name: 'value', type: 'text', localized: true, required: true },
      ],
    },
    {
      name: 'certifications',
      type: 'relationship',
      relationTo: 'icons',
      hasMany: true,
      filterOptions: { type: { equals: 'certification' } },
    },
    {
      name: 'resources',
      type: 'relationship',
      relationTo: 'resources',
      hasMany: true,
      label: { en: 'Documents', es: 'Documentos' },
    },
    { name: 'testimonials', type: 'relationship', relationTo: 'testimonials', hasMany: true },
    {
      name: 'relatedProducts',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      label: { en: 'Related families', es: 'Familias relacionadas' },
    },
  ],
})

export const Resources = documentCollection({
  slug: 'resources',
  labels: {
    singular: { en: 'Resource', es: 'Documento' },
    plural: { en: 'Resources', es: 'Documentos' },
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'datasheet',
      options: [
        { label: { en: 'Datasheet', es: 'Hoja de datos' }, value: 'datasheet' },
        { label: { en: 'Manual', es: 'Manual' }, value: 'manual' },
        { label: { en: 'CAD file', es: 'Archivo CAD' }, value: 'cad' },
        { label: { en: 'Certificate', es: 'Certificado' }, value: 'certificate' },
      ],
    },
    ...downloadFields,
  ],
})

export const Testimonials = documentCollection({
  slug: 'testimonials',
  labels: {
    singular: { en: 'Testimonial', es: 'Testimonio' },
    plural: { en: 'Testimonials', es: 'Testimonios' },
  },
  fields: [
    { name: 'author', type: 'text' },
    { name: 'company', type: 'text' },
  ],
})

export const WhitePapers = documentCollection({
  slug: 'white-papers',
  labels: {
    singular: { en: 'White paper', es: 'Documento técnico' },
    plural: { en: 'White papers', es: 'Documentos técnicos' },
  },
  fields: downloadFields,
})
