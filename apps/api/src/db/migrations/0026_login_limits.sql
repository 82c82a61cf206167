-- The per-IP sign-in limit, counted in the database so every API process shares it
-- (docs/decisions/026). UNLOGGED like bill_check_rate_limits: the counts are worth nothing after
-- a crash, and skipping the write-ahead log spares every sign-in a commit flush.
CREATE UNLOGGED TABLE "login_rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE INDEX "login_rate_limits_window_start_idx" ON "login_rate_limits" USING btree ("window_start");
--> statement-breakpoint
-- The account lock-out of decision 015 is gone: sign-in is throttled per name × source in
-- login_throttle, and the accounts page shows that throttle. Nothing writes these any more.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_failed_login_count_check";
--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_login_count";
--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";
