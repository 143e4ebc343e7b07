import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Category, Product } from '@/payload-types'

import { getPayloadClient } from '@/platform/payload'

import { catalogueGroups } from './nav-model'

const published = { _status: { equals: 'published' } } as const

/** Families of a category; accessory families only when the category shows accessories in the shop. */
export const familiesOfCategory = cache(
  async (locale: Locale, categoryId: number, withAccessories: boolean): Promise<Product[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      locale,
      depth: 1,
      limit: 200,
      sort: 'title',
      where: {
        and: [
          published,
          { category: { equals: categoryId } },
          ...(withAccessories ? [] : [{ isAccessory: { not_equals: true } }]),
        ],
      },
    })
    return docs
  },
)

/** The products listing: every published family grouped under its category, in the categories' order. */
export const familiesByCategory = cache(
  async (locale: Locale): Promise<{ category: Category; families: Product[] }[]> => {
    const payload = await getPayloadClient()
    const [categories, families] = await Promise.all([
      payload.find({
        collection: 'categories',
        locale,
        depth: 0,
        limit: 100,
        where: published,
        sort: ['sortOrder', 'title'],
      }),
      payload.find({
        collection: 'products',
        locale,
        depth: 1,
        limit: 500,
        where: published,
        sort: 'title',
      }),
    ])
    return catalogueGroups(categories.docs, families.docs)
  },
)
