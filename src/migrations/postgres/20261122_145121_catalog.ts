import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { searchTablesDropSql, searchTablesSql } from '../../catalog/search-schema'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_list_entries_value_type" AS ENUM('Actual', '% Discount');
  CREATE TYPE "public"."enum_catalog_imports_kind" AS ENUM('parts', 'priceList', 'series');
  CREATE TYPE "public"."enum_catalog_imports_status" AS ENUM('pending', 'imported', 'rejected');
  CREATE TABLE "parts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"description_en" varchar NOT NULL,
  	"description_es" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"list_price_cents" numeric NOT NULL,
  	"pkg_qty" numeric DEFAULT 1 NOT NULL,
  	"shipping_family" varchar,
  	"tariff" boolean DEFAULT false,
  	"available" boolean DEFAULT true,
  	"attributes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"discount_schedule" varchar NOT NULL,
  	"is_public" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "series_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_list_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL,
  	"value_type" "enum_price_list_entries_value_type" NOT NULL,
  	"schedule" varchar,
  	"pn" varchar,
  	"value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "catalog_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_catalog_imports_kind" NOT NULL,
  	"price_list" varchar,
  	"full_catalogue" boolean DEFAULT false,
  	"status" "enum_catalog_imports_status" DEFAULT 'pending',
  	"report" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "parts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "series_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_list_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalog_imports_id" integer;
  ALTER TABLE "parts" ADD CONSTRAINT "parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "series_rels" ADD CONSTRAINT "series_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series_rels" ADD CONSTRAINT "series_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "series_rels" ADD CONSTRAINT "series_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "parts_pn_idx" ON "parts" USING btree ("pn");
  CREATE INDEX "parts_product_idx" ON "parts" USING btree ("product_id");
  CREATE INDEX "parts_available_idx" ON "parts" USING btree ("available");
  CREATE INDEX "parts_updated_at_idx" ON "parts" USING btree ("updated_at");
  CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at");
  CREATE UNIQUE INDEX "series_title_idx" ON "series" USING btree ("title");
  CREATE INDEX "series_updated_at_idx" ON "series" USING btree ("updated_at");
  CREATE INDEX "series_created_at_idx" ON "series" USING btree ("created_at");
  CREATE INDEX "series_rels_order_idx" ON "series_rels" USING btree ("order");
  CREATE INDEX "series_rels_parent_idx" ON "series_rels" USING btree ("parent_id");
  CREATE INDEX "series_rels_path_idx" ON "series_rels" USING btree ("path");
  CREATE INDEX "series_rels_products_id_idx" ON "series_rels" USING btree ("products_id");
  CREATE INDEX "series_rels_pages_id_idx" ON "series_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree ("name");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "price_list_entries_price_list_idx" ON "price_list_entries" USING btree ("price_list_id");
  CREATE INDEX "price_list_entries_schedule_idx" ON "price_list_entries" USING btree ("schedule");
  CREATE INDEX "price_list_entries_pn_idx" ON "price_list_entries" USING btree ("pn");
  CREATE INDEX "price_list_entries_updated_at_idx" ON "price_list_entries" USING btree ("updated_at");
  CREATE INDEX "price_list_entries_created_at_idx" ON "price_list_entries" USING btree ("created_at");
  CREATE INDEX "catalog_imports_updated_at_idx" ON "catalog_imports" USING btree ("updated_at");
  CREATE INDEX "catalog_imports_created_at_idx" ON "catalog_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "catalog_imports_filename_idx" ON "catalog_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parts_fk" FOREIGN KEY ("parts_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_list_entries_fk" FOREIGN KEY ("price_list_entries_id") REFERENCES "public"."price_list_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk" FOREIGN KEY ("catalog_imports_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_parts_id_idx" ON "payload_locked_documents_rels" USING btree ("parts_id");
  CREATE INDEX "payload_locked_documents_rels_series_id_idx" ON "payload_locked_documents_rels" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_price_list_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("price_list_entries_id");
  CREATE INDEX "payload_locked_documents_rels_catalog_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("catalog_imports_id");`)
  // Full-text search tables and indexes (Payload does not own them).
  for (const statement of searchTablesSql.postgres) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of searchTablesDropSql.postgres) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "series_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_list_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalog_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "parts" CASCADE;
  DROP TABLE "series" CASCADE;
  DROP TABLE "series_rels" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "price_list_entries" CASCADE;
  DROP TABLE "catalog_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_parts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_series_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_list_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_parts_id_idx";
  DROP INDEX "payload_locked_documents_rels_series_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_list_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalog_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "parts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "series_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_list_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalog_imports_id";
  DROP TYPE "public"."enum_price_list_entries_value_type";
  DROP TYPE "public"."enum_catalog_imports_kind";
  DROP TYPE "public"."enum_catalog_imports_status";`)
}
