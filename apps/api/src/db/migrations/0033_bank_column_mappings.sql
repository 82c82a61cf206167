-- CSV / Excel bank payment lists (issue #14 item 4, docs/decisions/020): the column mapping
-- the office saves once per receiving bank account and reuses for every later list.
CREATE TABLE "bank_column_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_column_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"first_row" integer DEFAULT 2 NOT NULL,
	"date_col" smallint NOT NULL,
	"time_col" smallint,
	"name_col" smallint,
	"ref1_col" smallint NOT NULL,
	"ref2_col" smallint,
	"amount_col" smallint NOT NULL,
	"date_order" text DEFAULT 'dmy' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "bank_column_mappings_date_order_check" CHECK ("bank_column_mappings"."date_order" in ('dmy', 'mdy', 'ymd')),
	CONSTRAINT "bank_column_mappings_first_row_check" CHECK ("bank_column_mappings"."first_row" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "bank_column_mappings" ADD CONSTRAINT "bank_column_mappings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_column_mappings_account_key" ON "bank_column_mappings" USING btree ("bank_code","account_no");
