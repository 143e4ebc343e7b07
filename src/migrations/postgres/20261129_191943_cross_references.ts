import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cross_references_match" AS ENUM('exact', 'functional', 'similar', 'kit');
  ALTER TYPE "public"."enum_catalog_imports_kind" ADD VALUE 'crossReferences';
  CREATE TABLE "makers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cross_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"maker_id" integer NOT NULL,
  	"their_pn" varchar NOT NULL,
  	"pn" varchar NOT NULL,
  	"match" "enum_cross_references_match" DEFAULT 'exact' NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"note_en" varchar,
  	"note_es" varchar,
  	"their_pn_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "parts" ADD COLUMN "successor" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "makers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cross_references_id" integer;
  ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "makers_name_idx" ON "makers" USING btree ("name");
  CREATE UNIQUE INDEX "makers_slug_idx" ON "makers" USING btree ("slug");
  CREATE INDEX "makers_updated_at_idx" ON "makers" USING btree ("updated_at");
  CREATE INDEX "makers_created_at_idx" ON "makers" USING btree ("created_at");
  CREATE INDEX "cross_references_maker_idx" ON "cross_references" USING btree ("maker_id");
  CREATE INDEX "cross_references_pn_idx" ON "cross_references" USING btree ("pn");
  CREATE INDEX "cross_references_their_pn_key_idx" ON "cross_references" USING btree ("their_pn_key");
  CREATE INDEX "cross_references_updated_at_idx" ON "cross_references" USING btree ("updated_at");
  CREATE INDEX "cross_references_created_at_idx" ON "cross_references" USING btree ("created_at");
  CREATE UNIQUE INDEX "maker_theirPnKey_pn_idx" ON "cross_references" USING btree ("maker_id","their_pn_key","pn");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_makers_fk" FOREIGN KEY ("makers_id") REFERENCES "public"."makers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cross_references_fk" FOREIGN KEY ("cross_references_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "parts_successor_idx" ON "parts" USING btree ("successor");
  CREATE INDEX "payload_locked_documents_rels_makers_id_idx" ON "payload_locked_documents_rels" USING btree ("makers_id");
  CREATE INDEX "payload_locked_documents_rels_cross_references_id_idx" ON "payload_locked_documents_rels" USING btree ("cross_references_id");`)
  // An index Payload does not know: their-pn keys by prefix (LIKE 'XB4%'), which the default
  // collation's btree cannot answer
  await db.execute(
    sql.raw(
      'CREATE INDEX IF NOT EXISTS "cross_references_their_pn_key_prefix_idx" ON "cross_references" ("their_pn_key" text_pattern_ops)',
    ),
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "cross_references_their_pn_key_prefix_idx";
  ALTER TABLE "makers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cross_references" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "makers" CASCADE;
  DROP TABLE "cross_references" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_makers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cross_references_fk";
  
  ALTER TABLE "catalog_imports" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_catalog_imports_kind";
  CREATE TYPE "public"."enum_catalog_imports_kind" AS ENUM('parts', 'priceList', 'series');
  ALTER TABLE "catalog_imports" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_catalog_imports_kind" USING "kind"::"public"."enum_catalog_imports_kind";
  DROP INDEX "parts_successor_idx";
  DROP INDEX "payload_locked_documents_rels_makers_id_idx";
  DROP INDEX "payload_locked_documents_rels_cross_references_id_idx";
  ALTER TABLE "parts" DROP COLUMN "successor";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "makers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cross_references_id";
  DROP TYPE "public"."enum_cross_references_match";`)
}
