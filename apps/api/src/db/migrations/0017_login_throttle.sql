CREATE TABLE "login_throttle" (
	"user_key" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttle_user_key_source_pk" PRIMARY KEY("user_key","source")
);
--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_at_idx" ON "login_throttle" USING btree ("last_failure_at");