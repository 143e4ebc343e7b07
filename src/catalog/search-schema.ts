/**
 * The full-text tables behind catalogue search, one design per dialect
 * (Payload does not know they exist; the `catalog` migrations create them and
 * `npm run search:rebuild` refills them):
 * - SQLite: FTS5 `search_text` (words, accents folded) and `search_pn`
 *   (trigram tokenizer: part-number substrings), rowid = parts.id for parts.
 * - PostgreSQL: `search_text` with a generated tsvector and a GIN index, and
 *   pg_trgm GIN + text_pattern_ops indexes on parts.pn.
 * Text is folded (lower case, accents removed) before it is stored or searched.
 */
import type { Dialect } from '@/platform/database'

export const searchTablesSql: Record<Dialect, string[]> = {
  sqlite: [
    `CREATE VIRTUAL TABLE IF NOT EXISTS search_text USING fts5(kind UNINDEXED, ref UNINDEXED, locale UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2')`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS search_pn USING fts5(pn, tokenize = 'trigram')`,
  ],
  postgres: [
    `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
    `CREATE TABLE IF NOT EXISTS search_text (id bigserial PRIMARY KEY, kind text NOT NULL, ref text NOT NULL, locale text NOT NULL, title text NOT NULL DEFAULT '', body text NOT NULL DEFAULT '', tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || body)) STORED)`,
    `CREATE INDEX IF NOT EXISTS search_text_tsv_idx ON search_text USING gin (tsv)`,
    `CREATE INDEX IF NOT EXISTS search_text_ref_idx ON search_text (kind, ref)`,
    `CREATE INDEX IF NOT EXISTS parts_pn_trgm_idx ON parts USING gin (pn gin_trgm_ops)`,
    `CREATE INDEX IF NOT EXISTS parts_pn_pattern_idx ON parts (pn text_pattern_ops)`,
  ],
}

export const searchTablesDropSql: Record<Dialect, string[]> = {
  sqlite: ['DROP TABLE IF EXISTS search_pn', 'DROP TABLE IF EXISTS search_text'],
  postgres: [
    'DROP INDEX IF EXISTS parts_pn_pattern_idx',
    'DROP INDEX IF EXISTS parts_pn_trgm_idx',
    'DROP TABLE IF EXISTS search_text',
  ],
}

/**
 * A part number's key without its separators (the stored pn has only `-` and `.` between
 * groups; see `normalizePn`), indexed so a pn typed with more, fewer or other separators finds
 * its part by prefix. The search statements use this exact expression, so the index serves them.
 */
export const pnKeyExpression = (column: string) => `replace(replace(${column}, '-', ''), '.', '')`

export const pnKeyIndexSql: Record<Dialect, string[]> = {
  sqlite: [`CREATE INDEX IF NOT EXISTS parts_pn_key_idx ON parts (${pnKeyExpression('pn')})`],
  postgres: [
    `CREATE INDEX IF NOT EXISTS parts_pn_key_idx ON parts ((${pnKeyExpression('pn')}) text_pattern_ops)`,
  ],
}

export const pnKeyIndexDropSql: Record<Dialect, string[]> = {
  sqlite: ['DROP INDEX IF EXISTS parts_pn_key_idx'],
  postgres: ['DROP INDEX IF EXISTS parts_pn_key_idx'],
}
