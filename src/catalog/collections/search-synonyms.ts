import type { GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { editors } from '@/platform/access'

import { forgetSearchAnswers } from '../search/vocabulary'
import { defaultSynonyms } from '../search/synonyms'

const forgetAnswers: GlobalAfterChangeHook = ({ doc }) => {
  forgetSearchAnswers()
  return doc
}

/**
 * The search's synonyms, edited by staff: each row one group of words or phrases that mean the
 * same, in either language ('relay, relé'). Until the list is first saved, the built-in groups
 * apply (they are also what a new list starts with).
 */
export const SearchSynonyms: GlobalConfig = {
  slug: 'search-synonyms',
  label: { en: 'Search synonyms', es: 'Sinónimos de búsqueda' },
  admin: {
    group: { en: 'Catalogue', es: 'Catálogo' },
    description: {
      en: 'Words that mean the same to a buyer, in English and Spanish. A search for any word of a group also finds the others, on both sites.',
      es: 'Palabras que significan lo mismo para un comprador, en inglés y en español. Buscar cualquier palabra de un grupo encuentra también las demás, en ambos sitios.',
    },
  },
  access: { read: editors, update: editors },
  hooks: { afterChange: [forgetAnswers] },
  fields: [
    {
      name: 'groups',
      type: 'array',
      label: { en: 'Groups', es: 'Grupos' },
      labels: {
        singular: { en: 'Group', es: 'Grupo' },
        plural: { en: 'Groups', es: 'Grupos' },
      },
      defaultValue: defaultSynonyms.map((group) => ({ phrases: group.join(', ') })),
      fields: [
        {
          name: 'phrases',
          type: 'text',
          required: true,
          maxLength: 500,
          label: {
            en: 'Words or phrases, separated by commas',
            es: 'Palabras o frases, separadas por comas',
          },
        },
      ],
    },
  ],
}
