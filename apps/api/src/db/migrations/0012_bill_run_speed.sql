ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cycle_id_billing_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_meter_id_meters_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_reading_id_meter_readings_id_fk";
--> statement-breakpoint
DROP INDEX "clients_status_code_idx";--> statement-breakpoint
DROP INDEX "clients_status_count_idx";--> statement-breakpoint
DROP INDEX "clients_debt_sort_idx";--> statement-breakpoint
DROP INDEX "invoices_cycle_meter_key";--> statement-breakpoint
DROP INDEX "invoices_receipt_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_invoice_ref_key" ON "meter_readings" USING btree ("id","cycle_id","meter_id","client_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reading_fk" FOREIGN KEY ("reading_id","cycle_id","meter_id","client_id") REFERENCES "public"."meter_readings"("id","cycle_id","meter_id","client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_receipt_idx" ON "invoices" USING btree ("receipt_id") WHERE "invoices"."receipt_id" is not null;--> statement-breakpoint
-- Half of every page left free: room for a new version of each of its rows, so the bill run's
-- and the payments' updates of debt_satang/status_code stay on the page (HOT) and touch no
-- index (docs/decisions/007). At 70 only about half of them did. Pages filled before this
-- migration gain the room only as their rows move; a new database has it from the start.
ALTER TABLE "clients" SET (fillfactor = 50);
