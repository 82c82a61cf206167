import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  FIRST_NAMES,
  INSTITUTIONS,
  LAST_NAMES,
  SHOP_NAMES,
  VILLAGE_NAMES,
} from './generator-names.ts';
import type { GeneratorPlan, PlanSql } from './generator-plan.ts';

/**
 * The generator's bulk statements: each is one INSERT … SELECT over generate_series or over
 * the rows of the previous step, with every value a function of (seed, client id, cycle), so
 * nothing row-by-row crosses the wire. Values are inlined as literals: they are numbers and
 * the fixed Thai name lists, never user input.
 */
const run = (db: Db, text: string) => db.execute(sql.raw(text));
const textArray = (items: readonly string[]) =>
  `(array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]::text[])`;
const pick = (list: string, r: string) =>
  `${list}[1 + floor(${r} * array_length(${list}, 1))::int]`;

export type CycleRow = {
  id: number;
  index: number;
  year: number;
  month: number;
  period: number;
  fiscalYear: number;
  cutOff: string;
  dueDate: string;
  open: boolean;
};

/** Business tables, children first; accounts, sessions, roles, statuses and the audit log stay. */
const BUSINESS_TABLES = [
  // Remittance (issue 15): lines, adjustments and closes point at receipts.
  'remittance_lines',
  'void_adjustments',
  'close_receipts',
  'cash_closes',
  'remittances',
  'client_credits',
  'bank_import_lines',
  'bank_imports',
  'receipt_items',
  'receipts',
  'invoices',
  'meter_readings',
  'billing_cycles',
  'meters',
  'clients',
  'document_numbers',
  'idempotency_keys',
  'tariff_versions',
  'tariff_groups',
  'meter_types',
  'areas',
];

export async function wipeBusinessData(db: Db): Promise<void> {
  await run(db, `truncate table ${BUSINESS_TABLES.join(', ')} restart identity cascade`);
  await run(db, 'alter sequence clients_member_id_seq restart with 1');
}

export async function insertClients(
  db: Db,
  plan: GeneratorPlan,
  p: PlanSql,
  groups: { res: number; bus: number },
): Promise<void> {
  const n = plan.clients;
  const area = `(1 + ((i - 1)::bigint * ${plan.areas}) / ${n})::int`;
  const village = `${textArray(VILLAGE_NAMES)}[1 + (${area} - 1) % ${VILLAGE_NAMES.length}]`;
  const inst = (field: 'first' | 'last' | 'reason') =>
    `${textArray(INSTITUTIONS.map((x) => x[field]))}[1 + i % ${INSTITUTIONS.length}]`;
  const width = plan.areas > 99 ? 3 : 2;
  await run(
    db,
    `insert into clients (first_name, last_name, house_no, address, area_id, phone, email,
        tariff_group_id, status_code, ignored, ignored_reason, water_no)
      select
        case when ${p.ignored('i')} then ${inst('first')} || ${village}
             when ${p.business('i')} and ${p.rnd('i', 'shop')} < 0.6 then ${pick('s', p.rnd('i', 'first'))}
             else ${pick('f', p.rnd('i', 'first'))} end,
        case when ${p.ignored('i')} then ${inst('last')} else ${pick('l', p.rnd('i', 'last'))} end,
        (1 + floor(${p.rnd('i', 'house')} * 180)::int)::text
          || case when ${p.rnd('i', 'houseSub')} < 0.35
               then '/' || (1 + floor(${p.rnd('i', 'houseSub')} * 17)::int)::text else '' end,
        'หมู่ ' || ${area} || ' ตำบล' || ${village},
        a[${area}],
        case when ${p.rnd('i', 'phone')} < 0.8 then '0' || (array['8','9','6'])[1 + floor(${p.rnd('i', 'phone')} * 3.75)::int]
          || lpad((floor(${p.rnd('i', 'phone')} * 1e9)::bigint % 100000000)::text, 8, '0') else '' end,
        case when ${p.rnd('i', 'email')} < 0.1 then 'member' || lpad(i::text, 6, '0') || '@example.com' else '' end,
        case when ${p.business('i')} then ${groups.bus} else ${groups.res} end,
        case when ${p.cancelled('i')} then '2_0' else '1_0' end,
        ${p.ignored('i')},
        case when ${p.ignored('i')} then ${inst('reason')} else '' end,
        lpad(${area}::text, ${width}, '0') || '-' || lpad(i::text, ${n > 99_999 ? 6 : 5}, '0')
      from generate_series(1, ${n}) i,
        (select ${textArray(FIRST_NAMES)} f, ${textArray(LAST_NAMES)} l, ${textArray(SHOP_NAMES)} s) names,
        (select array_agg(id order by route_order) a from areas) area_ids`,
  );
}

/** One installed meter per client; sizes by tariff, a few 4-digit registers about to roll over. */
export async function insertMeters(
  db: Db,
  plan: GeneratorPlan,
  p: PlanSql,
  firstCycleStart: string,
): Promise<void> {
  const rollover =
    'ids' in plan.rollover
      ? `c.member_id = any('{${plan.rollover.ids.join(',') || 0}}'::int[])`
      : `${p.rnd('c.member_id', 'rollover')} < ${plan.rollover.share}`;
  const r = p.rnd('c.member_id', 'meterSize');
  await run(
    db,
    `insert into meters (client_id, meter_no, meter_type_id, initial_reading, installed_on)
      select c.id, 'NS-' || lpad(c.member_id::text, 7, '0'),
        t[case when ${p.business('c.member_id')} then (case when ${r} < 0.5 then 2 when ${r} < 0.85 then 3 else 4 end)
               when ${rollover} then 1 when ${r} < 0.85 then 1 else 2 end],
        case when not ${p.business('c.member_id')} and ${rollover}
               then 9950 + floor(${p.rnd('c.member_id', 'rolloverStart')} * 40)::int
             when ${p.rnd('c.member_id', 'initial')} < 0.3 then floor(${p.rnd('c.member_id', 'initial')} * 3000)::int
             else 0 end,
        date '${firstCycleStart}' - (30 + floor(${p.rnd('c.member_id', 'installed')} * 2500)::int)
      from clients c, (select array_agg(id order by fee_satang, id) t from meter_types) types`,
  );
}

/** The readings of cycle k: previous = the meter's reading in cycle k − 1, else its initial. */
export async function insertReadings(
  db: Db,
  p: PlanSql,
  cycle: CycleRow,
  previousCycleId: number | null,
  readAt: string,
  readBy: number | null,
): Promise<number> {
  const { units, flag, note } = p.reading('c.member_id', cycle.index, cycle.month);
  await run(
    db,
    `insert into meter_readings (cycle_id, meter_id, client_id, period, previous_reading,
        current_reading, units, rollover, note, estimated, flag, read_at, read_by)
      select ${cycle.id}, x.meter_id, x.client_id, ${cycle.period}, x.prev,
        case when x.prev + x.units >= x.cap then x.prev + x.units - x.cap else x.prev + x.units end,
        x.units, x.prev + x.units >= x.cap, x.note, x.note is not null, x.flag,
        timestamptz '${readAt}', ${readBy ?? 'null'}
      from (
        select m.id as meter_id, c.id as client_id,
          coalesce(pr.current_reading, m.initial_reading) as prev, ${units} as units,
          ${note} as note, ${flag} as flag, (10 ^ t.digits)::int as cap
        from clients c
        join meters m on m.client_id = c.id and m.removed_on is null
        join meter_types t on t.id = m.meter_type_id
        left join meter_readings pr on pr.cycle_id = ${previousCycleId ?? -1} and pr.meter_id = m.id
        where ${p.readIn('c.member_id', cycle.index)}
      ) x`,
  );
  return count(db, `select count(*)::int as n from meter_readings where cycle_id = ${cycle.id}`);
}

export async function count(db: Db, query: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, sql.raw(query));
  return row?.n ?? 0;
}

/** Every (tariff group, units, meter fee) the readings need a price for. */
export function findPriceKeys(db: Db) {
  return rawRows<{ group_id: number; units: number; fee: number }>(
    db,
    sql`select distinct c.tariff_group_id as group_id, r.units, t.fee_satang::int as fee
        from meter_readings r join clients c on c.id = r.client_id
        join meters m on m.id = r.meter_id join meter_types t on t.id = m.meter_type_id
        where not c.ignored`,
  );
}
