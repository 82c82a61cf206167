-- Bank payments (issue #14, docs/decisions/020): how a receipt was paid, the organisation's
-- bank settings and the imported bank payment files with every line's verdict.
ALTER TABLE "receipts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_channel" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_ref" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_method_check" CHECK ("receipts"."method" in ('cash', 'bank'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_bank_check" CHECK (("receipts"."method" = 'bank') = ("receipts"."bank_code" is not null));--> statement-breakpoint
CREATE TABLE "bank_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"accepted_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "bank_settings_single_row_check" CHECK ("bank_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "bank_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "bank_accounts_code_check" CHECK ("bank_accounts"."bank_code" ~ '^[0-9]{3}$'),
	CONSTRAINT "bank_accounts_no_check" CHECK ("bank_accounts"."account_no" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_key" ON "bank_accounts" USING btree ("bank_code","account_no");--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"effective_date" date,
	"record_length" smallint NOT NULL,
	"line_count" integer NOT NULL,
	"file_total_satang" bigint NOT NULL,
	"applied_count" integer NOT NULL,
	"applied_satang" bigint NOT NULL,
	"held_count" integer NOT NULL,
	"held_satang" bigint NOT NULL,
	"rejected_count" integer NOT NULL,
	"rejected_satang" bigint NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_imports_totals_check" CHECK ("bank_imports"."applied_satang" + "bank_imports"."held_satang" + "bank_imports"."rejected_satang" = "bank_imports"."file_total_satang" and "bank_imports"."applied_count" + "bank_imports"."held_count" + "bank_imports"."rejected_count" = "bank_imports"."line_count")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_imports_sha256_key" ON "bank_imports" USING btree ("sha256");--> statement-breakpoint
CREATE TABLE "bank_import_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_import_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"record" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"customer_name" text NOT NULL,
	"ref1" text NOT NULL,
	"ref2" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"verdict" text NOT NULL,
	"outcome" text NOT NULL,
	"client_id" integer,
	"invoice_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receipt_id" integer,
	"tx_key" text,
	CONSTRAINT "bank_import_lines_outcome_check" CHECK ("bank_import_lines"."outcome" in ('applied', 'held', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "bank_settings" ADD CONSTRAINT "bank_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_imported_by_accounts_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_import_lines" ADD CONSTRAINT "bank_import_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_import_lines_record_key" ON "bank_import_lines" USING btree ("import_id","record");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_import_lines_tx_key" ON "bank_import_lines" USING btree ("tx_key") WHERE "bank_import_lines"."tx_key" is not null;--> statement-breakpoint
CREATE INDEX "bank_import_lines_receipt_idx" ON "bank_import_lines" USING btree ("receipt_id") WHERE "bank_import_lines"."receipt_id" is not null;
