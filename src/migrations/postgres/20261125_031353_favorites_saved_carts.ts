import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"name_key" varchar NOT NULL,
  	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_carts_id" integer;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_owner_id_web_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_owner_id_web_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."web_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "favorites_owner_idx" ON "favorites" USING btree ("owner_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE INDEX "saved_carts_owner_idx" ON "saved_carts" USING btree ("owner_id");
  CREATE INDEX "saved_carts_updated_at_idx" ON "saved_carts" USING btree ("updated_at");
  CREATE INDEX "saved_carts_created_at_idx" ON "saved_carts" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_nameKey_idx" ON "saved_carts" USING btree ("owner_id","name_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_carts_fk" FOREIGN KEY ("saved_carts_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_saved_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_carts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favorites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_carts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "saved_carts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_carts_fk";
  
  DROP INDEX "payload_locked_documents_rels_favorites_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_carts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_carts_id";`)
}
