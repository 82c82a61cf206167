-- UNLOGGED (written by hand; drizzle-kit has no such option): the counts are worth nothing
-- after a crash, and skipping the write-ahead log spares every public lookup a commit flush.
CREATE UNLOGGED TABLE "bill_check_rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_check_rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
