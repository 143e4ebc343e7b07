import type { CollectionConfig } from 'payload'

import { editors, staff } from '@/platform/access'

import { linkField } from '../fields'

/** Staff-defined redirects, and the ones left behind when a published slug is renamed. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { en: 'Redirect', es: 'Redirección' },
    plural: { en: 'Redirects', es: 'Redirecciones' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'permanent', 'updatedAt'],
    group: { en: 'Settings', es: 'Ajustes' },
  },
  // pages follow redirects through the Local API; the list itself is not for visitors
  access: { read: staff, create: editors, update: editors, delete: editors },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'Public path, e.g. /old-page or /es/pagina-antigua',
          es: 'Ruta pública, p. ej. /es/pagina-antigua',
        },
      },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? normalizeRedirectPath(value) : value),
        ],
      },
    },
    { ...linkField('to', { label: false }) },
    { name: 'permanent', type: 'checkbox', defaultValue: true },
  ],
}

/** Paths are stored decoded, NFC, without trailing slash, so lookups match what the router sees. */
export function normalizeRedirectPath(input: string): string {
  let path = input.trim()
  try {
    path = decodeURI(path)
  } catch {
    // keep as typed
  }
  path = path.normalize('NFC').replace(/\/+$/, '')
  return path.startsWith('/') ? path || '/' : `/${path}`
}
