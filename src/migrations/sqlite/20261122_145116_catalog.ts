import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { searchTablesDropSql, searchTablesSql } from '../../catalog/search-schema'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`parts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pn\` text NOT NULL,
  	\`description_en\` text NOT NULL,
  	\`description_es\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`list_price_cents\` numeric NOT NULL,
  	\`pkg_qty\` numeric DEFAULT 1 NOT NULL,
  	\`shipping_family\` text,
  	\`tariff\` integer DEFAULT false,
  	\`available\` integer DEFAULT true,
  	\`attributes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`parts_pn_idx\` ON \`parts\` (\`pn\`);`)
  await db.run(sql`CREATE INDEX \`parts_product_idx\` ON \`parts\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`parts_available_idx\` ON \`parts\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`parts_updated_at_idx\` ON \`parts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`parts_created_at_idx\` ON \`parts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`series\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`discount_schedule\` text NOT NULL,
  	\`is_public\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`series_title_idx\` ON \`series\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`series_updated_at_idx\` ON \`series\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`series_created_at_idx\` ON \`series\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`series_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`series_rels_order_idx\` ON \`series_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_parent_idx\` ON \`series_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_path_idx\` ON \`series_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_products_id_idx\` ON \`series_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`series_rels_pages_id_idx\` ON \`series_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`price_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_lists_name_idx\` ON \`price_lists\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_updated_at_idx\` ON \`price_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_created_at_idx\` ON \`price_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_list_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	\`value_type\` text NOT NULL,
  	\`schedule\` text,
  	\`pn\` text,
  	\`value\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_list_entries_price_list_idx\` ON \`price_list_entries\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_schedule_idx\` ON \`price_list_entries\` (\`schedule\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_pn_idx\` ON \`price_list_entries\` (\`pn\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_updated_at_idx\` ON \`price_list_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_list_entries_created_at_idx\` ON \`price_list_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`catalog_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`price_list\` text,
  	\`full_catalogue\` integer DEFAULT false,
  	\`status\` text DEFAULT 'pending',
  	\`report\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`catalog_imports_updated_at_idx\` ON \`catalog_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_at_idx\` ON \`catalog_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalog_imports_filename_idx\` ON \`catalog_imports\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`parts_id\` integer REFERENCES parts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`series_id\` integer REFERENCES series(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_lists_id\` integer REFERENCES price_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_list_entries_id\` integer REFERENCES price_list_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`catalog_imports_id\` integer REFERENCES catalog_imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parts_id_idx\` ON \`payload_locked_documents_rels\` (\`parts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_list_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`price_list_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  // Full-text search tables and indexes (Payload does not own them).
  for (const statement of searchTablesSql.sqlite) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of searchTablesDropSql.sqlite) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`parts\`;`)
  await db.run(sql`DROP TABLE \`series\`;`)
  await db.run(sql`DROP TABLE \`series_rels\`;`)
  await db.run(sql`DROP TABLE \`price_lists\`;`)
  await db.run(sql`DROP TABLE \`price_list_entries\`;`)
  await db.run(sql`DROP TABLE \`catalog_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`industries_id\` integer,
  	\`products_id\` integer,
  	\`resources_id\` integer,
  	\`testimonials_id\` integer,
  	\`white_papers_id\` integer,
  	\`attributes_id\` integer,
  	\`icons_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`tstrings_id\` integer,
  	\`customers_id\` integer,
  	\`web_users_id\` integer,
  	\`contacts_id\` integer,
  	\`staff_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resources_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`white_papers_id\`) REFERENCES \`white_papers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attributes_id\`) REFERENCES \`attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`icons_id\`) REFERENCES \`icons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tstrings_id\`) REFERENCES \`tstrings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_users_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "customers_id", "web_users_id", "contacts_id", "staff_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "customers_id", "web_users_id", "contacts_id", "staff_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_white_papers_id_idx\` ON \`payload_locked_documents_rels\` (\`white_papers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attributes_id_idx\` ON \`payload_locked_documents_rels\` (\`attributes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_icons_id_idx\` ON \`payload_locked_documents_rels\` (\`icons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tstrings_id_idx\` ON \`payload_locked_documents_rels\` (\`tstrings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_users_id_idx\` ON \`payload_locked_documents_rels\` (\`web_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
}
