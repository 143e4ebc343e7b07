import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { catalogTags } from '@/catalog/catalog-data'
import { catalogRevalidationHooks } from '@/catalog/revalidate-catalog'
import { editors, staff } from '@/platform/access'

import { matchKinds } from '../matches'
import { forgetCrossReferences } from '../memory'
import { theirPnKey, theirPnProblem, theirPnProblemText } from '../their-pn'
import { say } from './admin-text'
import { crossReferenceExportEndpoint } from './export-endpoint'

const revalidation = catalogRevalidationHooks([catalogTags.parts])

const matchLabels = {
  exact: { en: 'Exact (drop-in)', es: 'Exacta (sustituto directo)' },
  functional: { en: 'Functional (other form)', es: 'Funcional (otra forma)' },
  similar: { en: 'Similar (check the note)', es: 'Similar (vea la nota)' },
  kit: { en: 'Kit (several of ours)', es: 'Kit (varias nuestras)' },
} as const

type Row = {
  maker?: number | { id: number } | null
  theirPn?: string | null
  pn?: string | null
  match?: string | null
  quantity?: number | null
}

const makerId = (maker: Row['maker']) =>
  typeof maker === 'object' && maker !== null ? maker.id : (maker ?? null)

/**
 * The key is the their pn's (never typed by staff); the row must not repeat another (same maker,
 * their-pn key and pn of ours), and a kit never shares maker and their pn with other matches:
 * the same rules as the import (`import-rows.ts`), in the admin's language.
 */
const keyAndCheckRow: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const row = { ...(originalDoc as Row | undefined), ...(data as Row) }
  const key = theirPnKey(row.theirPn ?? '')
  const maker = makerId(row.maker)
  const id = (originalDoc as { id?: number } | undefined)?.id
  if (maker !== null && key !== '') {
    const { docs } = await req.payload.find({
      collection: 'cross-references',
      where: {
        and: [
          { maker: { equals: maker } },
          { theirPnKey: { equals: key } },
          ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
        ],
      },
      depth: 0,
      limit: 100,
      select: { pn: true, match: true },
      overrideAccess: true,
      req,
    })
    if (docs.some((doc) => doc.pn === row.pn)) {
      throw refusal(req, 'pn', {
        en: `${row.theirPn} → ${row.pn} is in the table already for this maker.`,
        es: `${row.theirPn} → ${row.pn} ya está en la tabla para este fabricante.`,
      })
    }
    const isKit = row.match === 'kit'
    if (docs.some((doc) => (doc.match === 'kit') !== isKit)) {
      throw refusal(req, 'match', {
        en: `${row.theirPn} of this maker is ${isKit ? 'not a kit' : 'a kit'} in other rows: a kit is never mixed with other matches.`,
        es: `${row.theirPn} de este fabricante ${isKit ? 'no es un kit' : 'es un kit'} en otras filas: un kit nunca se mezcla con otras coincidencias.`,
      })
    }
  }
  return { ...data, theirPnKey: key, quantity: row.match === 'kit' ? (row.quantity ?? 1) : 1 }
}

/** A 400 on the field, in the admin's language (the admin shows it beside the field). */
function refusal(req: PayloadRequest, path: string, message: { en: string; es: string }) {
  return new ValidationError({
    collection: 'cross-references',
    errors: [{ path, message: say(req, message) }],
  })
}

/** Our pn must be a part of the catalogue (any availability: a discontinued one still has its page). */
async function knownPn(value: unknown, req: PayloadRequest | undefined): Promise<true | string> {
  const pn = typeof value === 'string' ? value.trim().toUpperCase() : ''
  if (pn === '') {
    return say(req, { en: 'Fill in our part number.', es: 'Indique nuestro número de parte.' })
  }
  if (!req?.payload) return true
  const { totalDocs } = await req.payload.count({
    collection: 'parts',
    where: { pn: { equals: pn } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
    ? true
    : say(req, {
        en: `There is no part ${pn} in the catalogue.`,
        es: `No hay ninguna referencia ${pn} en el catálogo.`,
      })
}

/**
 * Another maker's part number → one of ours (business rules §11): maker, their pn (any
 * printable text, looked up by its key), our pn, how close the match is, a quantity (kits), and
 * a note in both languages. The notes are plain columns like the parts' descriptions, so the
 * import writes the table in a few bulk statements. Editors and admins write (DOMAIN §10), sales
 * read; visitors read it through the shop's pages and APIs, which show only listed parts.
 */
export const CrossReferences: CollectionConfig = {
  slug: 'cross-references',
  labels: {
    singular: { en: 'Cross-reference', es: 'Referencia cruzada' },
    plural: { en: 'Cross-references', es: 'Referencias cruzadas' },
  },
  admin: {
    useAsTitle: 'theirPn',
    defaultColumns: ['maker', 'theirPn', 'pn', 'match', 'quantity'],
    group: { en: 'Cross-reference', es: 'Referencia cruzada' },
    listSearchableFields: ['theirPn', 'theirPnKey', 'pn'],
    components: {
      beforeListTable: [
        '@/cross-reference/admin/cross-references-list-tools#CrossReferencesListTools',
      ],
    },
  },
  // the table as CSV, in the import's columns (editors and admins)
  endpoints: [crossReferenceExportEndpoint],
  access: { read: staff, create: editors, update: editors, delete: editors },
  // one row per maker, their pn and pn of ours
  indexes: [{ fields: ['maker', 'theirPnKey', 'pn'], unique: true }],
  hooks: {
    beforeChange: [keyAndCheckRow],
    afterChange: [...revalidation.afterChange, () => forgetCrossReferences()],
    afterDelete: [...revalidation.afterDelete, () => forgetCrossReferences()],
  },
  fields: [
    {
      name: 'maker',
      label: { en: 'Maker', es: 'Fabricante' },
      type: 'relationship',
      relationTo: 'makers',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'theirPn',
          label: { en: 'Their part number', es: 'Su número de parte' },
          type: 'text',
          required: true,
          validate: (value: unknown, { req }: { req?: PayloadRequest }) => {
            const problem = theirPnProblem(typeof value === 'string' ? value : '')
            return problem ? say(req, theirPnProblemText[problem]) : true
          },
        },
        {
          name: 'pn',
          label: { en: 'Our part number', es: 'Nuestro número de parte' },
          type: 'text',
          required: true,
          index: true,
          validate: (value: unknown, { req }: { req?: PayloadRequest }) => knownPn(value, req),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'match',
          label: { en: 'Match', es: 'Coincidencia' },
          type: 'select',
          required: true,
          defaultValue: 'exact',
          options: matchKinds.map((value) => ({ value, label: matchLabels[value] })),
        },
        {
          name: 'quantity',
          label: { en: 'Quantity (kits)', es: 'Cantidad (kits)' },
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          admin: {
            step: 1,
            description: {
              en: 'How many of ours one of theirs takes; 1 unless the match is a kit.',
              es: 'Cuántas nuestras equivalen a una suya; 1 salvo en un kit.',
            },
          },
        },
      ],
    },
    {
      name: 'noteEn',
      label: { en: 'Note (English)', es: 'Nota (inglés)' },
      type: 'textarea',
      maxLength: 500,
    },
    {
      name: 'noteEs',
      label: { en: 'Note (Spanish)', es: 'Nota (español)' },
      type: 'textarea',
      maxLength: 500,
    },
    {
      // what the lookups read: the their pn's letters and digits, upper case (their-pn.ts)
      name: 'theirPnKey',
      label: { en: 'Lookup key', es: 'Clave de búsqueda' },
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
