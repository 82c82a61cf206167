-- Instalment plans (issue 16 item 4, docs/decisions/029): a plan takes over the member's overdue
-- bills (invoices.moved_to_plan_id) and bills a down payment and N monthly instalments, each on
-- an invoice's own line (invoices.instalment_satang, part of the total). A down payment, or the
-- rest of a broken plan, is an invoice of kind 'instalment' with nothing else on it.
CREATE TABLE "instalment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instalment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"arrears_satang" bigint NOT NULL,
	"down_payment_satang" bigint NOT NULL,
	"instalment_count" smallint NOT NULL,
	"first_period" integer NOT NULL,
	"agreed_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"close_reason" text,
	CONSTRAINT "instalment_plans_state_check" CHECK ("instalment_plans"."state" in ('active', 'completed', 'broken', 'cancelled')),
	CONSTRAINT "instalment_plans_amounts_check" CHECK ("instalment_plans"."arrears_satang" > 0 and "instalment_plans"."down_payment_satang" >= 0 and "instalment_plans"."down_payment_satang" < "instalment_plans"."arrears_satang" and "instalment_plans"."instalment_count" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "instalment_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instalment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"no" smallint NOT NULL,
	"amount_satang" bigint NOT NULL,
	"invoice_id" integer,
	"billed_at" timestamp with time zone,
	CONSTRAINT "instalment_items_amount_check" CHECK ("instalment_items"."amount_satang" > 0 and "instalment_items"."no" >= 0)
);
--> statement-breakpoint
ALTER TABLE "instalment_plans" ADD CONSTRAINT "instalment_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_plans" ADD CONSTRAINT "instalment_plans_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_plans" ADD CONSTRAINT "instalment_plans_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_items" ADD CONSTRAINT "instalment_items_plan_id_instalment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."instalment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_items" ADD CONSTRAINT "instalment_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_plans_active_client_key" ON "instalment_plans" USING btree ("client_id") WHERE "instalment_plans"."state" = 'active';--> statement-breakpoint
CREATE INDEX "instalment_plans_client_idx" ON "instalment_plans" USING btree ("client_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_items_plan_no_key" ON "instalment_items" USING btree ("plan_id","no");--> statement-breakpoint
CREATE INDEX "instalment_items_invoice_idx" ON "instalment_items" USING btree ("invoice_id") WHERE "instalment_items"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "instalment_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "moved_to_plan_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_moved_to_plan_id_instalment_plans_id_fk" FOREIGN KEY ("moved_to_plan_id") REFERENCES "public"."instalment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_moved_to_plan_idx" ON "invoices" USING btree ("moved_to_plan_id") WHERE "invoices"."moved_to_plan_id" is not null;--> statement-breakpoint
-- The amounts now include the instalment line. When the late fees' line (0031,
-- `charges_satang`) is in the schema too, the check keeps both terms: the constraint is built
-- from the columns present, so the two branches merge without losing either.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_amounts_check";--> statement-breakpoint
DO $$
DECLARE charges text := '';
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = 'invoices'
               AND column_name = 'charges_satang') THEN
    charges := ' and "invoices"."charges_satang" >= 0';
  END IF;
  EXECUTE 'ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."bill_satang" >= 0 and "invoices"."fee_satang" >= 0 and "invoices"."vat_satang" >= 0 and "invoices"."debt_satang" >= 0 and "invoices"."instalment_satang" >= 0'
    || charges
    || ' and "invoices"."total_satang" = "invoices"."bill_satang" + "invoices"."fee_satang" + "invoices"."vat_satang" + "invoices"."instalment_satang"'
    || CASE WHEN charges = '' THEN '' ELSE ' + "invoices"."charges_satang"' END
    || ')';
END $$;--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK (("invoices"."kind" = 'water' and "invoices"."cycle_id" is not null and "invoices"."meter_id" is not null and "invoices"."reading_id" is not null and "invoices"."tariff_version_id" is not null)
        or ("invoices"."kind" = 'opening' and "invoices"."cycle_id" is null and "invoices"."meter_id" is null and "invoices"."reading_id" is null and "invoices"."tariff_version_id" is null
          and "invoices"."units" = 0 and "invoices"."previous_reading" = 0 and "invoices"."current_reading" = 0 and "invoices"."tiers" = '[]'::jsonb
          and "invoices"."fee_satang" = 0 and "invoices"."vat_satang" = 0 and "invoices"."bill_satang" = "invoices"."total_satang" and "invoices"."total_satang" > 0)
        or ("invoices"."kind" = 'instalment' and "invoices"."cycle_id" is null and "invoices"."meter_id" is null and "invoices"."reading_id" is null and "invoices"."tariff_version_id" is null
          and "invoices"."units" = 0 and "invoices"."previous_reading" = 0 and "invoices"."current_reading" = 0 and "invoices"."tiers" = '[]'::jsonb
          and "invoices"."bill_satang" = 0 and "invoices"."fee_satang" = 0 and "invoices"."vat_satang" = 0 and "invoices"."instalment_satang" = "invoices"."total_satang" and "invoices"."total_satang" > 0));--> statement-breakpoint
-- The debtor list's index-only scan of overdue bills leaves out the bills a plan took over.
DROP INDEX "invoices_overdue_idx";--> statement-breakpoint
CREATE INDEX "invoices_overdue_idx" ON "invoices" USING btree ("due_date") INCLUDE ("client_id","total_satang") WHERE "invoices"."receipt_id" is null and "invoices"."cancelled_at" is null and "invoices"."moved_to_plan_id" is null;
