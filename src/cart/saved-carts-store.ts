/**
 * Saved carts in the database (`saved_carts`), always read and written with the owner in the
 * WHERE clause: another buyer's id finds nothing, which the API answers as 404 (business rules
 * §10). Names are unique per owner by a unique index on (owner, name key); renames and line
 * edits are compare-and-set on `version`, so a stale editor gets the current cart back.
 */
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { isoOf, jsonList } from '@/platform/owned-record-store'
import { dbFor, isUniqueViolation, type Row } from '@/platform/sql'

import type { CartItem } from './cart-lines'
import { cartItemOf } from './cart-store'
import { nameKeyOf } from './saved-cart-names'

export type SavedCart = {
  id: number
  name: string
  items: CartItem[]
  version: number
  createdAt: string
  updatedAt: string
}

const itemsColumn = jsonList('items', cartItemOf)

function savedCartOf(row: Row): SavedCart {
  return {
    id: Number(row.id),
    name: String(row.name),
    items: itemsColumn.read(row.items),
    version: Number(row.version),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  }
}

const columns = sql`"id", "name", "items", "version", "created_at", "updated_at"`

function stampOf(postgres: boolean) {
  const now = new Date().toISOString()
  return postgres ? sql`${now}::timestamptz` : sql`${now}`
}

function itemsValue(postgres: boolean, items: CartItem[]) {
  return postgres ? sql`${JSON.stringify(items)}::jsonb` : sql`${JSON.stringify(items)}`
}

/** The owner's saved carts, the most recently changed first. */
export async function listSavedCarts(payload: Payload, ownerId: number): Promise<SavedCart[]> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`SELECT ${columns} FROM "saved_carts" WHERE "owner_id" = ${ownerId} ORDER BY "updated_at" DESC, "id" DESC`,
  )
  return rows.map(savedCartOf)
}

export async function countSavedCarts(payload: Payload, ownerId: number): Promise<number> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`SELECT COUNT(*) AS "n" FROM "saved_carts" WHERE "owner_id" = ${ownerId}`,
  )
  return Number(rows[0]?.n ?? 0)
}

export async function readSavedCart(
  payload: Payload,
  ownerId: number,
  id: number,
): Promise<SavedCart | null> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`SELECT ${columns} FROM "saved_carts" WHERE "id" = ${id} AND "owner_id" = ${ownerId}`,
  )
  return rows[0] ? savedCartOf(rows[0]) : null
}

/** A new saved cart, or `nameTaken` when the owner already has one by that name. */
export async function insertSavedCart(
  payload: Payload,
  ownerId: number,
  content: { name: string; items: CartItem[] },
): Promise<{ ok: true; savedCart: SavedCart } | { ok: false; code: 'nameTaken' }> {
  const db = await dbFor(payload)
  const postgres = db.dialect === 'postgres'
  const stamp = stampOf(postgres)
  const rows = await db.rows(sql`
    INSERT INTO "saved_carts" ("owner_id", "name", "name_key", "items", "version", "created_at", "updated_at")
    VALUES (${ownerId}, ${content.name}, ${nameKeyOf(content.name)}, ${itemsValue(postgres, content.items)}, 1, ${stamp}, ${stamp})
    ON CONFLICT DO NOTHING
    RETURNING ${columns}`)
  return rows[0] ? { ok: true, savedCart: savedCartOf(rows[0]) } : { ok: false, code: 'nameTaken' }
}

export type SavedCartUpdate =
  | { ok: true; savedCart: SavedCart }
  | { ok: false; code: 'notFound' }
  | { ok: false; code: 'nameTaken' }
  | { ok: false; code: 'stale'; current: SavedCart }

/** A new name and/or new lines, if the stored cart still has `expectedVersion`. */
export async function updateSavedCart(
  payload: Payload,
  ownerId: number,
  id: number,
  expectedVersion: number,
  change: { name?: string; items?: CartItem[] },
): Promise<SavedCartUpdate> {
  const db = await dbFor(payload)
  const postgres = db.dialect === 'postgres'
  const sets = [sql`"version" = "version" + 1`, sql`"updated_at" = ${stampOf(postgres)}`]
  if (change.name !== undefined)
    sets.push(sql`"name" = ${change.name}`, sql`"name_key" = ${nameKeyOf(change.name)}`)
  if (change.items !== undefined) sets.push(sql`"items" = ${itemsValue(postgres, change.items)}`)
  let rows: Row[]
  try {
    rows = await db.rows(sql`
      UPDATE "saved_carts" SET ${sql.join(sets, sql`, `)}
      WHERE "id" = ${id} AND "owner_id" = ${ownerId} AND "version" = ${expectedVersion}
      RETURNING ${columns}`)
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, code: 'nameTaken' }
    throw error
  }
  if (rows[0]) return { ok: true, savedCart: savedCartOf(rows[0]) }
  const current = await readSavedCart(payload, ownerId, id)
  return current ? { ok: false, code: 'stale', current } : { ok: false, code: 'notFound' }
}

export async function deleteSavedCart(
  payload: Payload,
  ownerId: number,
  id: number,
): Promise<boolean> {
  const db = await dbFor(payload)
  const rows = await db.rows(
    sql`DELETE FROM "saved_carts" WHERE "id" = ${id} AND "owner_id" = ${ownerId} RETURNING "id"`,
  )
  return rows.length === 1
}
