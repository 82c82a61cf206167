-- Trigram indexes make the client list's ILIKE '%…%' search fast on Thai text. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it without superuser.
-- PGlite loads its code at construction (src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("first_name" || ' ' || "last_name" || ' ' || "house_no" || ' ' || "address" || ' ' || coalesce("water_no", '')) STORED;--> statement-breakpoint
CREATE INDEX "clients_list_member_idx" ON "clients" USING btree ("member_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_status_count_idx" ON "clients" USING btree ("status_code") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops) WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_name_sort_idx" ON "clients" USING btree ("first_name","last_name","member_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_house_no_sort_idx" ON "clients" USING btree ("house_no","member_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "clients_debt_sort_idx" ON "clients" USING btree ("debt_satang","member_id") WHERE "clients"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meters_client_installed_key" ON "meters" USING btree ("client_id") WHERE "meters"."removed_on" is null;--> statement-breakpoint
CREATE INDEX "meters_meter_no_trgm_idx" ON "meters" USING gin ("meter_no" gin_trgm_ops) WHERE "meters"."removed_on" is null;