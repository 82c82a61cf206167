CREATE TABLE "client_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"action" text NOT NULL,
	"status_before" text NOT NULL,
	"status_after" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "client_status_history_action_check" CHECK ("client_status_history"."action" in ('ignore', 'normal', 'cancel', 'reinstate'))
);
--> statement-breakpoint
ALTER TABLE "client_status_history" ADD CONSTRAINT "client_status_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_status_history" ADD CONSTRAINT "client_status_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_status_history_client_idx" ON "client_status_history" USING btree ("client_id","at");