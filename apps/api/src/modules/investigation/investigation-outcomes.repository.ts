import type {
  TInvestigationCheck,
  TInvestigationOutcomeKind,
} from '@prapa/contracts/investigation';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { investigationOutcomes } from '../../db/schema/investigation.ts';

export type OutcomeRowData = {
  id: number;
  cycle_id: number;
  bill_cycle_name: string;
  client_id: number;
  meter_id: number | null;
  check_kind: TInvestigationCheck;
  outcome: TInvestigationOutcomeKind;
  note: string;
  units: number | null;
  average_tenths: number | null;
  recorded_at_ms: number;
  recorded_by_name: string | null;
};

const SELECT = sql`select o.id, o.cycle_id, b.bill_cycle_name, o.client_id, o.meter_id,
    o.check_kind, o.outcome, o.note, o.units, o.average_tenths,
    extract(epoch from o.recorded_at)::float8 * 1000 as recorded_at_ms,
    a.full_name as recorded_by_name
  from investigation_outcomes o
  join billing_cycles b on b.id = o.cycle_id
  left join accounts a on a.id = o.recorded_by`;

export async function insertOutcome(
  db: Db,
  values: {
    cycleId: number;
    clientId: number;
    meterId: number | null;
    checkKind: TInvestigationCheck;
    outcome: TInvestigationOutcomeKind;
    note: string;
    units: number | null;
    averageTenths: number | null;
    recordedBy: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(investigationOutcomes)
    .values({
      cycleId: values.cycleId,
      clientId: values.clientId,
      meterId: values.meterId,
      checkKind: values.checkKind,
      outcome: values.outcome,
      note: values.note,
      units: values.units,
      average: values.averageTenths,
      recordedAt: values.now,
      recordedBy: values.recordedBy,
    })
    .returning({ id: investigationOutcomes.id });
  if (!row) throw new Error('outcome insert returned no row');
  return row.id;
}

export async function findOutcomesByIds(db: Db, ids: readonly number[]): Promise<OutcomeRowData[]> {
  if (ids.length === 0) return [];
  return rawRows<OutcomeRowData>(
    db,
    sql`${SELECT} where o.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** A member's outcomes, newest first: they stay after the row has left the lists. */
export async function listClientOutcomes(db: Db, clientId: number): Promise<OutcomeRowData[]> {
  return rawRows<OutcomeRowData>(
    db,
    sql`${SELECT} where o.client_id = ${clientId} order by o.recorded_at desc, o.id desc`,
  );
}

/** The member's reading(s) in the cycle: the newest meter's, with the month's units. */
export async function findCycleReading(db: Db, cycleId: number, clientId: number) {
  const [row] = await rawRows<{ meter_id: number; units: number }>(
    db,
    sql`select max(meter_id) as meter_id, sum(units)::int as units
      from meter_readings where cycle_id = ${cycleId} and client_id = ${clientId}
      having count(*) > 0`,
  );
  return row;
}

/** A member's readings from `from` to `to` (the domain rule's input for one member). */
export async function listClientSpan(db: Db, clientId: number, from: number, to: number) {
  return rawRows<{ period: number; meterId: number; units: number; estimated: boolean }>(
    db,
    sql`select period, meter_id as "meterId", units, estimated from meter_readings
      where client_id = ${clientId} and period between ${from} and ${to}`,
  );
}
