/**
 * Writes a shipping or tax table that passed `parseShippingImport` whole (all or nothing):
 * the ZIP zones are replaced in one transaction, the rate bands, family rates, tax rules and
 * item rules are one save of their global each, carriers are upserted by slug (a carrier no
 * longer in the file is removed). Staff's validation runs again on each save.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { inTransaction } from '@/platform/sql'

import type { ShippingImport } from './shipping-import'

export async function applyShippingImport(
  payload: Payload,
  table: ShippingImport,
): Promise<string> {
  switch (table.kind) {
    case 'zones': {
      await inTransaction(payload, undefined, async (db) => {
        await db.run(sql`DELETE FROM "zip_zones"`)
        const now = new Date().toISOString()
        const stamp = db.dialect === 'postgres' ? sql`${now}::timestamptz` : sql`${now}`
        for (let start = 0; start < table.rows.length; start += 200) {
          const values = table.rows
            .slice(start, start + 200)
            .map((row) => sql`(${row.prefix}, ${row.zone}, ${row.states}, ${stamp}, ${stamp})`)
          await db.run(
            sql`INSERT INTO "zip_zones" ("prefix", "zone", "states", "created_at", "updated_at") VALUES ${sql.join(values, sql`, `)}`,
          )
        }
      })
      return `${table.rows.length} ZIP zones`
    }
    case 'bands':
      await payload.updateGlobal({
        slug: 'shipping-rates',
        data: {
          // checked: every amount is there (only the top band's max is empty)
          bands: table.rows.map((row) => ({
            min: row.min ?? 0,
            max: row.max ?? null,
            ground: row.ground ?? 0,
            groundDist: row.groundDist ?? 0,
            air2day: row.air2day ?? 0,
            air1day: row.air1day ?? 0,
          })),
        },
        overrideAccess: true,
      })
      return `${table.rows.length} rate bands`
    case 'family-rates':
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { cartShippingRates: table.rows },
        overrideAccess: true,
      })
      return `${table.rows.length} zone-rated families`
    case 'tax':
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { taxRates: table.rows },
        overrideAccess: true,
      })
      return `${table.rows.length} tax rules`
    case 'item-rules':
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { cartItemRules: table.rows },
        overrideAccess: true,
      })
      return `${table.rows.length} item rules`
    case 'carriers': {
      const existing = await payload.find({
        collection: 'shipping-carriers',
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const bySlug = new Map(existing.docs.map((doc) => [doc.slug, doc.id]))
      const keep = new Set(table.rows.map((row) => row.slug))
      // the old default steps down first, so the new one may take its place
      for (const doc of existing.docs) {
        if (!keep.has(doc.slug)) {
          await payload.delete({
            collection: 'shipping-carriers',
            id: doc.id,
            overrideAccess: true,
          })
        } else if (doc.isDefault) {
          await payload.update({
            collection: 'shipping-carriers',
            id: doc.id,
            data: { isDefault: false },
            overrideAccess: true,
          })
        }
      }
      for (const row of [...table.rows].sort((a, b) => Number(a.isDefault) - Number(b.isDefault))) {
        const data = {
          slug: row.slug,
          title: row.titleEn,
          sequence: row.sequence,
          international: row.international,
          collect: row.collect,
          minSubtotal: row.minSubtotal,
          isDefault: row.isDefault,
        }
        const id = bySlug.get(row.slug)
        const saved = id
          ? await payload.update({
              collection: 'shipping-carriers',
              id,
              locale: 'en',
              data,
              overrideAccess: true,
            })
          : await payload.create({
              collection: 'shipping-carriers',
              locale: 'en',
              data,
              overrideAccess: true,
            })
        await payload.update({
          collection: 'shipping-carriers',
          id: saved.id,
          locale: 'es',
          data: { title: row.titleEs },
          overrideAccess: true,
        })
      }
      return `${table.rows.length} carriers`
    }
  }
}
