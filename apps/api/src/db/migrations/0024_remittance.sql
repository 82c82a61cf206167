-- Issue 15: the cashier's daily close, remittances (นำส่งเงิน) and their settings and holidays.
-- docs/decisions/021-remittance.md
INSERT INTO "document_series" ("kind", "prefix") VALUES ('remittance', 'RM');--> statement-breakpoint
CREATE TABLE "remittance_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cycle_days" smallint DEFAULT 1 NOT NULL,
	"deadline_days" smallint DEFAULT 1 NOT NULL,
	"starts_on" date DEFAULT current_date NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "remittance_settings_one_row" CHECK ("remittance_settings"."id" = 1),
	CONSTRAINT "remittance_settings_cycle_check" CHECK ("remittance_settings"."cycle_days" between 1 and 10),
	CONSTRAINT "remittance_settings_deadline_check" CHECK ("remittance_settings"."deadline_days" between 0 and 10)
);--> statement-breakpoint
INSERT INTO "remittance_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "holidays_name_check" CHECK (length("holidays"."name") between 1 and 200)
);--> statement-breakpoint
-- Thai public holidays 2026 and 2027 (substitution days included); to be checked against the
-- cabinet's announcement each year — the office edits them on /process/accounting.
INSERT INTO "holidays" ("day", "name") VALUES
	('2026-01-01', 'วันขึ้นปีใหม่'),
	('2026-03-03', 'วันมาฆบูชา'),
	('2026-04-06', 'วันจักรี'),
	('2026-04-13', 'วันสงกรานต์'),
	('2026-04-14', 'วันสงกรานต์'),
	('2026-04-15', 'วันสงกรานต์'),
	('2026-05-01', 'วันแรงงานแห่งชาติ'),
	('2026-05-04', 'วันฉัตรมงคล'),
	('2026-06-01', 'ชดเชยวันวิสาขบูชา'),
	('2026-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี'),
	('2026-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว'),
	('2026-07-29', 'วันอาสาฬหบูชา'),
	('2026-07-30', 'วันเข้าพรรษา'),
	('2026-08-12', 'วันแม่แห่งชาติ'),
	('2026-10-13', 'วันนวมินทรมหาราช'),
	('2026-10-23', 'วันปิยมหาราช'),
	('2026-12-07', 'ชดเชยวันพ่อแห่งชาติ'),
	('2026-12-10', 'วันรัฐธรรมนูญ'),
	('2026-12-31', 'วันสิ้นปี'),
	('2027-01-01', 'วันขึ้นปีใหม่'),
	('2027-02-22', 'ชดเชยวันมาฆบูชา'),
	('2027-04-06', 'วันจักรี'),
	('2027-04-13', 'วันสงกรานต์'),
	('2027-04-14', 'วันสงกรานต์'),
	('2027-04-15', 'วันสงกรานต์'),
	('2027-05-03', 'ชดเชยวันแรงงานแห่งชาติ'),
	('2027-05-04', 'วันฉัตรมงคล'),
	('2027-05-20', 'วันวิสาขบูชา'),
	('2027-06-03', 'วันเฉลิมพระชนมพรรษาสมเด็จพระราชินี'),
	('2027-07-19', 'ชดเชยวันอาสาฬหบูชา'),
	('2027-07-20', 'วันเข้าพรรษา'),
	('2027-07-28', 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว'),
	('2027-08-12', 'วันแม่แห่งชาติ'),
	('2027-10-13', 'วันนวมินทรมหาราช'),
	('2027-10-25', 'ชดเชยวันปิยมหาราช'),
	('2027-12-06', 'ชดเชยวันพ่อแห่งชาติ'),
	('2027-12-10', 'วันรัฐธรรมนูญ'),
	('2027-12-31', 'วันสิ้นปี');--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remittances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remittance_no" text NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"remittance_date" date NOT NULL,
	"cash_satang" bigint NOT NULL,
	"transfer_satang" bigint NOT NULL,
	"adjustment_satang" bigint NOT NULL,
	"total_satang" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"received_on" date,
	"deposit_slip_no" text,
	"received_by" integer,
	CONSTRAINT "remittances_remittance_no_key" UNIQUE ("remittance_no"),
	CONSTRAINT "remittances_year_seq_key" UNIQUE ("fiscal_year", "seq"),
	CONSTRAINT "remittances_total_check" CHECK ("remittances"."total_satang" = "remittances"."cash_satang" + "remittances"."transfer_satang" + "remittances"."adjustment_satang"),
	CONSTRAINT "remittances_received_check" CHECK (("remittances"."received_on" is null) = ("remittances"."deposit_slip_no" is null))
);--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_received_by_accounts_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."accounts"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_closes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cashier_id" integer,
	"close_date" date NOT NULL,
	"receipt_count" integer NOT NULL,
	"expected_cash_satang" bigint NOT NULL,
	"transfer_satang" bigint NOT NULL,
	"counted_satang" bigint NOT NULL,
	"difference_satang" bigint NOT NULL,
	"reason" text,
	"denominations" jsonb,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"remittance_id" integer,
	CONSTRAINT "cash_closes_cashier_day_key" UNIQUE ("cashier_id", "close_date"),
	CONSTRAINT "cash_closes_difference_check" CHECK ("cash_closes"."difference_satang" = "cash_closes"."counted_satang" - "cash_closes"."expected_cash_satang"),
	CONSTRAINT "cash_closes_reason_check" CHECK ("cash_closes"."difference_satang" = 0 or "cash_closes"."reason" is not null)
);--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_cashier_id_accounts_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."accounts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_accounts_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."accounts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id");--> statement-breakpoint
CREATE INDEX "cash_closes_pending_idx" ON "cash_closes" USING btree ("close_date") WHERE "cash_closes"."remittance_id" is null;--> statement-breakpoint
CREATE TABLE "close_receipts" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"close_id" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "close_receipts" ADD CONSTRAINT "close_receipts_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id");--> statement-breakpoint
ALTER TABLE "close_receipts" ADD CONSTRAINT "close_receipts_close_id_cash_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."cash_closes"("id");--> statement-breakpoint
CREATE INDEX "close_receipts_close_idx" ON "close_receipts" USING btree ("close_id");--> statement-breakpoint
CREATE TABLE "void_adjustments" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"close_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"voided_at" timestamp with time zone NOT NULL,
	"remittance_id" integer,
	CONSTRAINT "void_adjustments_amount_check" CHECK ("void_adjustments"."amount_satang" < 0)
);--> statement-breakpoint
ALTER TABLE "void_adjustments" ADD CONSTRAINT "void_adjustments_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id");--> statement-breakpoint
ALTER TABLE "void_adjustments" ADD CONSTRAINT "void_adjustments_close_id_cash_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."cash_closes"("id");--> statement-breakpoint
ALTER TABLE "void_adjustments" ADD CONSTRAINT "void_adjustments_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id");--> statement-breakpoint
CREATE TABLE "remittance_lines" (
	"remittance_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	CONSTRAINT "remittance_lines_pk" PRIMARY KEY ("receipt_id", "kind"),
	CONSTRAINT "remittance_lines_kind_check" CHECK ("remittance_lines"."kind" in ('receipt', 'void'))
);--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id");--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id");--> statement-breakpoint
CREATE INDEX "remittance_lines_remittance_idx" ON "remittance_lines" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "receipts_collector_date_idx" ON "receipts" USING btree ("collected_by", "receipt_date");
