import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_provider" AS ENUM('terms', 'manual');
  ALTER TYPE "public"."enum_outbox_status" ADD VALUE 'sending' BEFORE 'sent';
  ALTER TABLE "orders" ADD COLUMN "buyer_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_provider" "enum_orders_payment_provider";
  ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "quote_basis" jsonb;
  ALTER TABLE "orders" ADD COLUMN "status_history" jsonb;
  ALTER TABLE "outbox" ADD COLUMN "message_id" varchar;
  ALTER TABLE "outbox" ADD COLUMN "data" jsonb;
  ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "last_error" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "order_notice_recipients" varchar;
  CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("buyer_email");
  CREATE INDEX "orders_total_cents_idx" ON "orders" USING btree ("total_cents");
  CREATE INDEX "orders_shipping_pending_idx" ON "orders" USING btree ("shipping_pending");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_outbox_status";
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('pending', 'sent');
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbox_status" USING "status"::"public"."enum_outbox_status";
  DROP INDEX "orders_buyer_email_idx";
  DROP INDEX "orders_total_cents_idx";
  DROP INDEX "orders_shipping_pending_idx";
  DROP INDEX "outbox_next_attempt_at_idx";
  ALTER TABLE "orders" DROP COLUMN "buyer_email";
  ALTER TABLE "orders" DROP COLUMN "payment_provider";
  ALTER TABLE "orders" DROP COLUMN "paid_at";
  ALTER TABLE "orders" DROP COLUMN "quote_basis";
  ALTER TABLE "orders" DROP COLUMN "status_history";
  ALTER TABLE "outbox" DROP COLUMN "message_id";
  ALTER TABLE "outbox" DROP COLUMN "data";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "lease_until";
  ALTER TABLE "outbox" DROP COLUMN "last_error";
  ALTER TABLE "site_settings" DROP COLUMN "order_notice_recipients";
  DROP TYPE "public"."enum_orders_payment_provider";`)
}
