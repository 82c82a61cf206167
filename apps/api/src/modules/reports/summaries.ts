import type { TReportFilters } from '@prapa/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { areaSubtitle, t } from './member-run.ts';
import { cycleScope, findCycle, findLatestBilledCycle } from './report-scope.repository.ts';
import type { ReportColumnDef, ReportDef, ReportRow, ReportRun } from './report-types.ts';

const sum = (key: string, type: ReportColumnDef['type'], width: number): ReportColumnDef => ({
  key,
  type,
  width,
  total: 'sum',
});
const plain = (key: string, type: ReportColumnDef['type'], width: number): ReportColumnDef => ({
  key,
  type,
  width,
});

/** Cycle / fiscal year as asked, else the newest billed cycle. */
async function scopeFilters(db: Db, filters: TReportFilters): Promise<TReportFilters> {
  if (filters.cycle_id !== undefined || filters.fiscal_year !== undefined) return filters;
  const latest = await findLatestBilledCycle(db);
  return latest ? { ...filters, cycle_id: latest.id } : filters;
}

async function periodSubtitle(db: Db, filters: TReportFilters): Promise<string> {
  const area = await areaSubtitle(db, filters);
  if (filters.cycle_id !== undefined) {
    const cycle = await findCycle(db, filters.cycle_id);
    return `${t('report.filter.cycle', { cycle: cycle?.name ?? String(filters.cycle_id) })} · ${area}`;
  }
  if (filters.fiscal_year !== undefined) {
    return `${t('report.filter.fiscal_year', { year: filters.fiscal_year })} · ${area}`;
  }
  return area;
}

const areaWhere = (filters: TReportFilters, alias = 'c'): SQL =>
  filters.area_id === undefined
    ? sql`true`
    : sql`${sql.raw(`${alias}.area_id`)} = ${filters.area_id}`;

/** A small report: all rows in one batch (one per cycle and area at most). */
function oneBatch(subtitle: string, rows: ReportRow[]): ReportRun {
  return {
    subtitle,
    groups: [],
    total: rows.length,
    async *batches() {
      if (rows.length > 0) yield { group: 0, rows };
    },
  };
}

const AREA_ORDER = sql`a.route_order asc nulls last, lower(a.area_code), a.id`;

/**
 * One row per cycle and area over the live water bills in scope: the expected and collected
 * reports differ only in what they sum and whether they look at the receipts.
 */
function waterBillsByCycleAndArea(filters: TReportFilters, sums: SQL, joins: SQL = sql``): SQL {
  return sql`select b.bill_cycle_name as cycle, a.area_code || ' ' || a.area_name as area, ${sums}
    from invoices i
    join billing_cycles b on b.id = i.cycle_id
    join clients c on c.id = i.client_id
    join areas a on a.id = c.area_id
    ${joins}
    where i.cancelled_at is null and i.kind = 'water'
      and ${cycleScope(filters, 'b')} and ${areaWhere(filters)}
    group by b.id, a.id
    order by b.period_year, b.period_month, ${AREA_ORDER}`;
}

/** ยอดตั้งเก็บ: what was billed, per cycle and area, live invoices only. */
export const expectedReport: ReportDef = {
  kind: 'expected',
  orientation: 'landscape',
  filters: ['cycle_id', 'fiscal_year', 'area_id'],
  required: [],
  columns: [
    plain('cycle', 'text', 14),
    plain('area', 'text', 16),
    sum('bills', 'int', 7),
    sum('units', 'int', 8),
    sum('water', 'money', 11),
    sum('fee', 'money', 9),
    sum('vat', 'money', 9),
    sum('total', 'money', 11),
  ],
  open: async (db, given) => {
    const filters = await scopeFilters(db, given);
    const rows = await rawRows<ReportRow>(
      db,
      waterBillsByCycleAndArea(
        filters,
        sql`count(*)::int as bills, sum(i.units)::float8 as units,
            sum(i.bill_satang)::float8 as water, sum(i.fee_satang)::float8 as fee,
            sum(i.vat_satang)::float8 as vat, sum(i.total_satang)::float8 as total`,
      ),
    );
    return oneBatch(await periodSubtitle(db, filters), rows);
  },
};

/**
 * ยอดเก็บได้: billed against collected per cycle and area, and the collected money per payment
 * method: cash at the counter, bank payments (docs/decisions/020) and bills the member's credit
 * balance settled (ยอดเงินคงเหลือ, decision 031), adding up to collected.
 */
export const collectedReport: ReportDef = {
  kind: 'collected',
  orientation: 'landscape',
  filters: ['cycle_id', 'fiscal_year', 'area_id'],
  required: [],
  columns: [
    plain('cycle', 'text', 12),
    plain('area', 'text', 14),
    sum('bills', 'int', 6),
    sum('billed', 'money', 10),
    sum('paid_bills', 'int', 6),
    sum('collected_cash', 'money', 10),
    sum('collected_bank', 'money', 10),
    sum('collected_credit', 'money', 10),
    sum('collected', 'money', 10),
    sum('outstanding', 'money', 10),
    { key: 'rate', type: 'percent', width: 7, total: { ratio: ['collected', 'billed'] } },
  ],
  open: async (db, given) => {
    const filters = await scopeFilters(db, given);
    const rows = await rawRows<ReportRow>(
      db,
      waterBillsByCycleAndArea(
        filters,
        sql`count(*)::int as bills, sum(i.total_satang)::float8 as billed,
            count(r.id)::int as paid_bills,
            coalesce(sum(i.total_satang) filter (where r.method = 'cash'), 0)::float8 as collected_cash,
            coalesce(sum(i.total_satang) filter (where r.method = 'bank'), 0)::float8 as collected_bank,
            coalesce(sum(i.total_satang) filter (where r.method = 'credit'), 0)::float8 as collected_credit,
            coalesce(sum(i.total_satang) filter (where r.id is not null), 0)::float8 as collected,
            coalesce(sum(i.total_satang) filter (where r.id is null), 0)::float8 as outstanding,
            case when sum(i.total_satang) > 0
              then (coalesce(sum(i.total_satang) filter (where r.id is not null), 0) / sum(i.total_satang))::float8
              else 0::float8 end as rate`,
        sql`left join receipts r on r.id = i.receipt_id and r.voided_at is null`,
      ),
    );
    return oneBatch(await periodSubtitle(db, filters), rows);
  },
};

/** สรุปรายเขต: per area, members by status and the money of the cycles in scope. */
export const zoneSummaryReport: ReportDef = {
  kind: 'zone-summary',
  orientation: 'landscape',
  filters: ['cycle_id', 'fiscal_year', 'area_id'],
  required: [],
  columns: [
    plain('area', 'text', 16),
    sum('members', 'int', 7),
    sum('active', 'int', 7),
    sum('active_debt', 'int', 7),
    sum('cancelled', 'int', 7),
    sum('exempt', 'int', 7),
    sum('units', 'int', 8),
    sum('billed', 'money', 11),
    sum('collected', 'money', 11),
    sum('outstanding', 'money', 11),
  ],
  open: async (db, given) => {
    const filters = await scopeFilters(db, given);
    const rows = await rawRows<ReportRow>(
      db,
      sql`with m as (
            select c.area_id, count(*)::int as members,
              count(*) filter (where c.status_code like '1_%')::int as active,
              count(*) filter (where c.status_code = '1_1')::int as active_debt,
              count(*) filter (where c.status_code like '2_%')::int as cancelled,
              count(*) filter (where c.ignored)::int as exempt
            from clients c where c.deleted_at is null and ${areaWhere(filters)}
            group by c.area_id),
          money as (
            select c.area_id, sum(i.units)::float8 as units, sum(i.total_satang)::float8 as billed,
              coalesce(sum(i.total_satang) filter (where i.receipt_id is not null), 0)::float8 as collected,
              coalesce(sum(i.total_satang) filter (where i.receipt_id is null), 0)::float8 as outstanding
            from invoices i
            join billing_cycles b on b.id = i.cycle_id
            join clients c on c.id = i.client_id
            where i.cancelled_at is null and i.kind = 'water'
              and ${cycleScope(filters, 'b')} and ${areaWhere(filters)}
            group by c.area_id)
          select a.area_code || ' ' || a.area_name as area,
            coalesce(m.members, 0) as members, coalesce(m.active, 0) as active,
            coalesce(m.active_debt, 0) as active_debt, coalesce(m.cancelled, 0) as cancelled,
            coalesce(m.exempt, 0) as exempt, coalesce(money.units, 0)::float8 as units,
            coalesce(money.billed, 0)::float8 as billed, coalesce(money.collected, 0)::float8 as collected,
            coalesce(money.outstanding, 0)::float8 as outstanding
          from areas a
          left join m on m.area_id = a.id
          left join money on money.area_id = a.id
          where (m.area_id is not null or money.area_id is not null)
          order by ${AREA_ORDER}`,
    );
    return oneBatch(await periodSubtitle(db, filters), rows);
  },
};
