-- Investigation lists read from kept figures (docs/decisions/018-investigation.md, amended):
-- per member and cycle, the units of the cycle, the sum and count of the usable months of the
-- average's window and the constant-meter run, so a tab is one indexed read of a cycle's rows
-- instead of a scan of the whole reading history. A cycle is built the first time it is looked
-- at (or again after the average's window or the run length changed: the parameters it was
-- built with are kept beside it); from then on triggers on meter_readings refresh the rows of
-- the members whose readings changed, in the same transaction as the change.
CREATE TABLE "investigation_stats_cycles" (
	"cycle_id" integer PRIMARY KEY NOT NULL,
	"period" integer NOT NULL,
	"from_period" integer NOT NULL,
	"before_from" integer,
	"run_from" integer NOT NULL,
	"run_complete" boolean NOT NULL,
	"average_cycles" integer NOT NULL,
	"constant_cycles" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigation_stats" (
	"cycle_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"meter_id" integer NOT NULL,
	"units" integer NOT NULL,
	"estimated" boolean NOT NULL,
	"avg_sum" bigint NOT NULL,
	"avg_cnt" integer NOT NULL,
	"run_n" integer NOT NULL,
	"run_zeros" integer NOT NULL,
	"run_ests" integer NOT NULL,
	CONSTRAINT "investigation_stats_cycle_id_client_id_pk" PRIMARY KEY("cycle_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "investigation_stats_cycles" ADD CONSTRAINT "investigation_stats_cycles_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."billing_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_stats" ADD CONSTRAINT "investigation_stats_cycle_id_investigation_stats_cycles_cycle_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."investigation_stats_cycles"("cycle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigation_stats" ADD CONSTRAINT "investigation_stats_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investigation_stats_client_idx" ON "investigation_stats" USING btree ("client_id");--> statement-breakpoint
-- (Re)computes the rows of one built cycle: every member (p_clients null) or the members named.
-- The same rule as @prapa/domain/investigation: a member with one meter in the window has no
-- replacement month, so the sums are conditional aggregates; the few with two meters get the
-- rule month by month (lag over the member's months finds the month the meter changed).
CREATE FUNCTION "investigation_stats_refresh"(p_cycle integer, p_clients integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  st "investigation_stats_cycles"%ROWTYPE;
  only_clients text := '';
BEGIN
  SELECT * INTO st FROM "investigation_stats_cycles" WHERE "cycle_id" = p_cycle;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF p_clients IS NULL THEN
    DELETE FROM "investigation_stats" WHERE "cycle_id" = p_cycle;
  ELSE
    DELETE FROM "investigation_stats" WHERE "cycle_id" = p_cycle AND "client_id" = ANY (p_clients);
    only_clients := 'and h.client_id = any ($5)';
  END IF;
  -- $1 cycle, $2 period, $3 first period read, $4 the window's first period ($2: no window),
  -- $5 the members, $6 the run's first period.
  EXECUTE format($q$
    insert into investigation_stats (cycle_id, client_id, area_id, meter_id, units, estimated,
      avg_sum, avg_cnt, run_n, run_zeros, run_ests)
    with agg as (
      select h.client_id, min(h.meter_id) as mn, max(h.meter_id) as mx,
        (sum(h.units) filter (where h.period = $2))::int as units,
        coalesce(bool_or(h.estimated) filter (where h.period = $2), false) as estimated,
        coalesce(sum(h.units) filter (where h.period >= $4 and h.period < $2 and not h.estimated), 0)::bigint
          as avg_sum,
        (count(*) filter (where h.period >= $4 and h.period < $2 and not h.estimated))::int as avg_cnt,
        (count(*) filter (where h.period >= $6))::int as run_n,
        (count(*) filter (where h.period >= $6 and h.units = 0))::int as run_zeros,
        (count(*) filter (where h.period >= $6 and h.estimated))::int as run_ests
      from meter_readings h
      where h.period between $3 and $2 %s
      group by h.client_id
      having bool_or(h.period = $2)
    ),
    multi_months as (
      select h.client_id, h.period, sum(h.units)::int as units, bool_or(h.estimated) as estimated,
        max(h.meter_id) as meter_id,
        (count(*) > 1 or coalesce(
          min(h.meter_id) <> lag(max(h.meter_id)) over (partition by h.client_id order by h.period),
          false)) as replacement
      from meter_readings h
      where h.client_id in (select client_id from agg where mn <> mx)
        and h.period between $3 and $2
      group by h.client_id, h.period
    ),
    multi as (
      select c.client_id, c.meter_id,
        coalesce(sum(w.units) filter (where not w.estimated and not w.replacement), 0)::bigint
          as avg_sum,
        (count(w.period) filter (where not w.estimated and not w.replacement))::int as avg_cnt,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period between $6 and $2)::int as run_n,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period between $6 and $2 and r.units = 0)::int as run_zeros,
        (select count(*) from meter_readings r where r.client_id = c.client_id
          and r.meter_id = c.meter_id and r.period between $6 and $2 and r.estimated)::int as run_ests
      from multi_months c
      left join multi_months w on w.client_id = c.client_id and w.period >= $4 and w.period < $2
      where c.period = $2
      group by c.client_id, c.meter_id
    )
    select $1, a.client_id, c.area_id, coalesce(x.meter_id, a.mx), a.units, a.estimated,
      coalesce(x.avg_sum, a.avg_sum), coalesce(x.avg_cnt, a.avg_cnt), coalesce(x.run_n, a.run_n),
      coalesce(x.run_zeros, a.run_zeros), coalesce(x.run_ests, a.run_ests)
    from agg a
    join clients c on c.id = a.client_id
    left join multi x on x.client_id = a.client_id
  $q$, only_clients)
  USING p_cycle, st."period", st."from_period", coalesce(st."before_from", st."period"), p_clients,
    st."run_from";
END
$$;--> statement-breakpoint
-- Readings changed: refresh, in every built cycle whose history includes the changed month, the
-- rows of the members concerned. Statement-level with transition tables, so a batch of
-- estimates is one refresh per cycle; more than 20,000 members at once rebuilds the cycle.
CREATE FUNCTION "investigation_stats_on_readings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_clients integer[];
  v_periods integer[];
  c record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "investigation_stats_cycles") THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("client_id"), array_agg("period") INTO v_clients, v_periods
    FROM (SELECT DISTINCT "client_id", "period" FROM "new_rows") AS x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("client_id"), array_agg("period") INTO v_clients, v_periods
    FROM (SELECT DISTINCT "client_id", "period" FROM "old_rows") AS x;
  ELSE
    SELECT array_agg("client_id"), array_agg("period") INTO v_clients, v_periods
    FROM (
      SELECT n."client_id", n."period" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."client_id", n."period", n."meter_id", n."units", n."estimated")
        IS DISTINCT FROM (o."client_id", o."period", o."meter_id", o."units", o."estimated")
      UNION
      SELECT o."client_id", o."period" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE (n."client_id", n."period", n."meter_id", n."units", n."estimated")
        IS DISTINCT FROM (o."client_id", o."period", o."meter_id", o."units", o."estimated")
    ) AS x;
  END IF;
  IF v_clients IS NULL THEN
    RETURN NULL;
  END IF;
  FOR c IN
    SELECT s."cycle_id", array_agg(DISTINCT x."client_id") AS ids
    FROM "investigation_stats_cycles" s
    JOIN unnest(v_clients, v_periods) AS x("client_id", "period")
      ON x."period" BETWEEN s."from_period" AND s."period"
    GROUP BY s."cycle_id"
  LOOP
    PERFORM "investigation_stats_refresh"(c."cycle_id",
      CASE WHEN cardinality(c.ids) > 20000 THEN NULL ELSE c.ids END);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meter_readings_investigation_inserted" AFTER INSERT ON "meter_readings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "investigation_stats_on_readings"();--> statement-breakpoint
CREATE TRIGGER "meter_readings_investigation_updated" AFTER UPDATE ON "meter_readings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "investigation_stats_on_readings"();--> statement-breakpoint
CREATE TRIGGER "meter_readings_investigation_deleted" AFTER DELETE ON "meter_readings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "investigation_stats_on_readings"();--> statement-breakpoint
-- A member moved to another area: its rows follow (the area filter and the area median).
CREATE FUNCTION "investigation_stats_on_client_area"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "investigation_stats" SET "area_id" = NEW."area_id" WHERE "client_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_investigation_area" AFTER UPDATE OF "area_id" ON "clients" FOR EACH ROW WHEN (OLD."area_id" IS DISTINCT FROM NEW."area_id") EXECUTE FUNCTION "investigation_stats_on_client_area"();--> statement-breakpoint
-- A cycle added, removed or moved before a built one changes that one's window: forget it (it is
-- built again when next looked at).
CREATE FUNCTION "investigation_stats_on_cycles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    p := NEW."period_year" * 12 + NEW."period_month" - 1;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    p := least(coalesce(p, 2147483647), OLD."period_year" * 12 + OLD."period_month" - 1);
  END IF;
  DELETE FROM "investigation_stats_cycles" WHERE "period" >= p;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "billing_cycles_investigation_window" AFTER INSERT OR DELETE OR UPDATE OF "period_year", "period_month" ON "billing_cycles" FOR EACH ROW EXECUTE FUNCTION "investigation_stats_on_cycles"();
--> statement-breakpoint
-- The areas whose median a list needs (those with a member without an own average), and an
-- area's rows of a cycle (the median, the area filter).
CREATE INDEX "investigation_stats_no_average_idx" ON "investigation_stats" USING btree ("cycle_id","area_id") WHERE "investigation_stats"."avg_cnt" = 0;--> statement-breakpoint
CREATE INDEX "investigation_stats_cycle_area_idx" ON "investigation_stats" USING btree ("cycle_id","area_id");
