import type { Block } from 'payload'

export const DocumentsListBlock: Block = {
  slug: 'documentsList',
  interfaceName: 'DocumentsListBlock',
  labels: {
    singular: { en: 'Documents list', es: 'Lista de documentos' },
    plural: { en: 'Documents lists', es: 'Listas de documentos' },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: ['resources', 'white-papers'],
      hasMany: true,
    },
  ],
}
