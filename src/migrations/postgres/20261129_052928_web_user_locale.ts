import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_users_locale" AS ENUM('en', 'es');
  ALTER TABLE "web_users" ADD COLUMN "locale" "enum_web_users_locale" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_users" DROP COLUMN "locale";
  DROP TYPE "public"."enum_web_users_locale";`)
}
