-- Money that does not fit a bill (issue #14 items 6–8, docs/decisions/031): a ledger of every
-- member's credit balance, credit deducted on a bill and partial payments on an invoice, the
-- advance part of a receipt, and held bank lines resolved by hand (refunds among them).
CREATE TABLE "client_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reason" text NOT NULL,
	"receipt_id" integer,
	"invoice_id" integer,
	"bank_import_id" integer,
	"bank_record" integer,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_credits_amount_check" CHECK ("client_credits"."amount_satang" <> 0),
	CONSTRAINT "client_credits_reason_check" CHECK ("client_credits"."reason" in ('bank_overpaid', 'bank_no_debt', 'bank_resolved', 'counter_advance', 'bill', 'counter_use', 'receipt_void'))
);
--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_bank_import_id_bank_imports_id_fk" FOREIGN KEY ("bank_import_id") REFERENCES "public"."bank_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_credits_client_idx" ON "client_credits" USING btree ("client_id","id");--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_credit_check" CHECK ("clients"."credit_satang" >= 0);--> statement-breakpoint
CREATE INDEX "clients_credit_idx" ON "clients" USING btree ("id") WHERE "clients"."credit_satang" > 0;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "partial_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_check" CHECK ("invoices"."credit_satang" >= 0 and "invoices"."partial_satang" >= 0 and "invoices"."credit_satang" + "invoices"."partial_satang" <= "invoices"."total_satang");--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "advance_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_advance_check" CHECK ("receipts"."advance_satang" >= 0 and "receipts"."advance_satang" <= "receipts"."amount_satang");--> statement-breakpoint
ALTER TABLE "receipts" DROP CONSTRAINT "receipts_method_check";--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_method_check" CHECK ("receipts"."method" in ('cash', 'bank', 'credit'));--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD COLUMN "credit_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_lines" DROP CONSTRAINT "bank_import_lines_outcome_check";--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_outcome_check" CHECK ("bank_import_lines"."outcome" in ('applied', 'held', 'rejected', 'refunded'));--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_resolution_check" CHECK (("bank_import_lines"."resolution" is null) = ("bank_import_lines"."resolved_at" is null) and ("bank_import_lines"."outcome" <> 'refunded' or "bank_import_lines"."resolution_note" is not null));--> statement-breakpoint
ALTER TABLE "bank_imports" ADD COLUMN "refunded_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD COLUMN "refunded_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_imports" DROP CONSTRAINT "bank_imports_totals_check";--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_totals_check" CHECK ("bank_imports"."applied_satang" + "bank_imports"."held_satang" + "bank_imports"."rejected_satang" + "bank_imports"."refunded_satang" = "bank_imports"."file_total_satang" and "bank_imports"."applied_count" + "bank_imports"."held_count" + "bank_imports"."rejected_count" + "bank_imports"."refunded_count" = "bank_imports"."line_count");
