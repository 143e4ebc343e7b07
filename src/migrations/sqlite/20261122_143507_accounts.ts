import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { authTablesDropSql, authTablesSql } from '../../account/auth-schema'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cust_type\` text,
  	\`price_list\` text DEFAULT 'OEM' NOT NULL,
  	\`ar_term\` text DEFAULT 'CREDIT CARD' NOT NULL,
  	\`territory\` text,
  	\`rep\` text,
  	\`segment\` numeric DEFAULT 5,
  	\`is_free_ground_at\` numeric DEFAULT 49,
  	\`primary_contact_id\` integer,
  	\`taxable\` integer DEFAULT true,
  	\`tax_verification_completed\` integer DEFAULT false,
  	\`tax_verification_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_name_idx\` ON \`customers\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`customers_primary_contact_idx\` ON \`customers\` (\`primary_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`web_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`name_first\` text,
  	\`name_last\` text,
  	\`primary_customer_id\` integer,
  	\`shipping_contact_id\` integer,
  	\`billing_contact_id\` integer,
  	\`auth_user_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`primary_customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipping_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`billing_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`web_users_email_idx\` ON \`web_users\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`web_users_primary_customer_idx\` ON \`web_users\` (\`primary_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`web_users_shipping_contact_idx\` ON \`web_users\` (\`shipping_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`web_users_billing_contact_idx\` ON \`web_users\` (\`billing_contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`web_users_auth_user_id_idx\` ON \`web_users\` (\`auth_user_id\`);`)
  await db.run(sql`CREATE INDEX \`web_users_updated_at_idx\` ON \`web_users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`web_users_created_at_idx\` ON \`web_users\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`web_users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`web_users_rels_order_idx\` ON \`web_users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`web_users_rels_parent_idx\` ON \`web_users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`web_users_rels_path_idx\` ON \`web_users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`web_users_rels_customers_id_idx\` ON \`web_users_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`web_user_id\` integer,
  	\`customer_id\` integer,
  	\`name_first\` text NOT NULL,
  	\`name_last\` text NOT NULL,
  	\`name_company\` text,
  	\`phone1\` text NOT NULL,
  	\`address1\` text NOT NULL,
  	\`address2\` text,
  	\`city\` text NOT NULL,
  	\`address_state\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text DEFAULT 'US' NOT NULL,
  	\`taxable\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`web_user_id\`) REFERENCES \`web_users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_web_user_idx\` ON \`contacts\` (\`web_user_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_customer_idx\` ON \`contacts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`web_users_id\` integer REFERENCES web_users(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contacts_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_users_id_idx\` ON \`payload_locked_documents_rels\` (\`web_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  // Shop customers' sign-in tables (better-auth); Payload does not own them.
  for (const statement of authTablesSql.sqlite) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`web_users\`;`)
  await db.run(sql`DROP TABLE \`web_users_rels\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
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
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "staff_id") SELECT "id", "order", "parent_id", "path", "pages_id", "articles_id", "categories_id", "industries_id", "products_id", "resources_id", "testimonials_id", "white_papers_id", "attributes_id", "icons_id", "media_id", "redirects_id", "tstrings_id", "staff_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  for (const statement of authTablesDropSql) await db.run(sql.raw(statement))
}
