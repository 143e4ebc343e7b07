import { APIError, type CollectionConfig } from 'payload'

import { catalogTags } from '@/catalog/catalog-data'
import { catalogRevalidationHooks } from '@/catalog/revalidate-catalog'
import { isValidSlug, normalizeSlug } from '@/content/slug'
import { editors, staff } from '@/platform/access'

import { forgetCrossReferences } from '../memory'
import { say } from './admin-text'

const revalidation = catalogRevalidationHooks([catalogTags.parts])

/**
 * Other makers whose part numbers we cross-reference (business rules §11): a name and the slug
 * of its public page (`/cross-reference/allen-bradley`). Editors and admins write (DOMAIN §10),
 * sales read; visitors read them through the shop's pages, like parts. A maker that still has
 * cross-references is not deleted.
 */
export const Makers: CollectionConfig = {
  slug: 'makers',
  labels: {
    singular: { en: 'Maker', es: 'Fabricante' },
    plural: { en: 'Makers', es: 'Fabricantes' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    group: { en: 'Cross-reference', es: 'Referencia cruzada' },
  },
  access: { read: staff, create: editors, update: editors, delete: editors },
  hooks: {
    // the slug comes from the name when staff leave it empty
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        const given = typeof data.slug === 'string' ? data.slug.trim() : ''
        if (given === '' && typeof data.name === 'string') {
          return { ...data, slug: normalizeSlug(data.name) }
        }
        return given === '' ? data : { ...data, slug: normalizeSlug(given) }
      },
    ],
    beforeDelete: [
      async ({ req, id }) => {
        const { totalDocs } = await req.payload.count({
          collection: 'cross-references',
          where: { maker: { equals: id } },
          overrideAccess: true,
          req,
        })
        if (totalDocs > 0) {
          throw new APIError(
            say(req, {
              en: `This maker still has ${totalDocs} cross-references; delete or import them first.`,
              es: `Este fabricante aún tiene ${totalDocs} referencias cruzadas; bórrelas o impórtelas antes.`,
            }),
            409,
            null,
            true,
          )
        }
      },
    ],
    afterChange: [...revalidation.afterChange, () => forgetCrossReferences()],
    afterDelete: [...revalidation.afterDelete, () => forgetCrossReferences()],
  },
  fields: [
    {
      name: 'name',
      label: { en: 'Name', es: 'Nombre' },
      type: 'text',
      required: true,
      unique: true,
    },
    {
      name: 'slug',
      label: { en: 'Slug (page address)', es: 'Slug (dirección de la página)' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'Made from the name when left empty: Allen-Bradley → allen-bradley.',
          es: 'Se forma con el nombre si se deja vacío: Allen-Bradley → allen-bradley.',
        },
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && isValidSlug(value)
          ? true
          : say(req, {
              en: 'Lower-case letters and digits separated by "-".',
              es: 'Letras minúsculas y dígitos separados por "-".',
            }),
    },
  ],
}
