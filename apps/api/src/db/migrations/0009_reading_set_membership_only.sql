-- The reading set (which meters a cycle reads, in what order) depends on a client's membership
-- (the first half of the status code: 1 active, 2 cancelled), not on the debt half. The
-- statement-level trigger of 0006 fired on every UPDATE naming status_code, so every payment,
-- void and bill run (refreshClientDebt sets the debt half) bumped the shared `reading_set`
-- counter: that invalidated the reading screen's cache each time and, worse, locked the one
-- counter row until commit, so all payments queued on it. A row trigger with a WHEN clause
-- bumps only when a row's route-relevant values really change (WHEN false costs no call).
DROP TRIGGER IF EXISTS "clients_reading_set_changed" ON "clients";--> statement-breakpoint
CREATE TRIGGER "clients_reading_set_inserted_deleted" AFTER INSERT OR DELETE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_change_counter"('reading_set');--> statement-breakpoint
CREATE TRIGGER "clients_reading_set_changed" AFTER UPDATE OF "deleted_at", "status_code", "area_id", "house_no", "member_id" ON "clients" FOR EACH ROW WHEN (
  OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
  OR split_part(OLD."status_code", '_', 1) IS DISTINCT FROM split_part(NEW."status_code", '_', 1)
  OR OLD."area_id" IS DISTINCT FROM NEW."area_id"
  OR OLD."house_no" IS DISTINCT FROM NEW."house_no"
  OR OLD."member_id" IS DISTINCT FROM NEW."member_id"
) EXECUTE FUNCTION "bump_change_counter"('reading_set');
