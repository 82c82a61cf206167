CREATE TABLE "billing_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bill_cycle_no" integer NOT NULL,
	"bill_cycle_name" text NOT NULL,
	"bill_year" smallint NOT NULL,
	"period_year" smallint NOT NULL,
	"period_month" smallint NOT NULL,
	"bill_cut_off" date NOT NULL,
	"order" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "billing_cycles_status_check" CHECK ("billing_cycles"."status" in ('open', 'closed')),
	CONSTRAINT "billing_cycles_period_month_check" CHECK ("billing_cycles"."period_month" between 1 and 12),
	CONSTRAINT "billing_cycles_closed_check" CHECK (("billing_cycles"."status" = 'closed') = ("billing_cycles"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cycle_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"period" integer NOT NULL,
	"previous_reading" integer NOT NULL,
	"current_reading" integer NOT NULL,
	"units" integer NOT NULL,
	"rollover" boolean DEFAULT false NOT NULL,
	"note" text,
	"estimated" boolean DEFAULT false NOT NULL,
	"flag" text,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_by" integer,
	CONSTRAINT "meter_readings_values_check" CHECK ("meter_readings"."previous_reading" >= 0 and "meter_readings"."current_reading" >= 0 and "meter_readings"."units" >= 0),
	CONSTRAINT "meter_readings_note_check" CHECK ("meter_readings"."note" is null or "meter_readings"."note" in ('no_access', 'broken')),
	CONSTRAINT "meter_readings_flag_check" CHECK ("meter_readings"."flag" is null or "meter_readings"."flag" in ('low', 'high')),
	CONSTRAINT "meter_readings_estimated_check" CHECK ("meter_readings"."estimated" = ("meter_readings"."note" is not null))
);
--> statement-breakpoint
ALTER TABLE "billing_cycles" ADD CONSTRAINT "billing_cycles_opened_by_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_cycles" ADD CONSTRAINT "billing_cycles_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."billing_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_read_by_accounts_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cycles_period_key" ON "billing_cycles" USING btree ("period_year","period_month");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cycles_one_open_key" ON "billing_cycles" USING btree ((true)) WHERE "billing_cycles"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cycles_year_no_key" ON "billing_cycles" USING btree ("bill_year","bill_cycle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_cycle_meter_key" ON "meter_readings" USING btree ("cycle_id","meter_id");--> statement-breakpoint
CREATE INDEX "meter_readings_meter_period_idx" ON "meter_readings" USING btree ("meter_id","period");--> statement-breakpoint
CREATE INDEX "meter_readings_client_period_idx" ON "meter_readings" USING btree ("client_id","period");--> statement-breakpoint
CREATE INDEX "meter_readings_period_idx" ON "meter_readings" USING btree ("period");