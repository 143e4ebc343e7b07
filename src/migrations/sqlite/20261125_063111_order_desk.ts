import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`buyer_email\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment_provider\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`paid_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_basis\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`status_history\` text;`)
  await db.run(sql`CREATE INDEX \`orders_buyer_email_idx\` ON \`orders\` (\`buyer_email\`);`)
  await db.run(sql`CREATE INDEX \`orders_total_cents_idx\` ON \`orders\` (\`total_cents\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipping_pending_idx\` ON \`orders\` (\`shipping_pending\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`message_id\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`data\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`lease_until\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`last_error\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_next_attempt_at_idx\` ON \`outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`order_notice_recipients\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_buyer_email_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_total_cents_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_shipping_pending_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`buyer_email\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payment_provider\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`paid_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`quote_basis\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`status_history\`;`)
  await db.run(sql`DROP INDEX \`outbox_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`message_id\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`data\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`lease_until\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`last_error\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`order_notice_recipients\`;`)
}
