import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_tax_exemption" AS ENUM('none', 'requested', 'granted');
  ALTER TABLE "contacts" ADD COLUMN "tax_exemption" "enum_contacts_tax_exemption" DEFAULT 'none' NOT NULL;
  CREATE INDEX "contacts_tax_exemption_idx" ON "contacts" USING btree ("tax_exemption");`)
  // who unticked "taxable" cannot be told (buyers could, through the API): each such address
  // becomes a request that staff confirm in the admin (business rules §6 FIX)
  await db.execute(sql`
   UPDATE "contacts" SET "tax_exemption" = 'requested' WHERE "taxable" = false;
  ALTER TABLE "contacts" DROP COLUMN "taxable";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contacts_tax_exemption_idx";
  ALTER TABLE "contacts" ADD COLUMN "taxable" boolean DEFAULT true;
  UPDATE "contacts" SET "taxable" = false WHERE "tax_exemption" = 'granted';
  ALTER TABLE "contacts" DROP COLUMN "tax_exemption";
  DROP TYPE "public"."enum_contacts_tax_exemption";`)
}
