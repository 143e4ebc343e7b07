import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// audit entries name their actor as text (issue 38 item 7): a removed staff member no longer
// empties the entries they wrote; existing entries keep their staff member as `staff:<id>`
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'import';
  CREATE TABLE "audit_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"field" varchar NOT NULL,
  	"before" varchar,
  	"after" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "audit_entries" RENAME COLUMN "staff_email" TO "actor_name";
  ALTER TABLE "audit_entries" RENAME COLUMN "staff_roles" TO "actor_roles";
  ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_staff_id_staff_id_fk";
  
  DROP INDEX "audit_entries_staff_idx";
  ALTER TABLE "audit_entries" ADD COLUMN "actor" varchar;
  UPDATE "audit_entries" SET "actor" = 'staff:' || COALESCE("staff_id"::text, 'removed');
  ALTER TABLE "audit_entries" ALTER COLUMN "actor" SET NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_changes_id" integer;
  ALTER TABLE "audit_changes" ADD CONSTRAINT "audit_changes_entry_id_audit_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."audit_entries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_changes_entry_idx" ON "audit_changes" USING btree ("entry_id");
  CREATE INDEX "audit_changes_key_idx" ON "audit_changes" USING btree ("key");
  CREATE INDEX "audit_changes_updated_at_idx" ON "audit_changes" USING btree ("updated_at");
  CREATE INDEX "audit_changes_created_at_idx" ON "audit_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_changes_fk" FOREIGN KEY ("audit_changes_id") REFERENCES "public"."audit_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor");
  CREATE INDEX "payload_locked_documents_rels_audit_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_changes_id");
  ALTER TABLE "audit_entries" DROP COLUMN "staff_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "audit_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN IF EXISTS "audit_changes_id";
  DELETE FROM "audit_entries" WHERE "action" = 'import';
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('create', 'update', 'delete');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  DROP INDEX "audit_entries_actor_idx";
  ALTER TABLE "audit_entries" RENAME COLUMN "actor_name" TO "staff_email";
  ALTER TABLE "audit_entries" RENAME COLUMN "actor_roles" TO "staff_roles";
  ALTER TABLE "audit_entries" ADD COLUMN "staff_id" integer;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_staff_idx" ON "audit_entries" USING btree ("staff_id");
  ALTER TABLE "audit_entries" DROP COLUMN "actor";`)
}
