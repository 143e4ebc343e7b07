import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_fees_tariff_mode" AS ENUM('global', 'perItem', 'off');
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"selected_shipping_id" numeric,
  	"selected_billing_id" numeric,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_threshold" numeric DEFAULT 49 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_fee" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_fee_international" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_cut_fee" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_international_fee" numeric DEFAULT 40 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_mode" "enum_site_settings_fees_tariff_mode" DEFAULT 'global' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_global_percent" numeric DEFAULT 4.95 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_per_item_percent" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_id_web_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "site_settings" DROP COLUMN "fees_handling_threshold";
  ALTER TABLE "site_settings" DROP COLUMN "fees_handling_fee";
  ALTER TABLE "site_settings" DROP COLUMN "fees_handling_fee_international";
  ALTER TABLE "site_settings" DROP COLUMN "fees_cut_fee";
  ALTER TABLE "site_settings" DROP COLUMN "fees_international_fee";
  ALTER TABLE "site_settings" DROP COLUMN "fees_tariff_mode";
  ALTER TABLE "site_settings" DROP COLUMN "fees_tariff_global_percent";
  ALTER TABLE "site_settings" DROP COLUMN "fees_tariff_per_item_percent";
  DROP TYPE "public"."enum_site_settings_fees_tariff_mode";`)
}
