import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/platform/access'
import { missingFileIsNotFound } from '@/platform/cms-api'
import { mediaDirOf } from '@/platform/paths'

/** Images and files. Alt text per locale, an optional Spanish variant, display widths and alignment. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Media', es: 'Medio' }, plural: { en: 'Media', es: 'Medios' } },
  admin: { group: { en: 'Content', es: 'Contenido' } },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    // MEDIA_DIR lets tests keep their uploads apart from the demo install's
    staticDir: mediaDirOf(),
    // a file gone from disk is a stale link: 404, not Payload's 500
    handlers: [missingFileIsNotFound],
    mimeTypes: [
      'image/*',
      'application/pdf',
      'application/zip',
      'application/octet-stream',
      'model/step',
    ],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'wide', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    {
      name: 'spanishVariant',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          en: 'Shown instead on Spanish pages (e.g. an image with Spanish text).',
          es: 'Se muestra en su lugar en las páginas en español.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'desktopWidth', type: 'number', min: 1, admin: { description: 'px' } },
        { name: 'mobileWidth', type: 'number', min: 1, admin: { description: 'px' } },
        {
          name: 'alignment',
          type: 'select',
          defaultValue: 'center',
          options: [
            { label: { en: 'Left', es: 'Izquierda' }, value: 'left' },
            { label: { en: 'Center', es: 'Centro' }, value: 'center' },
            { label: { en: 'Right', es: 'Derecha' }, value: 'right' },
          ],
        },
      ],
    },
  ],
}
