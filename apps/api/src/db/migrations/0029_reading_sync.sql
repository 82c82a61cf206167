CREATE TABLE "reading_sync_ids" (
	"sync_id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"reading_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_sync_ids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id"),
	CONSTRAINT "reading_sync_ids_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "billing_cycles"("id"),
	CONSTRAINT "reading_sync_ids_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "meters"("id")
);
--> statement-breakpoint
CREATE INDEX "reading_sync_ids_cycle_idx" ON "reading_sync_ids" ("cycle_id");
