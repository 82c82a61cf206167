CREATE SEQUENCE "public"."clients_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area_code" text NOT NULL,
	"area_name" text NOT NULL,
	"route_order" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_route_order_check" CHECK ("areas"."route_order" is null or "areas"."route_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_statuses" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"color" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "client_statuses_code_check" CHECK ("client_statuses"."code" in ('1_0', '1_1', '2_0', '2_1'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer DEFAULT nextval('clients_member_id_seq') NOT NULL,
	"water_no" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"house_no" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"area_id" integer NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tariff_group_id" integer NOT NULL,
	"status_code" text DEFAULT '1_0' NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"ignored_reason" text DEFAULT '' NOT NULL,
	"debt_satang" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"meter_size" text NOT NULL,
	"fee_satang" integer NOT NULL,
	"digits" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_types_fee_check" CHECK ("meter_types"."fee_satang" >= 0),
	CONSTRAINT "meter_types_digits_check" CHECK ("meter_types"."digits" between 4 and 7)
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"meter_no" text NOT NULL,
	"meter_type_id" integer NOT NULL,
	"initial_reading" integer DEFAULT 0 NOT NULL,
	"installed_on" date NOT NULL,
	"removed_on" date,
	"final_reading" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_readings_check" CHECK ("meters"."initial_reading" >= 0 and ("meters"."final_reading" is null or "meters"."final_reading" >= 0))
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"logo" text,
	"receipt_header" text DEFAULT '' NOT NULL,
	"receipt_footer" text DEFAULT '' NOT NULL,
	"promptpay_biller_id" text DEFAULT '' NOT NULL,
	"fiscal_year_start_month" smallint DEFAULT 10 NOT NULL,
	"due_rule" jsonb DEFAULT '{"kind":"days_after","days":15}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "organisation_single_row_check" CHECK ("organisation"."id" = 1),
	CONSTRAINT "organisation_fiscal_month_check" CHECK ("organisation"."fiscal_year_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tariff_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariff_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"effective_from" date NOT NULL,
	"tiers" jsonb NOT NULL,
	"minimum_charge_satang" integer DEFAULT 0 NOT NULL,
	"minimum_units" integer DEFAULT 0 NOT NULL,
	"apply_meter_fee" boolean DEFAULT true NOT NULL,
	"vat_enabled" boolean DEFAULT false NOT NULL,
	"vat_rate_bp" integer DEFAULT 700 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "tariff_versions_version_no_check" CHECK ("tariff_versions"."version_no" >= 1),
	CONSTRAINT "tariff_versions_minimum_check" CHECK ("tariff_versions"."minimum_charge_satang" >= 0 and "tariff_versions"."minimum_units" >= 0),
	CONSTRAINT "tariff_versions_vat_check" CHECK ("tariff_versions"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tariff_group_id_tariff_groups_id_fk" FOREIGN KEY ("tariff_group_id") REFERENCES "public"."tariff_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_status_code_client_statuses_code_fk" FOREIGN KEY ("status_code") REFERENCES "public"."client_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_meter_type_id_meter_types_id_fk" FOREIGN KEY ("meter_type_id") REFERENCES "public"."meter_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_group_id_tariff_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tariff_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_area_code_lower_key" ON "areas" USING btree (lower("area_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_member_id_key" ON "clients" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_water_no_key" ON "clients" USING btree ("water_no") WHERE "clients"."water_no" is not null and "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_area_id_idx" ON "clients" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "clients_tariff_group_id_idx" ON "clients" USING btree ("tariff_group_id");--> statement-breakpoint
CREATE INDEX "clients_status_code_idx" ON "clients" USING btree ("status_code");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_meter_no_in_use_key" ON "meters" USING btree (lower("meter_no")) WHERE "meters"."removed_on" is null;--> statement-breakpoint
CREATE INDEX "meters_client_id_idx" ON "meters" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "meters_meter_type_id_idx" ON "meters" USING btree ("meter_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_groups_code_lower_key" ON "tariff_groups" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "tariff_versions_group_version_key" ON "tariff_versions" USING btree ("group_id","version_no");