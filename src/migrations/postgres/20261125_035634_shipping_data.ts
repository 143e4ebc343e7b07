import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shipping_carriers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sequence" numeric DEFAULT 10 NOT NULL,
  	"min_subtotal" numeric DEFAULT 0 NOT NULL,
  	"international" boolean,
  	"collect" boolean,
  	"is_default" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_carriers_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "zip_zones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar NOT NULL,
  	"zone" numeric NOT NULL,
  	"states" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_rates_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min" numeric NOT NULL,
  	"max" numeric,
  	"ground" numeric NOT NULL,
  	"ground_dist" numeric NOT NULL,
  	"air2day" numeric NOT NULL,
  	"air1day" numeric NOT NULL
  );
  
  CREATE TABLE "shipping_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_carriers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "zip_zones_id" integer;
  ALTER TABLE "shipping_carriers_locales" ADD CONSTRAINT "shipping_carriers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_rates_bands" ADD CONSTRAINT "shipping_rates_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "shipping_carriers_slug_idx" ON "shipping_carriers" USING btree ("slug");
  CREATE INDEX "shipping_carriers_updated_at_idx" ON "shipping_carriers" USING btree ("updated_at");
  CREATE INDEX "shipping_carriers_created_at_idx" ON "shipping_carriers" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_carriers_locales_locale_parent_id_unique" ON "shipping_carriers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "zip_zones_prefix_idx" ON "zip_zones" USING btree ("prefix");
  CREATE INDEX "zip_zones_updated_at_idx" ON "zip_zones" USING btree ("updated_at");
  CREATE INDEX "zip_zones_created_at_idx" ON "zip_zones" USING btree ("created_at");
  CREATE INDEX "shipping_rates_bands_order_idx" ON "shipping_rates_bands" USING btree ("_order");
  CREATE INDEX "shipping_rates_bands_parent_id_idx" ON "shipping_rates_bands" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_carriers_fk" FOREIGN KEY ("shipping_carriers_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_zip_zones_fk" FOREIGN KEY ("zip_zones_id") REFERENCES "public"."zip_zones"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shipping_carriers_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_carriers_id");
  CREATE INDEX "payload_locked_documents_rels_zip_zones_id_idx" ON "payload_locked_documents_rels" USING btree ("zip_zones_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipping_carriers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_carriers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "zip_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shipping_carriers" CASCADE;
  DROP TABLE "shipping_carriers_locales" CASCADE;
  DROP TABLE "zip_zones" CASCADE;
  DROP TABLE "shipping_rates_bands" CASCADE;
  DROP TABLE "shipping_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_carriers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_zip_zones_fk";
  
  DROP INDEX "payload_locked_documents_rels_shipping_carriers_id_idx";
  DROP INDEX "payload_locked_documents_rels_zip_zones_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_carriers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "zip_zones_id";`)
}
