import type { Block } from 'payload'

import { linkField } from '../../fields'

/** A grid of product families or any linked tiles (image, title, text). */
export const ProductGridBlock: Block = {
  slug: 'productGrid',
  interfaceName: 'ProductGridBlock',
  labels: {
    singular: { en: 'Product grid', es: 'Cuadrícula de productos' },
    plural: { en: 'Product grids', es: 'Cuadrículas de productos' },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'tiles',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
        linkField('link', { label: false }),
      ],
    },
  ],
}
