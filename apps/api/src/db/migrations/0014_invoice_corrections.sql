ALTER TABLE "meter_readings" ADD COLUMN "replaced_meter_id" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "replaced_from_reading" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "replaced_to_reading" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "replaced_units" integer;--> statement-breakpoint
ALTER TABLE "meters" ADD COLUMN "replaces_meter_id" integer;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_replaced_meter_id_meters_id_fk" FOREIGN KEY ("replaced_meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_replaces_meter_id_meters_id_fk" FOREIGN KEY ("replaces_meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_cancelled_reading_idx" ON "invoices" USING btree ("reading_id") WHERE "invoices"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_replaces_idx" ON "invoices" USING btree ("replaces_invoice_id") WHERE "invoices"."replaces_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_replaced_check" CHECK (("meter_readings"."replaced_meter_id" is null and "meter_readings"."replaced_from_reading" is null and "meter_readings"."replaced_to_reading" is null and "meter_readings"."replaced_units" is null)
        or ("meter_readings"."replaced_meter_id" is not null and "meter_readings"."replaced_from_reading" >= 0 and "meter_readings"."replaced_to_reading" >= 0 and "meter_readings"."replaced_units" >= 0 and "meter_readings"."units" >= "meter_readings"."replaced_units"));