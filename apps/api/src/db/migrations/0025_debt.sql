-- Debt (issue 16, docs/decisions/022): settings of the letters and the reconnection fee, the
-- letters sent (numbered in the 'debt_letter' series), and disconnection orders.
CREATE TABLE "debt_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pay_within_days" integer DEFAULT 15 NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_position" text DEFAULT '' NOT NULL,
	"reconnection_fee_satang" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "debt_settings_one_row_check" CHECK ("debt_settings"."id" = 1),
	CONSTRAINT "debt_settings_values_check" CHECK ("debt_settings"."pay_within_days" between 1 and 90 and "debt_settings"."reconnection_fee_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "debt_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debt_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"letter_no" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"issued_on" date NOT NULL,
	"pay_by" date NOT NULL,
	"months" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"file_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	CONSTRAINT "debt_letters_kind_check" CHECK ("debt_letters"."kind" in ('first', 'second', 'final')),
	CONSTRAINT "debt_letters_amount_check" CHECK ("debt_letters"."amount_satang" > 0 and "debt_letters"."months" > 0)
);
--> statement-breakpoint
CREATE TABLE "disconnections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disconnections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"letter_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_satang" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"disconnected_on" date,
	"disconnected_by" integer,
	"disconnect_reading" integer,
	"reconnect_requested_at" timestamp with time zone,
	"reconnect_fee_satang" bigint,
	"reconnect_allowed_by" integer,
	"reconnected_on" date,
	"reconnected_by" integer,
	"reconnect_reading" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disconnections_state_check" CHECK ("disconnections"."state" in ('pending', 'disconnected', 'reconnect_requested', 'reconnected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "debt_settings" ADD CONSTRAINT "debt_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_letters" ADD CONSTRAINT "debt_letters_issued_by_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disconnections" ADD CONSTRAINT "disconnections_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disconnections" ADD CONSTRAINT "disconnections_letter_id_debt_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."debt_letters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_letters_year_seq_key" ON "debt_letters" USING btree ("fiscal_year","seq");--> statement-breakpoint
CREATE INDEX "debt_letters_client_idx" ON "debt_letters" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "debt_letters_batch_idx" ON "debt_letters" USING btree ("batch_no");--> statement-breakpoint
CREATE UNIQUE INDEX "disconnections_open_client_key" ON "disconnections" USING btree ("client_id") WHERE "disconnections"."state" in ('pending', 'disconnected', 'reconnect_requested');--> statement-breakpoint
CREATE INDEX "disconnections_client_idx" ON "disconnections" USING btree ("client_id","id");--> statement-breakpoint
-- The debtor list reads every overdue bill: an index-only range scan of live unpaid bills by due date.
CREATE INDEX "invoices_overdue_idx" ON "invoices" USING btree ("due_date") INCLUDE ("client_id","total_satang") WHERE "invoices"."receipt_id" is null and "invoices"."cancelled_at" is null;--> statement-breakpoint
CREATE SEQUENCE "debt_letter_batch_seq";--> statement-breakpoint
INSERT INTO "document_series" ("kind", "prefix") VALUES ('debt_letter', 'NT');--> statement-breakpoint
INSERT INTO "debt_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
