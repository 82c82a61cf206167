CREATE TABLE "investigation_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investigation_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cycle_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"meter_id" integer,
	"check_kind" text NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"units" integer,
	"average_tenths" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "investigation_outcomes_check_kind_check" CHECK ("investigation_outcomes"."check_kind" in ('abnormal', 'constant', 'higher', 'lower')),
	CONSTRAINT "investigation_outcomes_outcome_check" CHECK ("investigation_outcomes"."outcome" in ('correct', 'misread', 'leak', 'meter_fault', 'estimated', 'other'))
);
--> statement-breakpoint
CREATE TABLE "investigation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"average_cycles" integer DEFAULT 6 NOT NULL,
	"abnormal_multiple_pct" integer DEFAULT 200 NOT NULL,
	"abnormal_min_units" integer DEFAULT 10 NOT NULL,
	"constant_cycles" integer DEFAULT 3 NOT NULL,
	"deviation_pct" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "investigation_settings_one_row_check" CHECK ("investigation_settings"."id" = 1),
	CONSTRAINT "investigation_settings_values_check" CHECK ("investigation_settings"."average_cycles" >= 1 and "investigation_settings"."abnormal_multiple_pct" > 100 and "investigation_settings"."abnormal_min_units" >= 0
        and "investigation_settings"."constant_cycles" >= 2 and "investigation_settings"."deviation_pct" >= 1)
);
--> statement-breakpoint
ALTER TABLE "investigation_outcomes" ADD CONSTRAINT "investigation_outcomes_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."billing_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_outcomes" ADD CONSTRAINT "investigation_outcomes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_outcomes" ADD CONSTRAINT "investigation_outcomes_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_outcomes" ADD CONSTRAINT "investigation_outcomes_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_settings" ADD CONSTRAINT "investigation_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investigation_outcomes_cycle_client_idx" ON "investigation_outcomes" USING btree ("cycle_id","client_id");--> statement-breakpoint
CREATE INDEX "investigation_outcomes_client_idx" ON "investigation_outcomes" USING btree ("client_id");--> statement-breakpoint
INSERT INTO "investigation_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
