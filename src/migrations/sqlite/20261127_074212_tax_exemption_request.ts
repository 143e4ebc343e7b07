import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`tax_exemption\` text DEFAULT 'none' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`contacts_tax_exemption_idx\` ON \`contacts\` (\`tax_exemption\`);`)
  // who unticked "taxable" cannot be told (buyers could, through the API): each such address
  // becomes a request that staff confirm in the admin (business rules §6 FIX)
  await db.run(sql`UPDATE \`contacts\` SET \`tax_exemption\` = 'requested' WHERE \`taxable\` = 0;`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`taxable\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contacts_tax_exemption_idx\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`taxable\` integer DEFAULT true;`)
  await db.run(sql`UPDATE \`contacts\` SET \`taxable\` = 0 WHERE \`tax_exemption\` = 'granted';`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`tax_exemption\`;`)
}
