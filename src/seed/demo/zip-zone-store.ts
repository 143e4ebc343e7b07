/**
 * The seed's raw SQL on `zip_zones`: ~900 rows, one INSERT per 200 rather than one Local API
 * call each (the collection has no hooks). Timestamps as Payload stores them.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { dbFor, timestampOf } from '@/platform/sql'

export type ZipZoneRow = { prefix: string; zone: number; states: readonly string[] }

const rowsPerInsert = 200

export async function insertZipZones(
  payload: Payload,
  zones: readonly ZipZoneRow[],
): Promise<void> {
  const db = await dbFor(payload)
  const stamp = timestampOf(db.dialect, new Date())
  for (let start = 0; start < zones.length; start += rowsPerInsert) {
    const rows = zones
      .slice(start, start + rowsPerInsert)
      .map(
        ({ prefix, zone, states }) =>
          sql`(${prefix}, ${zone}, ${states.join(',')}, ${stamp}, ${stamp})`,
      )
    await db.run(
      sql`INSERT INTO "zip_zones" ("prefix", "zone", "states", "created_at", "updated_at") VALUES ${sql.join(rows, sql`, `)}`,
    )
  }
}
