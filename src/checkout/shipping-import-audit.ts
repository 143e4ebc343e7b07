/**
 * The audit trail of a shipping or tax import (issue 38 item 7): the table as the file has it,
 * as (key, field, value) text; `shipping-import-store.ts` reads the stored table in the same
 * shape and compares the two in SQL (`keyedChanges`) in the import's own transaction, so each
 * changed rate, band, zone, rule or carrier is one `audit-changes` row with its before and after.
 */
import type { KeyedValue } from '@/platform/bulk-audit-store'

import type { ShippingImport } from './shipping-import'

const num = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value)
const flag = (value: boolean | null | undefined): string => String(value === true)

/** What the file says, as the trail compares it. Pure. */
export function incomingValues(table: ShippingImport): KeyedValue[] {
  switch (table.kind) {
    case 'zones':
      return table.rows.flatMap((row) => [
        [row.prefix, 'zone', num(row.zone)],
        [row.prefix, 'states', row.states || null],
      ])
    case 'bands':
      return table.rows.flatMap((row) => {
        const key = `from ${num(row.min ?? 0)}`
        return [
          [key, 'max', num(row.max)],
          [key, 'ground', num(row.ground ?? 0)],
          [key, 'groundDist', num(row.groundDist ?? 0)],
          [key, 'air2day', num(row.air2day ?? 0)],
          [key, 'air1day', num(row.air1day ?? 0)],
        ] as KeyedValue[]
      })
    case 'tax':
      return table.rows.map((row) => [`${row.state} ${row.zipCodes}`, 'rate', num(row.rate)])
    case 'item-rules':
      return table.rows.flatMap((row) => [
        [row.pn, 'exemptFromFreeShipping', flag(row.exemptFromFreeShipping)],
        [row.pn, 'leadTime10Days', flag(row.leadTime10Days)],
      ])
    case 'family-rates':
      return table.rows.flatMap((row) => [
        [row.code, 'family', row.family || null] as KeyedValue,
        [row.code, 'spqBoxCount', num(row.spqBoxCount)] as KeyedValue,
        [row.code, 'nonBoxCount', num(row.nonBoxCount)] as KeyedValue,
        ...row.zones.flatMap((zone): KeyedValue[] => [
          [`${row.code} zone ${zone.zone}`, 'spqBoxPrice', num(zone.spqBoxPrice)],
          [`${row.code} zone ${zone.zone}`, 'nonBoxPrice', num(zone.nonBoxPrice)],
        ]),
      ])
    case 'carriers':
      return table.rows.flatMap((row) => [
        [row.slug, 'titleEn', row.titleEn],
        [row.slug, 'titleEs', row.titleEs],
        [row.slug, 'sequence', num(row.sequence)],
        [row.slug, 'international', flag(row.international)],
        [row.slug, 'collect', flag(row.collect)],
        [row.slug, 'minSubtotal', num(row.minSubtotal)],
        [row.slug, 'isDefault', flag(row.isDefault)],
      ])
  }
}
