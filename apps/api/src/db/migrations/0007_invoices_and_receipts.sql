CREATE TABLE "document_numbers" (
	"kind" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_numbers_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year"),
	CONSTRAINT "document_numbers_kind_check" CHECK ("document_numbers"."kind" in ('invoice', 'receipt')),
	CONSTRAINT "document_numbers_last_no_check" CHECK ("document_numbers"."last_no" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_no" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"cycle_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"reading_id" integer NOT NULL,
	"tariff_version_id" integer NOT NULL,
	"previous_reading" integer NOT NULL,
	"current_reading" integer NOT NULL,
	"units" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"bill_satang" bigint NOT NULL,
	"fee_satang" bigint NOT NULL,
	"vat_satang" bigint NOT NULL,
	"total_satang" bigint NOT NULL,
	"debt_satang" bigint DEFAULT 0 NOT NULL,
	"receipt_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."bill_satang" >= 0 and "invoices"."fee_satang" >= 0 and "invoices"."vat_satang" >= 0 and "invoices"."debt_satang" >= 0 and "invoices"."total_satang" = "invoices"."bill_satang" + "invoices"."fee_satang" + "invoices"."vat_satang"),
	CONSTRAINT "invoices_paid_check" CHECK (("invoices"."receipt_id" is null) = ("invoices"."paid_at" is null)),
	CONSTRAINT "invoices_seq_check" CHECK ("invoices"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "receipt_items" (
	"receipt_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	CONSTRAINT "receipt_items_receipt_id_invoice_id_pk" PRIMARY KEY("receipt_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_no" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"receipt_date" date NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"client_id" integer NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"amount_satang" bigint NOT NULL,
	"received_satang" bigint NOT NULL,
	"change_satang" bigint NOT NULL,
	"payment_no" text NOT NULL,
	"payee" text NOT NULL,
	"collected_by" integer,
	"out_of_order" boolean DEFAULT false NOT NULL,
	"copies_printed" integer DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."amount_satang" > 0 and "receipts"."received_satang" >= "receipts"."amount_satang" and "receipts"."change_satang" = "receipts"."received_satang" - "receipts"."amount_satang"),
	CONSTRAINT "receipts_void_check" CHECK (("receipts"."voided_at" is null) = ("receipts"."void_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."billing_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reading_id_meter_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tariff_version_id_tariff_versions_id_fk" FOREIGN KEY ("tariff_version_id") REFERENCES "public"."tariff_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_collected_by_accounts_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_voided_by_accounts_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_no_key" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_key" ON "invoices" USING btree ("fiscal_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reading_key" ON "invoices" USING btree ("reading_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cycle_meter_key" ON "invoices" USING btree ("cycle_id","meter_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_cycle_idx" ON "invoices" USING btree ("cycle_id") WHERE "invoices"."receipt_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_receipt_idx" ON "invoices" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_items_invoice_idx" ON "receipt_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_receipt_no_key" ON "receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_seq_key" ON "receipts" USING btree ("fiscal_year","seq");--> statement-breakpoint
CREATE INDEX "receipts_client_idx" ON "receipts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "receipts_date_idx" ON "receipts" USING btree ("receipt_date");