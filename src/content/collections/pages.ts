import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { draftsByEditors } from '@/platform/access'

import { pageBlocks } from '../blocks'
import { seoFields, slugField } from '../fields'
import { previewUrl, requireSpanishToPublish, routedAfterChange, routedAfterDelete } from './routed'

/** A page's URL path is its parents' slugs and its own, per locale ("shop/13mm-pilot-lights"). */
const computePath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const locale = req.locale && req.locale !== 'all' ? req.locale : 'en'
  const slug = (data.slug ?? originalDoc?.slug) as string | undefined
  if (!slug) return data
  const parentRef = data.parent === undefined ? originalDoc?.parent : data.parent
  const parentId =
    typeof parentRef === 'object' && parentRef !== null
      ? (parentRef as { id: number }).id
      : parentRef
  let path = slug
  if (parentId) {
    const parent = await req.payload.findByID({
      collection: 'pages',
      id: parentId as number,
      locale,
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
    })
    if (parent?.path) path = `${parent.path as string}/${slug}`
  }
  return { ...data, path }
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', es: 'Página' }, plural: { en: 'Pages', es: 'Páginas' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: { en: 'Content', es: 'Contenido' },
    preview: previewUrl('pages'),
  },
  access: draftsByEditors(),
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField({ unique: false, reservedCheck: true }),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'path',
      type: 'text',
      localized: true,
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'Parents’ slugs and this slug.',
          es: 'Slugs de los padres y este slug.',
        },
      },
    },
    {
      name: 'isHome',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: { en: 'Served at / and /es.', es: 'Se sirve en / y /es.' },
      },
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks },
    seoFields,
  ],
  hooks: {
    beforeChange: [requireSpanishToPublish('pages', true), computePath],
    afterChange: [routedAfterChange('pages')],
    afterDelete: [routedAfterDelete('pages')],
  },
}
