ALTER TABLE "invoices" ALTER COLUMN "cycle_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "meter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "reading_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "tariff_version_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'water' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_opening_client_key" ON "invoices" USING btree ("client_id") WHERE "invoices"."kind" = 'opening';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK (("invoices"."kind" = 'water' and "invoices"."cycle_id" is not null and "invoices"."meter_id" is not null and "invoices"."reading_id" is not null and "invoices"."tariff_version_id" is not null)
        or ("invoices"."kind" = 'opening' and "invoices"."cycle_id" is null and "invoices"."meter_id" is null and "invoices"."reading_id" is null and "invoices"."tariff_version_id" is null
          and "invoices"."units" = 0 and "invoices"."previous_reading" = 0 and "invoices"."current_reading" = 0 and "invoices"."tiers" = '[]'::jsonb
          and "invoices"."fee_satang" = 0 and "invoices"."vat_satang" = 0 and "invoices"."bill_satang" = "invoices"."total_satang" and "invoices"."total_satang" > 0));