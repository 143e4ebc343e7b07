import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_header_menu_menu_items_icon" AS ENUM('ul-listed', 'csa', 'ce', 'rohs', 'nema-4x', 'ip66', 'shield', 'bolt', 'truck', 'document', 'phone', 'mail', 'globe', 'linkedin', 'youtube');
  -- the icon was free text: a name outside the shipped set cannot be drawn, so it is dropped
  UPDATE "header_menu_menu_items" SET "icon" = NULL WHERE "icon" NOT IN ('ul-listed', 'csa', 'ce', 'rohs', 'nema-4x', 'ip66', 'shield', 'bolt', 'truck', 'document', 'phone', 'mail', 'globe', 'linkedin', 'youtube');
  ALTER TABLE "header_menu_menu_items" ALTER COLUMN "icon" SET DATA TYPE "public"."enum_header_menu_menu_items_icon" USING "icon"::"public"."enum_header_menu_menu_items_icon";
  ALTER TABLE "header_menu_locales" ADD COLUMN "shop_menu_note" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_menu_menu_items" ALTER COLUMN "icon" SET DATA TYPE varchar;
  ALTER TABLE "header_menu_locales" DROP COLUMN "shop_menu_note";
  DROP TYPE "public"."enum_header_menu_menu_items_icon";`)
}
