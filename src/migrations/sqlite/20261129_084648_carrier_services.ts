import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shipping_carriers_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_carriers_services_order_idx\` ON \`shipping_carriers_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_carriers_services_parent_id_idx\` ON \`shipping_carriers_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_carriers_services_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_carriers_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_carriers_services_locales_locale_parent_id_unique\` ON \`shipping_carriers_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`shipping_carriers\` ADD \`account_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shipping_carriers_services\`;`)
  await db.run(sql`DROP TABLE \`shipping_carriers_services_locales\`;`)
  await db.run(sql`ALTER TABLE \`shipping_carriers\` DROP COLUMN \`account_name\`;`)
}
