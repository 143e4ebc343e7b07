/**
 * Writes a shipping or tax table that passed `parseShippingImport` whole (all or nothing):
 * the ZIP zones are replaced in one transaction, the rate bands, family rates, tax rules and
 * item rules are one save of their global each, carriers are upserted by slug (a carrier no
 * longer in the file is removed). Staff's validation runs again on each save. Each import
 * keeps its audit entry and a row per changed value (`audit-changes`), compared in SQL and
 * written first in the import's own transaction.
 */
import type { Payload, PayloadRequest } from 'payload'

import { systemActor, type AuditActor } from '@/platform/audit-trail'
import { inRealTransaction, inTransaction, type SqlDb } from '@/platform/sql'

import type { ShippingImport } from './shipping-import'
import { incomingValues } from './shipping-import-audit'
import { recordImportChanges, replaceZipZones } from './shipping-import-store'

/** The slugs the trail files each table under (the collection or global staff edit it in). */
const auditedAs: Record<ShippingImport['kind'], string> = {
  zones: 'zip-zones',
  bands: 'shipping-rates',
  'family-rates': 'checkout-settings',
  tax: 'checkout-settings',
  'item-rules': 'checkout-settings',
  carriers: 'shipping-carriers',
}

function recordChanges(db: SqlDb, table: ShippingImport, actor: AuditActor): Promise<void> {
  return recordImportChanges(
    db,
    table.kind,
    { actor, collectionSlug: auditedAs[table.kind], title: `Shipping import: ${table.kind}` },
    incomingValues(table),
  )
}

export async function applyShippingImport(
  payload: Payload,
  table: ShippingImport,
  actor: AuditActor = systemActor('import'),
): Promise<string> {
  if (table.kind === 'zones') {
    await inTransaction(payload, undefined, async (db) => {
      await recordChanges(db, table, actor)
      await replaceZipZones(db, table.rows)
    })
    return `${table.rows.length} ZIP zones`
  }
  // the globals and carriers through Payload (its checks and hooks), in one real transaction
  // with their audit rows
  return inRealTransaction(payload, async (transaction) => {
    const req = transaction as PayloadRequest
    await inTransaction(payload, req, (db) => recordChanges(db, table, actor))
    return writeThroughPayload(payload, table, req)
  })
}

async function writeThroughPayload(
  payload: Payload,
  table: Exclude<ShippingImport, { kind: 'zones' }>,
  req: PayloadRequest,
): Promise<string> {
  switch (table.kind) {
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
        req,
      })
      return `${table.rows.length} rate bands`
    case 'family-rates':
      await payload.updateGlobal({
        slug: 'checkout-settings',
        data: { cartShippingRates: table.rows },
        overrideAccess: true,
        req,
      })
      return `${table.rows.length} zone-rated families`
    case 'tax':
      await payload.updateGlobal({
        slug: 'checkout-settings',
        data: { taxRates: table.rows },
        overrideAccess: true,
        req,
      })
      return `${table.rows.length} tax rules`
    case 'item-rules':
      await payload.updateGlobal({
        slug: 'checkout-settings',
        data: { cartItemRules: table.rows },
        overrideAccess: true,
        req,
      })
      return `${table.rows.length} item rules`
    case 'carriers': {
      const existing = await payload.find({
        collection: 'shipping-carriers',
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
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
            req,
          })
        } else if (doc.isDefault) {
          await payload.update({
            collection: 'shipping-carriers',
            id: doc.id,
            data: { isDefault: false },
            overrideAccess: true,
            req,
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
              req,
            })
          : await payload.create({
              collection: 'shipping-carriers',
              locale: 'en',
              data,
              overrideAccess: true,
              req,
            })
        await payload.update({
          collection: 'shipping-carriers',
          id: saved.id,
          locale: 'es',
          data: { title: row.titleEs },
          overrideAccess: true,
          req,
        })
      }
      return `${table.rows.length} carriers`
    }
  }
}
