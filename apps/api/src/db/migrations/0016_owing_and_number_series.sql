CREATE TABLE "document_series" (
	"kind" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "document_series_kind_check" CHECK ("document_series"."kind" ~ '^[a-z][a-z_]{0,29}$'),
	CONSTRAINT "document_series_prefix_check" CHECK ("document_series"."prefix" ~ '^[A-Z]{1,6}$')
);
--> statement-breakpoint
CREATE TABLE "scheduled_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "document_numbers" DROP CONSTRAINT "document_numbers_kind_check";--> statement-breakpoint
-- Edited by hand: a DEFERRABLE unique constraint (drizzle-kit cannot express one; its snapshot
-- says unique index) is checked at the end of the statement, so one UPDATE may swap two prefixes.
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_prefix_key" UNIQUE ("prefix") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
-- The two series that exist so far, with their default prefixes (docs/decisions/014).
INSERT INTO "document_series" ("kind", "prefix") VALUES ('invoice', 'INV'), ('receipt', 'RC');--> statement-breakpoint
-- Numbers issued before the series had prefixes ('2570/000123') take their series' prefix.
-- A receipt still under its provisional number ('pending/<id>') never commits, so it is left alone.
UPDATE "invoices" SET "invoice_no" = 'INV' || "invoice_no" WHERE "invoice_no" ~ '^[0-9]{4}/[0-9]+$';--> statement-breakpoint
UPDATE "receipts" SET "receipt_no" = 'RC' || "receipt_no" WHERE "receipt_no" ~ '^[0-9]{4}/[0-9]+$';--> statement-breakpoint
-- A retried payment answers with the stored receipt: give it the number as it now reads.
UPDATE "idempotency_keys" SET "response" = jsonb_set("response", '{data,receipt_no}', to_jsonb('RC' || ("response" #>> '{data,receipt_no}'))) WHERE ("response" #>> '{data,receipt_no}') ~ '^[0-9]{4}/[0-9]+$';--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_kind_document_series_kind_fk" FOREIGN KEY ("kind") REFERENCES "public"."document_series"("kind") ON DELETE no action ON UPDATE no action;