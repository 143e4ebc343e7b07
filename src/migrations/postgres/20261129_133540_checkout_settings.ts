import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Checkout's own settings (issue 40): the fees and tariff, order notice recipients, sales reps,
 * zone-rated families, item rules and tax rules move from the site settings into the
 * `checkout-settings` global, values and row ids as they were; then the site settings' copies go.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_checkout_settings_fees_tariff_mode" AS ENUM('global', 'perItem', 'off');
  CREATE TABLE "checkout_settings_cart_shipping_rates_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" numeric NOT NULL,
  	"spq_box_price" numeric,
  	"non_box_price" numeric
  );
  
  CREATE TABLE "checkout_settings_cart_shipping_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"family" varchar,
  	"spq_box_count" numeric,
  	"non_box_count" numeric
  );
  
  CREATE TABLE "checkout_settings_cart_item_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"exempt_from_free_shipping" boolean,
  	"lead_time10_days" boolean
  );
  
  CREATE TABLE "checkout_settings_tax_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"zip_codes" varchar DEFAULT '*',
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "checkout_settings_sales_reps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"rep" varchar NOT NULL,
  	"territory" varchar,
  	"email" varchar,
  	"area_codes" varchar,
  	"states" varchar,
  	"countries" varchar
  );
  
  CREATE TABLE "checkout_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fees_handling_threshold" numeric DEFAULT 49 NOT NULL,
  	"fees_handling_fee" numeric DEFAULT 10 NOT NULL,
  	"fees_handling_fee_international" numeric DEFAULT 25 NOT NULL,
  	"fees_cut_fee" numeric DEFAULT 10 NOT NULL,
  	"fees_international_fee" numeric DEFAULT 40 NOT NULL,
  	"fees_tariff_mode" "enum_checkout_settings_fees_tariff_mode" DEFAULT 'global' NOT NULL,
  	"fees_tariff_global_percent" numeric DEFAULT 4.95 NOT NULL,
  	"fees_tariff_per_item_percent" numeric DEFAULT 25 NOT NULL,
  	"order_notice_recipients" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "checkout_settings_cart_shipping_rates_zones" ADD CONSTRAINT "checkout_settings_cart_shipping_rates_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings_cart_shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_settings_cart_shipping_rates" ADD CONSTRAINT "checkout_settings_cart_shipping_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_settings_cart_item_rules" ADD CONSTRAINT "checkout_settings_cart_item_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_settings_tax_rates" ADD CONSTRAINT "checkout_settings_tax_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "checkout_settings_sales_reps" ADD CONSTRAINT "checkout_settings_sales_reps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "checkout_settings_cart_shipping_rates_zones_order_idx" ON "checkout_settings_cart_shipping_rates_zones" USING btree ("_order");
  CREATE INDEX "checkout_settings_cart_shipping_rates_zones_parent_id_idx" ON "checkout_settings_cart_shipping_rates_zones" USING btree ("_parent_id");
  CREATE INDEX "checkout_settings_cart_shipping_rates_order_idx" ON "checkout_settings_cart_shipping_rates" USING btree ("_order");
  CREATE INDEX "checkout_settings_cart_shipping_rates_parent_id_idx" ON "checkout_settings_cart_shipping_rates" USING btree ("_parent_id");
  CREATE INDEX "checkout_settings_cart_item_rules_order_idx" ON "checkout_settings_cart_item_rules" USING btree ("_order");
  CREATE INDEX "checkout_settings_cart_item_rules_parent_id_idx" ON "checkout_settings_cart_item_rules" USING btree ("_parent_id");
  CREATE INDEX "checkout_settings_tax_rates_order_idx" ON "checkout_settings_tax_rates" USING btree ("_order");
  CREATE INDEX "checkout_settings_tax_rates_parent_id_idx" ON "checkout_settings_tax_rates" USING btree ("_parent_id");
  CREATE INDEX "checkout_settings_sales_reps_order_idx" ON "checkout_settings_sales_reps" USING btree ("_order");
  CREATE INDEX "checkout_settings_sales_reps_parent_id_idx" ON "checkout_settings_sales_reps" USING btree ("_parent_id");`)
  // today's values, moved
  await db.execute(sql`
  INSERT INTO "checkout_settings" ("id", "fees_handling_threshold", "fees_handling_fee", "fees_handling_fee_international", "fees_cut_fee", "fees_international_fee", "fees_tariff_mode", "fees_tariff_global_percent", "fees_tariff_per_item_percent", "order_notice_recipients", "updated_at", "created_at") SELECT "id", "fees_handling_threshold", "fees_handling_fee", "fees_handling_fee_international", "fees_cut_fee", "fees_international_fee", "fees_tariff_mode"::text::"enum_checkout_settings_fees_tariff_mode", "fees_tariff_global_percent", "fees_tariff_per_item_percent", "order_notice_recipients", "updated_at", "created_at" FROM "site_settings";
  INSERT INTO "checkout_settings_sales_reps" ("_order", "_parent_id", "id", "label", "rep", "territory", "email", "area_codes", "states", "countries") SELECT "_order", "_parent_id", "id", "label", "rep", "territory", "email", "area_codes", "states", "countries" FROM "site_settings_sales_reps";
  INSERT INTO "checkout_settings_cart_shipping_rates" ("_order", "_parent_id", "id", "code", "family", "spq_box_count", "non_box_count") SELECT "_order", "_parent_id", "id", "code", "family", "spq_box_count", "non_box_count" FROM "site_settings_cart_shipping_rates";
  INSERT INTO "checkout_settings_cart_shipping_rates_zones" ("_order", "_parent_id", "id", "zone", "spq_box_price", "non_box_price") SELECT "_order", "_parent_id", "id", "zone", "spq_box_price", "non_box_price" FROM "site_settings_cart_shipping_rates_zones";
  INSERT INTO "checkout_settings_cart_item_rules" ("_order", "_parent_id", "id", "pn", "exempt_from_free_shipping", "lead_time10_days") SELECT "_order", "_parent_id", "id", "pn", "exempt_from_free_shipping", "lead_time10_days" FROM "site_settings_cart_item_rules";
  INSERT INTO "checkout_settings_tax_rates" ("_order", "_parent_id", "id", "state", "zip_codes", "rate") SELECT "_order", "_parent_id", "id", "state", "zip_codes", "rate" FROM "site_settings_tax_rates";
  SELECT setval(pg_get_serial_sequence('checkout_settings', 'id'), COALESCE((SELECT MAX("id") FROM "checkout_settings"), 0) + 1, false);`)
  await db.execute(sql`
   DROP TABLE "site_settings_sales_reps" CASCADE;
  DROP TABLE "site_settings_cart_shipping_rates_zones" CASCADE;
  DROP TABLE "site_settings_cart_shipping_rates" CASCADE;
  DROP TABLE "site_settings_cart_item_rules" CASCADE;
  DROP TABLE "site_settings_tax_rates" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "order_notice_recipients";
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

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_fees_tariff_mode" AS ENUM('global', 'perItem', 'off');
  CREATE TABLE "site_settings_sales_reps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"rep" varchar NOT NULL,
  	"territory" varchar,
  	"email" varchar,
  	"area_codes" varchar,
  	"states" varchar,
  	"countries" varchar
  );
  
  CREATE TABLE "site_settings_cart_shipping_rates_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"zone" numeric NOT NULL,
  	"spq_box_price" numeric,
  	"non_box_price" numeric
  );
  
  CREATE TABLE "site_settings_cart_shipping_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"family" varchar,
  	"spq_box_count" numeric,
  	"non_box_count" numeric
  );
  
  CREATE TABLE "site_settings_cart_item_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pn" varchar NOT NULL,
  	"exempt_from_free_shipping" boolean,
  	"lead_time10_days" boolean
  );
  
  CREATE TABLE "site_settings_tax_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"zip_codes" varchar DEFAULT '*',
  	"rate" numeric NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "order_notice_recipients" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_threshold" numeric DEFAULT 49 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_fee" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_handling_fee_international" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_cut_fee" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_international_fee" numeric DEFAULT 40 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_mode" "enum_site_settings_fees_tariff_mode" DEFAULT 'global' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_global_percent" numeric DEFAULT 4.95 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "fees_tariff_per_item_percent" numeric DEFAULT 25 NOT NULL;
  ALTER TABLE "site_settings_sales_reps" ADD CONSTRAINT "site_settings_sales_reps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_cart_shipping_rates_zones" ADD CONSTRAINT "site_settings_cart_shipping_rates_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_cart_shipping_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_cart_shipping_rates" ADD CONSTRAINT "site_settings_cart_shipping_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_cart_item_rules" ADD CONSTRAINT "site_settings_cart_item_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_tax_rates" ADD CONSTRAINT "site_settings_tax_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_sales_reps_order_idx" ON "site_settings_sales_reps" USING btree ("_order");
  CREATE INDEX "site_settings_sales_reps_parent_id_idx" ON "site_settings_sales_reps" USING btree ("_parent_id");
  CREATE INDEX "site_settings_cart_shipping_rates_zones_order_idx" ON "site_settings_cart_shipping_rates_zones" USING btree ("_order");
  CREATE INDEX "site_settings_cart_shipping_rates_zones_parent_id_idx" ON "site_settings_cart_shipping_rates_zones" USING btree ("_parent_id");
  CREATE INDEX "site_settings_cart_shipping_rates_order_idx" ON "site_settings_cart_shipping_rates" USING btree ("_order");
  CREATE INDEX "site_settings_cart_shipping_rates_parent_id_idx" ON "site_settings_cart_shipping_rates" USING btree ("_parent_id");
  CREATE INDEX "site_settings_cart_item_rules_order_idx" ON "site_settings_cart_item_rules" USING btree ("_order");
  CREATE INDEX "site_settings_cart_item_rules_parent_id_idx" ON "site_settings_cart_item_rules" USING btree ("_parent_id");
  CREATE INDEX "site_settings_tax_rates_order_idx" ON "site_settings_tax_rates" USING btree ("_order");
  CREATE INDEX "site_settings_tax_rates_parent_id_idx" ON "site_settings_tax_rates" USING btree ("_parent_id");`)
  // the values, moved back
  await db.execute(sql`
  UPDATE "site_settings" AS "s" SET "fees_handling_threshold" = "c"."fees_handling_threshold", "fees_handling_fee" = "c"."fees_handling_fee", "fees_handling_fee_international" = "c"."fees_handling_fee_international", "fees_cut_fee" = "c"."fees_cut_fee", "fees_international_fee" = "c"."fees_international_fee", "fees_tariff_mode" = "c"."fees_tariff_mode"::text::"enum_site_settings_fees_tariff_mode", "fees_tariff_global_percent" = "c"."fees_tariff_global_percent", "fees_tariff_per_item_percent" = "c"."fees_tariff_per_item_percent", "order_notice_recipients" = "c"."order_notice_recipients" FROM "checkout_settings" AS "c" WHERE "c"."id" = "s"."id";
  INSERT INTO "site_settings_sales_reps" ("_order", "_parent_id", "id", "label", "rep", "territory", "email", "area_codes", "states", "countries") SELECT "_order", "_parent_id", "id", "label", "rep", "territory", "email", "area_codes", "states", "countries" FROM "checkout_settings_sales_reps";
  INSERT INTO "site_settings_cart_shipping_rates" ("_order", "_parent_id", "id", "code", "family", "spq_box_count", "non_box_count") SELECT "_order", "_parent_id", "id", "code", "family", "spq_box_count", "non_box_count" FROM "checkout_settings_cart_shipping_rates";
  INSERT INTO "site_settings_cart_shipping_rates_zones" ("_order", "_parent_id", "id", "zone", "spq_box_price", "non_box_price") SELECT "_order", "_parent_id", "id", "zone", "spq_box_price", "non_box_price" FROM "checkout_settings_cart_shipping_rates_zones";
  INSERT INTO "site_settings_cart_item_rules" ("_order", "_parent_id", "id", "pn", "exempt_from_free_shipping", "lead_time10_days") SELECT "_order", "_parent_id", "id", "pn", "exempt_from_free_shipping", "lead_time10_days" FROM "checkout_settings_cart_item_rules";
  INSERT INTO "site_settings_tax_rates" ("_order", "_parent_id", "id", "state", "zip_codes", "rate") SELECT "_order", "_parent_id", "id", "state", "zip_codes", "rate" FROM "checkout_settings_tax_rates";`)
  await db.execute(sql`
   DROP TABLE "checkout_settings_cart_shipping_rates_zones" CASCADE;
  DROP TABLE "checkout_settings_cart_shipping_rates" CASCADE;
  DROP TABLE "checkout_settings_cart_item_rules" CASCADE;
  DROP TABLE "checkout_settings_tax_rates" CASCADE;
  DROP TABLE "checkout_settings_sales_reps" CASCADE;
  DROP TABLE "checkout_settings" CASCADE;
  DROP TYPE "public"."enum_checkout_settings_fees_tariff_mode";`)
}
