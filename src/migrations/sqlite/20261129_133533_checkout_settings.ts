import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Checkout's own settings (issue 40): the fees and tariff, order notice recipients, sales reps,
 * zone-rated families, item rules and tax rules move from the site settings into the
 * `checkout-settings` global, values and row ids as they were; then the site settings' copies go.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`checkout_settings_cart_shipping_rates_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`zone\` numeric NOT NULL,
  	\`spq_box_price\` numeric,
  	\`non_box_price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings_cart_shipping_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_shipping_rates_zones_order_idx\` ON \`checkout_settings_cart_shipping_rates_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_shipping_rates_zones_parent_id_idx\` ON \`checkout_settings_cart_shipping_rates_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings_cart_shipping_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`family\` text,
  	\`spq_box_count\` numeric,
  	\`non_box_count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_shipping_rates_order_idx\` ON \`checkout_settings_cart_shipping_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_shipping_rates_parent_id_idx\` ON \`checkout_settings_cart_shipping_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings_cart_item_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`exempt_from_free_shipping\` integer,
  	\`lead_time10_days\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_item_rules_order_idx\` ON \`checkout_settings_cart_item_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_cart_item_rules_parent_id_idx\` ON \`checkout_settings_cart_item_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings_tax_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip_codes\` text DEFAULT '*',
  	\`rate\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_tax_rates_order_idx\` ON \`checkout_settings_tax_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_tax_rates_parent_id_idx\` ON \`checkout_settings_tax_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings_sales_reps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`rep\` text NOT NULL,
  	\`territory\` text,
  	\`email\` text,
  	\`area_codes\` text,
  	\`states\` text,
  	\`countries\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_sales_reps_order_idx\` ON \`checkout_settings_sales_reps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_sales_reps_parent_id_idx\` ON \`checkout_settings_sales_reps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fees_handling_threshold\` numeric DEFAULT 49 NOT NULL,
  	\`fees_handling_fee\` numeric DEFAULT 10 NOT NULL,
  	\`fees_handling_fee_international\` numeric DEFAULT 25 NOT NULL,
  	\`fees_cut_fee\` numeric DEFAULT 10 NOT NULL,
  	\`fees_international_fee\` numeric DEFAULT 40 NOT NULL,
  	\`fees_tariff_mode\` text DEFAULT 'global' NOT NULL,
  	\`fees_tariff_global_percent\` numeric DEFAULT 4.95 NOT NULL,
  	\`fees_tariff_per_item_percent\` numeric DEFAULT 25 NOT NULL,
  	\`order_notice_recipients\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  // today's values, moved
  await db.run(sql`INSERT INTO \`checkout_settings\` (\`id\`, \`fees_handling_threshold\`, \`fees_handling_fee\`, \`fees_handling_fee_international\`, \`fees_cut_fee\`, \`fees_international_fee\`, \`fees_tariff_mode\`, \`fees_tariff_global_percent\`, \`fees_tariff_per_item_percent\`, \`order_notice_recipients\`, \`updated_at\`, \`created_at\`) SELECT \`id\`, \`fees_handling_threshold\`, \`fees_handling_fee\`, \`fees_handling_fee_international\`, \`fees_cut_fee\`, \`fees_international_fee\`, \`fees_tariff_mode\`, \`fees_tariff_global_percent\`, \`fees_tariff_per_item_percent\`, \`order_notice_recipients\`, \`updated_at\`, \`created_at\` FROM \`site_settings\`;`)
  await db.run(sql`INSERT INTO \`checkout_settings_sales_reps\` (\`_order\`, \`_parent_id\`, \`id\`, \`label\`, \`rep\`, \`territory\`, \`email\`, \`area_codes\`, \`states\`, \`countries\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`label\`, \`rep\`, \`territory\`, \`email\`, \`area_codes\`, \`states\`, \`countries\` FROM \`site_settings_sales_reps\`;`)
  await db.run(sql`INSERT INTO \`checkout_settings_cart_shipping_rates\` (\`_order\`, \`_parent_id\`, \`id\`, \`code\`, \`family\`, \`spq_box_count\`, \`non_box_count\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`code\`, \`family\`, \`spq_box_count\`, \`non_box_count\` FROM \`site_settings_cart_shipping_rates\`;`)
  await db.run(sql`INSERT INTO \`checkout_settings_cart_shipping_rates_zones\` (\`_order\`, \`_parent_id\`, \`id\`, \`zone\`, \`spq_box_price\`, \`non_box_price\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`zone\`, \`spq_box_price\`, \`non_box_price\` FROM \`site_settings_cart_shipping_rates_zones\`;`)
  await db.run(sql`INSERT INTO \`checkout_settings_cart_item_rules\` (\`_order\`, \`_parent_id\`, \`id\`, \`pn\`, \`exempt_from_free_shipping\`, \`lead_time10_days\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`pn\`, \`exempt_from_free_shipping\`, \`lead_time10_days\` FROM \`site_settings_cart_item_rules\`;`)
  await db.run(sql`INSERT INTO \`checkout_settings_tax_rates\` (\`_order\`, \`_parent_id\`, \`id\`, \`state\`, \`zip_codes\`, \`rate\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`state\`, \`zip_codes\`, \`rate\` FROM \`site_settings_tax_rates\`;`)
  await db.run(sql`DROP TABLE \`site_settings_sales_reps\`;`)
  await db.run(sql`DROP TABLE \`site_settings_cart_shipping_rates_zones\`;`)
  await db.run(sql`DROP TABLE \`site_settings_cart_shipping_rates\`;`)
  await db.run(sql`DROP TABLE \`site_settings_cart_item_rules\`;`)
  await db.run(sql`DROP TABLE \`site_settings_tax_rates\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`order_notice_recipients\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_handling_threshold\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_handling_fee\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_handling_fee_international\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_cut_fee\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_international_fee\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_tariff_mode\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_tariff_global_percent\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fees_tariff_per_item_percent\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_sales_reps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`rep\` text NOT NULL,
  	\`territory\` text,
  	\`email\` text,
  	\`area_codes\` text,
  	\`states\` text,
  	\`countries\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_sales_reps_order_idx\` ON \`site_settings_sales_reps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_sales_reps_parent_id_idx\` ON \`site_settings_sales_reps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_cart_shipping_rates_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`zone\` numeric NOT NULL,
  	\`spq_box_price\` numeric,
  	\`non_box_price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_cart_shipping_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_cart_shipping_rates_zones_order_idx\` ON \`site_settings_cart_shipping_rates_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_cart_shipping_rates_zones_parent_id_idx\` ON \`site_settings_cart_shipping_rates_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_cart_shipping_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`family\` text,
  	\`spq_box_count\` numeric,
  	\`non_box_count\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_cart_shipping_rates_order_idx\` ON \`site_settings_cart_shipping_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_cart_shipping_rates_parent_id_idx\` ON \`site_settings_cart_shipping_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_cart_item_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`exempt_from_free_shipping\` integer,
  	\`lead_time10_days\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_cart_item_rules_order_idx\` ON \`site_settings_cart_item_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_cart_item_rules_parent_id_idx\` ON \`site_settings_cart_item_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_tax_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip_codes\` text DEFAULT '*',
  	\`rate\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_tax_rates_order_idx\` ON \`site_settings_tax_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_tax_rates_parent_id_idx\` ON \`site_settings_tax_rates\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`order_notice_recipients\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_handling_threshold\` numeric DEFAULT 49 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_handling_fee\` numeric DEFAULT 10 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_handling_fee_international\` numeric DEFAULT 25 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_cut_fee\` numeric DEFAULT 10 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_international_fee\` numeric DEFAULT 40 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_tariff_mode\` text DEFAULT 'global' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_tariff_global_percent\` numeric DEFAULT 4.95 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fees_tariff_per_item_percent\` numeric DEFAULT 25 NOT NULL;`)
  // the values, moved back
  await db.run(sql`UPDATE \`site_settings\` SET \`fees_handling_threshold\` = (SELECT \`fees_handling_threshold\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_handling_fee\` = (SELECT \`fees_handling_fee\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_handling_fee_international\` = (SELECT \`fees_handling_fee_international\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_cut_fee\` = (SELECT \`fees_cut_fee\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_international_fee\` = (SELECT \`fees_international_fee\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_tariff_mode\` = (SELECT \`fees_tariff_mode\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_tariff_global_percent\` = (SELECT \`fees_tariff_global_percent\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`fees_tariff_per_item_percent\` = (SELECT \`fees_tariff_per_item_percent\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`), \`order_notice_recipients\` = (SELECT \`order_notice_recipients\` FROM \`checkout_settings\` WHERE \`checkout_settings\`.\`id\` = \`site_settings\`.\`id\`) WHERE \`id\` IN (SELECT \`id\` FROM \`checkout_settings\`);`)
  await db.run(sql`INSERT INTO \`site_settings_sales_reps\` (\`_order\`, \`_parent_id\`, \`id\`, \`label\`, \`rep\`, \`territory\`, \`email\`, \`area_codes\`, \`states\`, \`countries\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`label\`, \`rep\`, \`territory\`, \`email\`, \`area_codes\`, \`states\`, \`countries\` FROM \`checkout_settings_sales_reps\`;`)
  await db.run(sql`INSERT INTO \`site_settings_cart_shipping_rates\` (\`_order\`, \`_parent_id\`, \`id\`, \`code\`, \`family\`, \`spq_box_count\`, \`non_box_count\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`code\`, \`family\`, \`spq_box_count\`, \`non_box_count\` FROM \`checkout_settings_cart_shipping_rates\`;`)
  await db.run(sql`INSERT INTO \`site_settings_cart_shipping_rates_zones\` (\`_order\`, \`_parent_id\`, \`id\`, \`zone\`, \`spq_box_price\`, \`non_box_price\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`zone\`, \`spq_box_price\`, \`non_box_price\` FROM \`checkout_settings_cart_shipping_rates_zones\`;`)
  await db.run(sql`INSERT INTO \`site_settings_cart_item_rules\` (\`_order\`, \`_parent_id\`, \`id\`, \`pn\`, \`exempt_from_free_shipping\`, \`lead_time10_days\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`pn\`, \`exempt_from_free_shipping\`, \`lead_time10_days\` FROM \`checkout_settings_cart_item_rules\`;`)
  await db.run(sql`INSERT INTO \`site_settings_tax_rates\` (\`_order\`, \`_parent_id\`, \`id\`, \`state\`, \`zip_codes\`, \`rate\`) SELECT \`_order\`, \`_parent_id\`, \`id\`, \`state\`, \`zip_codes\`, \`rate\` FROM \`checkout_settings_tax_rates\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_cart_shipping_rates_zones\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_cart_shipping_rates\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_cart_item_rules\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_tax_rates\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_sales_reps\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings\`;`)
}
