import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`makers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`makers_name_idx\` ON \`makers\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`makers_slug_idx\` ON \`makers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`makers_updated_at_idx\` ON \`makers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`makers_created_at_idx\` ON \`makers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cross_references\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`maker_id\` integer NOT NULL,
  	\`their_pn\` text NOT NULL,
  	\`pn\` text NOT NULL,
  	\`match\` text DEFAULT 'exact' NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`note_en\` text,
  	\`note_es\` text,
  	\`their_pn_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`maker_id\`) REFERENCES \`makers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cross_references_maker_idx\` ON \`cross_references\` (\`maker_id\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_pn_idx\` ON \`cross_references\` (\`pn\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_their_pn_key_idx\` ON \`cross_references\` (\`their_pn_key\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_updated_at_idx\` ON \`cross_references\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_created_at_idx\` ON \`cross_references\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`maker_theirPnKey_pn_idx\` ON \`cross_references\` (\`maker_id\`,\`their_pn_key\`,\`pn\`);`)
  await db.run(sql`ALTER TABLE \`parts\` ADD \`successor\` text;`)
  await db.run(sql`CREATE INDEX \`parts_successor_idx\` ON \`parts\` (\`successor\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`makers_id\` integer REFERENCES makers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cross_references_id\` integer REFERENCES cross_references(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_makers_id_idx\` ON \`payload_locked_documents_rels\` (\`makers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cross_references_id_idx\` ON \`payload_locked_documents_rels\` (\`cross_references_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`makers\`;`)
  await db.run(sql`DROP TABLE \`cross_references\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`orders_id\` integer,
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
  	\`parts_id\` integer,
  	\`series_id\` integer,
  	\`price_lists_id\` integer,
  	\`price_list_entries_id\` integer,
  	\`catalog_imports_id\` integer,
  	\`customers_id\` integer,
  	\`web_users_id\` integer,
  	\`contacts_id\` integer,
  	\`carts_id\` integer,
  	\`favorites_id\` integer,
  	\`saved_carts_id\` integer,
  	\`shipping_carriers_id\` integer,
  	\`zip_zones_id\` integer,
  	\`order_requests_id\` integer,
  	\`outbox_id\` integer,
  	\`staff_id\` integer,
  	\`audit_entries_id\` integer,
  	\`audit_changes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`parts_id\`) REFERENCES \`parts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`series_id\`) REFERENCES \`series\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_list_entries_id\`) REFERENCES \`price_list_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalog_imports_id\`) REFERENCES \`catalog_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`web_users_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorites_id\`) REFERENCES \`favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_carts_id\`) REFERENCES \`saved_carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_carriers_id\`) REFERENCES \`shipping_carriers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`zip_zones_id\`) REFERENCES \`zip_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_requests_id\`) REFERENCES \`order_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_changes_id\`) REFERENCES \`audit_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "orders_id", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "parts_id", "series_id", "price_lists_id", "price_list_entries_id", "catalog_imports_id", "customers_id", "web_users_id", "contacts_id", "carts_id", "favorites_id", "saved_carts_id", "shipping_carriers_id", "zip_zones_id", "order_requests_id", "outbox_id", "staff_id", "audit_entries_id", "audit_changes_id") SELECT "id", "order", "parent_id", "path", "orders_id", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "parts_id", "series_id", "price_lists_id", "price_list_entries_id", "catalog_imports_id", "customers_id", "web_users_id", "contacts_id", "carts_id", "favorites_id", "saved_carts_id", "shipping_carriers_id", "zip_zones_id", "order_requests_id", "outbox_id", "staff_id", "audit_entries_id", "audit_changes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parts_id_idx\` ON \`payload_locked_documents_rels\` (\`parts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_series_id_idx\` ON \`payload_locked_documents_rels\` (\`series_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_list_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`price_list_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_users_id_idx\` ON \`payload_locked_documents_rels\` (\`web_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorites_id_idx\` ON \`payload_locked_documents_rels\` (\`favorites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_carriers_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_carriers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_zip_zones_id_idx\` ON \`payload_locked_documents_rels\` (\`zip_zones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`order_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_changes_id\`);`)
  await db.run(sql`DROP INDEX \`parts_successor_idx\`;`)
  await db.run(sql`ALTER TABLE \`parts\` DROP COLUMN \`successor\`;`)
}
