-- Change counters for the reading screen's cache (docs/decisions/005-billing-cycles-and-readings.md).
-- Statement-level triggers: one counter update per statement, whatever the number of rows.
INSERT INTO "change_counters" ("name", "value") VALUES ('reading_set', 0), ('readings', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_change_counter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_counters" SET "value" = "value" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_reading_set_changed" AFTER INSERT OR DELETE OR UPDATE OF "deleted_at", "status_code", "area_id", "house_no", "member_id" ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counter"('reading_set');--> statement-breakpoint
CREATE TRIGGER "meters_reading_set_changed" AFTER INSERT OR DELETE OR UPDATE OF "removed_on", "client_id" ON "meters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counter"('reading_set');--> statement-breakpoint
CREATE TRIGGER "areas_reading_set_changed" AFTER INSERT OR DELETE OR UPDATE OF "route_order", "area_code" ON "areas" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counter"('reading_set');--> statement-breakpoint
CREATE TRIGGER "meter_readings_changed" AFTER INSERT OR DELETE ON "meter_readings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counter"('readings');
