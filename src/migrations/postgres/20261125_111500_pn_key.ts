import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { pnKeyIndexDropSql, pnKeyIndexSql } from '../../catalog/search-schema'

// An index Payload does not know: part numbers by their key without separators (search).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of pnKeyIndexSql.postgres) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of pnKeyIndexDropSql.postgres) await db.execute(sql.raw(statement))
}
