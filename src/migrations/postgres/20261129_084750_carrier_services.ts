import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shipping_carriers_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL
  );
  
  CREATE TABLE "shipping_carriers_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "shipping_carriers" ADD COLUMN "account_name" varchar;
  ALTER TABLE "shipping_carriers_services" ADD CONSTRAINT "shipping_carriers_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_carriers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_carriers_services_locales" ADD CONSTRAINT "shipping_carriers_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_carriers_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shipping_carriers_services_order_idx" ON "shipping_carriers_services" USING btree ("_order");
  CREATE INDEX "shipping_carriers_services_parent_id_idx" ON "shipping_carriers_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "shipping_carriers_services_locales_locale_parent_id_unique" ON "shipping_carriers_services_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "shipping_carriers_services" CASCADE;
  DROP TABLE "shipping_carriers_services_locales" CASCADE;
  ALTER TABLE "shipping_carriers" DROP COLUMN "account_name";`)
}
