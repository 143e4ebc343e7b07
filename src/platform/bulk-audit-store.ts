/**
 * The audit trail of changes made in bulk (imports; later the ERP's pushes): one entry in
 * `audit_entries` naming who and when, and one row per changed key and field in
 * `audit_changes`, written by `INSERT … SELECT` statements that run in the bulk change's own
 * transaction, before the statements that write the new values: the SELECT compares what is
 * stored with what is coming, in SQL, so no row is read into this process and an unchanged
 * value writes nothing.
 *
 * The statements find their entry by a key of its own (`document_id`, indexed): a batch of
 * statements cannot pass the entry's generated id from one statement to the next on SQLite.
 */
import { randomUUID } from 'node:crypto'

import { sql, type SQL } from 'drizzle-orm'

import type { AuditActor } from './audit-trail'

type Dialect = 'sqlite' | 'postgres'

export type BulkAudit = {
  /** Inserts the entry: first of the change's statements. */
  entry: SQL
  /**
   * Inserts a row per result row of `changes`, a SELECT answering the columns "key", "field",
   * "before" and "after" (text, or null: added / removed).
   */
  changes: (changes: SQL) => SQL
}

/** The statements of one bulk change's audit entry and its changed values. */
export function bulkAudit(
  dialect: Dialect,
  what: { actor: AuditActor; collectionSlug: string; title: string; at?: Date },
): BulkAudit {
  const key = `bulk:${randomUUID()}`
  const at = (what.at ?? new Date()).toISOString()
  const stamp = dialect === 'postgres' ? sql`${at}::timestamptz` : sql`${at}`
  const none = dialect === 'postgres' ? sql`'[]'::jsonb` : sql`'[]'`
  const { actor, actorName, actorRoles } = what.actor
  return {
    entry: sql`
      INSERT INTO "audit_entries" ("at", "actor", "actor_name", "actor_roles", "collection_slug",
        "document_id", "document_title", "action", "changes", "updated_at", "created_at")
      VALUES (${stamp}, ${actor}, ${actorName}, ${actorRoles}, ${what.collectionSlug}, ${key},
        ${what.title}, 'import', ${none}, ${stamp}, ${stamp})`,
    changes: (changes) => sql`
      INSERT INTO "audit_changes" ("entry_id", "key", "field", "before", "after",
        "updated_at", "created_at")
      SELECT (SELECT "id" FROM "audit_entries" WHERE "document_id" = ${key}),
        "c"."key", "c"."field", "c"."before", "c"."after", ${stamp}, ${stamp}
      FROM (${changes}) AS "c"`,
  }
}

/** A boolean column as the trail writes it on both dialects: 'true', 'false' or null. */
export function booleanText(column: SQL): SQL {
  return sql`CASE WHEN ${column} IS NULL THEN NULL WHEN ${column} THEN 'true' ELSE 'false' END`
}

/** One value of a keyed table as the trail compares it: text, or null. */
export type KeyedValue = readonly [key: string, field: string, value: string | null]

/**
 * The changes between a table as stored (`stored`: a SELECT answering "key", "field" and
 * "value" as text) and the values coming in (bound as one JSON value), compared in SQL: a
 * value added or changed, and one no longer there (nothing after).
 */
export function keyedChanges(dialect: Dialect, stored: SQL, incoming: readonly KeyedValue[]): SQL {
  const json = JSON.stringify(incoming)
  const coming =
    dialect === 'sqlite'
      ? sql`SELECT "value" ->> 0 AS "key", "value" ->> 1 AS "field", "value" ->> 2 AS "value"
          FROM json_each(${json})`
      : sql`SELECT "e" ->> 0 AS "key", "e" ->> 1 AS "field", "e" ->> 2 AS "value"
          FROM jsonb_array_elements(${json}::jsonb) AS "e"`
  const differs = sql.raw(dialect === 'sqlite' ? 'IS NOT' : 'IS DISTINCT FROM')
  return sql`
    SELECT "n"."key", "n"."field", "o"."value" AS "before", "n"."value" AS "after"
    FROM (${coming}) AS "n"
    LEFT JOIN (${stored}) AS "o" ON "o"."key" = "n"."key" AND "o"."field" = "n"."field"
    WHERE "o"."key" IS NULL OR "o"."value" ${differs} "n"."value"
    UNION ALL
    SELECT "o"."key", "o"."field", "o"."value", CAST(NULL AS TEXT)
    FROM (${stored}) AS "o"
    WHERE NOT EXISTS (SELECT 1 FROM (${coming}) AS "n"
      WHERE "n"."key" = "o"."key" AND "n"."field" = "o"."field")`
}
