import type { Block } from 'payload'

import { linkField } from '../../fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { en: 'Call to action', es: 'Llamada a la acción' },
    plural: { en: 'Calls to action', es: 'Llamadas a la acción' },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'actions', type: 'array', maxRows: 2, fields: [linkField('link')] },
  ],
}
