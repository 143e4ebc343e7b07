import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { authTablesDropSql, authTablesSql } from '../../account/auth-schema'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_cust_type" AS ENUM('OEM', 'D1-Distributor/Stocking', 'D2-Distributor/Reseller/Non-Stocking', 'End User', 'Panel Builder', 'International');
  CREATE TYPE "public"."enum_customers_ar_term" AS ENUM('CREDIT CARD', 'NET 10', 'NET 30', 'NET 45', 'NET 60', 'PREPAID');
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cust_type" "enum_customers_cust_type",
  	"price_list" varchar DEFAULT 'OEM' NOT NULL,
  	"ar_term" "enum_customers_ar_term" DEFAULT 'CREDIT CARD' NOT NULL,
  	"territory" varchar,
  	"rep" varchar,
  	"segment" numeric DEFAULT 5,
  	"is_free_ground_at" numeric DEFAULT 49,
  	"primary_contact_id" integer,
  	"taxable" boolean DEFAULT true,
  	"tax_verification_completed" boolean DEFAULT false,
  	"tax_verification_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "web_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name_first" varchar,
  	"name_last" varchar,
  	"primary_customer_id" integer,
  	"shipping_contact_id" integer,
  	"billing_contact_id" integer,
  	"auth_user_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "web_users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"web_user_id" integer,
  	"customer_id" integer,
  	"name_first" varchar NOT NULL,
  	"name_last" varchar NOT NULL,
  	"name_company" varchar,
  	"phone1" varchar NOT NULL,
  	"address1" varchar NOT NULL,
  	"address2" varchar,
  	"city" varchar NOT NULL,
  	"address_state" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar DEFAULT 'US' NOT NULL,
  	"taxable" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_users_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_primary_contact_id_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "web_users" ADD CONSTRAINT "web_users_primary_customer_id_customers_id_fk" FOREIGN KEY ("primary_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "web_users" ADD CONSTRAINT "web_users_shipping_contact_id_contacts_id_fk" FOREIGN KEY ("shipping_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "web_users" ADD CONSTRAINT "web_users_billing_contact_id_contacts_id_fk" FOREIGN KEY ("billing_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "web_users_rels" ADD CONSTRAINT "web_users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "web_users_rels" ADD CONSTRAINT "web_users_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_web_user_id_web_users_id_fk" FOREIGN KEY ("web_user_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");
  CREATE INDEX "customers_primary_contact_idx" ON "customers" USING btree ("primary_contact_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "web_users_email_idx" ON "web_users" USING btree ("email");
  CREATE INDEX "web_users_primary_customer_idx" ON "web_users" USING btree ("primary_customer_id");
  CREATE INDEX "web_users_shipping_contact_idx" ON "web_users" USING btree ("shipping_contact_id");
  CREATE INDEX "web_users_billing_contact_idx" ON "web_users" USING btree ("billing_contact_id");
  CREATE UNIQUE INDEX "web_users_auth_user_id_idx" ON "web_users" USING btree ("auth_user_id");
  CREATE INDEX "web_users_updated_at_idx" ON "web_users" USING btree ("updated_at");
  CREATE INDEX "web_users_created_at_idx" ON "web_users" USING btree ("created_at");
  CREATE INDEX "web_users_rels_order_idx" ON "web_users_rels" USING btree ("order");
  CREATE INDEX "web_users_rels_parent_idx" ON "web_users_rels" USING btree ("parent_id");
  CREATE INDEX "web_users_rels_path_idx" ON "web_users_rels" USING btree ("path");
  CREATE INDEX "web_users_rels_customers_id_idx" ON "web_users_rels" USING btree ("customers_id");
  CREATE INDEX "contacts_web_user_idx" ON "contacts" USING btree ("web_user_id");
  CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_users_fk" FOREIGN KEY ("web_users_id") REFERENCES "public"."web_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_web_users_id_idx" ON "payload_locked_documents_rels" USING btree ("web_users_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");`)
  // Shop customers' sign-in tables (better-auth); Payload does not own them.
  for (const statement of authTablesSql.postgres) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_users" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "web_users_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "web_users" CASCADE;
  DROP TABLE "web_users_rels" CASCADE;
  DROP TABLE "contacts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_users_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_web_users_id_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_users_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  DROP TYPE "public"."enum_customers_cust_type";
  DROP TYPE "public"."enum_customers_ar_term";`)
  for (const statement of authTablesDropSql) await db.execute(sql.raw(statement))
}
