import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "resources" ADD COLUMN "file_es_id" integer;
  ALTER TABLE "_resources_v" ADD COLUMN "version_file_es_id" integer;
  ALTER TABLE "white_papers" ADD COLUMN "file_es_id" integer;
  ALTER TABLE "_white_papers_v" ADD COLUMN "version_file_es_id" integer;
  ALTER TABLE "resources" ADD CONSTRAINT "resources_file_es_id_media_id_fk" FOREIGN KEY ("file_es_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_resources_v" ADD CONSTRAINT "_resources_v_version_file_es_id_media_id_fk" FOREIGN KEY ("version_file_es_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "white_papers" ADD CONSTRAINT "white_papers_file_es_id_media_id_fk" FOREIGN KEY ("file_es_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_white_papers_v" ADD CONSTRAINT "_white_papers_v_version_file_es_id_media_id_fk" FOREIGN KEY ("version_file_es_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "resources_file_es_idx" ON "resources" USING btree ("file_es_id");
  CREATE INDEX "_resources_v_version_version_file_es_idx" ON "_resources_v" USING btree ("version_file_es_id");
  CREATE INDEX "white_papers_file_es_idx" ON "white_papers" USING btree ("file_es_id");
  CREATE INDEX "_white_papers_v_version_version_file_es_idx" ON "_white_papers_v" USING btree ("version_file_es_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "resources" DROP CONSTRAINT "resources_file_es_id_media_id_fk";
  
  ALTER TABLE "_resources_v" DROP CONSTRAINT "_resources_v_version_file_es_id_media_id_fk";
  
  ALTER TABLE "white_papers" DROP CONSTRAINT "white_papers_file_es_id_media_id_fk";
  
  ALTER TABLE "_white_papers_v" DROP CONSTRAINT "_white_papers_v_version_file_es_id_media_id_fk";
  
  DROP INDEX "resources_file_es_idx";
  DROP INDEX "_resources_v_version_version_file_es_idx";
  DROP INDEX "white_papers_file_es_idx";
  DROP INDEX "_white_papers_v_version_version_file_es_idx";
  ALTER TABLE "resources" DROP COLUMN "file_es_id";
  ALTER TABLE "_resources_v" DROP COLUMN "version_file_es_id";
  ALTER TABLE "white_papers" DROP COLUMN "file_es_id";
  ALTER TABLE "_white_papers_v" DROP COLUMN "version_file_es_id";`)
}
