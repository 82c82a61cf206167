-- Late fees, the reconnection fee billed once, disconnected meters in the bill run (issue 16,
-- docs/decisions/028). The late-fee rule lives with the other debt settings, off by default.
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_fixed_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_base" text DEFAULT 'bill' NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD COLUMN "late_fee_cap_satang" bigint;--> statement-breakpoint
ALTER TABLE "debt_settings" ADD CONSTRAINT "debt_settings_late_fee_check" CHECK ("debt_settings"."late_fee_mode" in ('fixed', 'percent') and "debt_settings"."late_fee_base" in ('bill', 'balance') and "debt_settings"."late_fee_fixed_satang" >= 0 and "debt_settings"."late_fee_rate_bp" between 0 and 10000 and "debt_settings"."late_fee_after_days" between 1 and 365 and ("debt_settings"."late_fee_cap_satang" is null or "debt_settings"."late_fee_cap_satang" > 0));--> statement-breakpoint
-- The reconnection fee owed for an order, frozen when the water is cut (the setting then).
ALTER TABLE "disconnections" ADD COLUMN "reconnection_fee_satang" bigint;--> statement-breakpoint
-- Fee lines of a bill (late fees, the reconnection fee): their sum is part of the total.
ALTER TABLE "invoices" ADD COLUMN "charges_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_amounts_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."bill_satang" >= 0 and "invoices"."fee_satang" >= 0 and "invoices"."vat_satang" >= 0 and "invoices"."debt_satang" >= 0 and "invoices"."charges_satang" >= 0 and "invoices"."total_satang" = "invoices"."bill_satang" + "invoices"."fee_satang" + "invoices"."vat_satang" + "invoices"."charges_satang");--> statement-breakpoint
CREATE TABLE "invoice_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"source_invoice_ids" integer[] DEFAULT '{}' NOT NULL,
	"disconnection_id" integer,
	"basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by" integer,
	"waive_reason" text,
	CONSTRAINT "invoice_charges_kind_check" CHECK (("invoice_charges"."kind" = 'late_fee' and cardinality("invoice_charges"."source_invoice_ids") > 0 and "invoice_charges"."disconnection_id" is null) or ("invoice_charges"."kind" = 'reconnection_fee' and "invoice_charges"."disconnection_id" is not null)),
	CONSTRAINT "invoice_charges_amount_check" CHECK ("invoice_charges"."amount_satang" > 0),
	CONSTRAINT "invoice_charges_waive_check" CHECK (("invoice_charges"."waived_at" is null) = ("invoice_charges"."waive_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_disconnection_id_disconnections_id_fk" FOREIGN KEY ("disconnection_id") REFERENCES "public"."disconnections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_charges" ADD CONSTRAINT "invoice_charges_waived_by_accounts_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_charges_invoice_idx" ON "invoice_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_charges_client_idx" ON "invoice_charges" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoice_charges_disconnection_idx" ON "invoice_charges" USING btree ("disconnection_id") WHERE "invoice_charges"."disconnection_id" is not null;
