import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: { en: 'Rich text', es: 'Texto enriquecido' },
    plural: { en: 'Rich text', es: 'Texto enriquecido' },
  },
  fields: [{ name: 'content', type: 'richText', localized: true, required: true }],
}
