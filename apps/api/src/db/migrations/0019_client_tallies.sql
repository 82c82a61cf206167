CREATE TABLE "client_list_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_list_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_status_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_status_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area_id" integer NOT NULL,
	"status_code" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Status counts kept as clients change (docs/decisions/017-counts-and-first-page.md): the
-- group total reads a few hundred rows instead of the whole register. Statement-level triggers
-- with transition tables: one INSERT of a handful of (area, status, ±n) rows per statement,
-- however many clients it changed (the bill run's 100,000), and none when the statuses did not
-- move. Insert-only: concurrent payments never lock a shared row. Driven by the clients rows
-- themselves, so whatever changes a status (payments, bill runs, voids, the overdue refresh,
-- a hand-written UPDATE) is counted.
CREATE FUNCTION "tally_client_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "client_status_deltas" ("area_id", "status_code", "n")
    SELECT "area_id", "status_code", count(*)::int FROM "new_rows"
    WHERE "deleted_at" IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "client_status_deltas" ("area_id", "status_code", "n")
    SELECT "area_id", "status_code", -count(*)::int FROM "old_rows"
    WHERE "deleted_at" IS NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO "client_status_deltas" ("area_id", "status_code", "n")
    SELECT "area_id", "status_code", sum("n")::int FROM (
      SELECT "area_id", "status_code", -1 AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "area_id", "status_code", 1 FROM "new_rows" WHERE "deleted_at" IS NULL
    ) AS "moved"
    GROUP BY 1, 2 HAVING sum("n") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_status_tally_inserted" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_client_statuses"();--> statement-breakpoint
CREATE TRIGGER "clients_status_tally_updated" AFTER UPDATE ON "clients" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_client_statuses"();--> statement-breakpoint
CREATE TRIGGER "clients_status_tally_deleted" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_client_statuses"();--> statement-breakpoint
CREATE FUNCTION "clear_client_status_deltas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "client_status_deltas";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_status_tally_truncated" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "clear_client_status_deltas"();--> statement-breakpoint
INSERT INTO "client_status_deltas" ("area_id", "status_code", "n")
SELECT "area_id", "status_code", count(*)::int FROM "clients" WHERE "deleted_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
-- What the clients list filters and searches on changed: one row per statement, so the list's
-- cached totals (kept against the SUM of these rows) are counted again.
CREATE FUNCTION "note_client_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_list_changes" ("n") VALUES (1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_list_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "first_name", "last_name", "house_no", "address", "water_no", "area_id", "status_code", "ignored", "deleted_at", "member_id" ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "note_client_list_change"();--> statement-breakpoint
CREATE TRIGGER "meters_client_list_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "meter_no", "removed_on", "client_id" ON "meters" FOR EACH STATEMENT EXECUTE FUNCTION "note_client_list_change"();
