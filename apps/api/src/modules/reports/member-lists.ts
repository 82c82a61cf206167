import type { TReportFilters, TReportKind } from '@prapa/contracts/reports';
import { formatMemberId } from '@prapa/domain/member-id';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { areaSubtitle, memberRun, t } from './member-run.ts';
import { findCycle, findLatestBilledCycle } from './report-scope.repository.ts';
import type { ReportColumnDef, ReportDef, ReportRun } from './report-types.ts';

const fullName = (r: { first_name: string; last_name: string }) =>
  `${r.first_name} ${r.last_name}`.trim();
const addressOf = (r: { house_no: string; address: string }) =>
  [r.house_no, r.address].filter((s) => s.trim() !== '').join(' ');

type MemberListRow = {
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_code: string;
  meter_no: string | null;
  status_name: string;
  joined_on: string;
  cancelled_on: string | null;
  debt_satang: number;
  ignored_reason: string;
};

const MEMBER_SELECT = sql`c.member_id, c.first_name, c.last_name, c.house_no, c.address,
  (select area_code from areas where id = c.area_id) as area_code, m.meter_no,
  (select name_th from client_statuses where code = c.status_code) as status_name,
  (c.created_at at time zone 'Asia/Bangkok')::date::text as joined_on,
  (select (max(l.at) at time zone 'Asia/Bangkok')::date::text from audit_log l
     where l.entity = 'client' and l.entity_id = c.id::text and l.action = 'client.cancel') as cancelled_on,
  c.debt_satang::float8 as debt_satang, c.ignored_reason`;

const SCOPES: Record<string, SQL> = {
  'users-registered': sql`true`,
  'users-active': sql`c.status_code like '1_%'`,
  'users-cancelled': sql`c.status_code like '2_%'`,
  'users-cancelled-debt': sql`c.status_code like '2_%' and c.debt_satang > 0`,
  'users-exempt': sql`c.ignored`,
};

const col = (key: string, type: ReportColumnDef['type'], width: number, total?: 'sum') =>
  total ? { key, type, width, total } : { key, type, width };

function memberListDef(kind: TReportKind): ReportDef {
  const cancelled = kind === 'users-cancelled' || kind === 'users-cancelled-debt';
  const exempt = kind === 'users-exempt';
  const columns: ReportColumnDef[] = [
    col('seq', 'int', 4),
    col('member_id', 'text', 6),
    col('name', 'text', 16),
    col('address', 'text', 18),
    col('area', 'text', 5),
    col('meter_no', 'text', 9),
    col('status', 'text', 11),
    col('joined_on', 'date', 8),
    ...(cancelled ? [col('cancelled_on', 'date', 8)] : []),
    ...(exempt ? [col('exempt_reason', 'text', 14)] : []),
    col('debt', 'money', 8, 'sum'),
  ];
  return {
    kind,
    orientation: 'landscape',
    filters: ['area_id'],
    required: [],
    columns,
    open: async (db, filters) =>
      memberRun<MemberListRow>(db, filters, {
        scope: SCOPES[kind] as SQL,
        select: MEMBER_SELECT,
        subtitle: await areaSubtitle(db, filters),
        map: (r, seq) => ({
          seq,
          member_id: formatMemberId(r.member_id),
          name: fullName(r),
          address: addressOf(r),
          area: r.area_code,
          meter_no: r.meter_no,
          status: r.status_name,
          joined_on: r.joined_on,
          cancelled_on: r.cancelled_on,
          exempt_reason: r.ignored_reason,
          debt: r.debt_satang,
        }),
      }),
  };
}

export const memberListReports: ReportDef[] = (
  [
    'users-registered',
    'users-active',
    'users-cancelled',
    'users-cancelled-debt',
    'users-exempt',
  ] as const
).map(memberListDef);

type MeterSheetRow = {
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  meter_no: string | null;
  prev2: number | null;
  prev1: number | null;
  avg_units: number | null;
};

/** The period before which the sheet's "previous readings" are taken. */
async function sheetPeriod(
  db: Db,
  filters: TReportFilters,
): Promise<{ period: number; name: string }> {
  const cycle = filters.cycle_id !== undefined ? await findCycle(db, filters.cycle_id) : undefined;
  if (cycle) return { period: cycle.period, name: cycle.name };
  const latest = await findLatestBilledCycle(db);
  // Without a cycle the sheet is for the month after the newest billed one.
  return latest
    ? { period: latest.period + 1, name: t('report.filter.next_round') }
    : { period: 1_000_000, name: t('report.filter.next_round') };
}

/** ป.31 meter book: active members in route order with their last readings and blanks. */
export const meterSheetReport: ReportDef = {
  kind: 'meter-sheet',
  orientation: 'landscape',
  rowHeight: 19,
  filters: ['cycle_id', 'area_id'],
  required: [],
  columns: [
    col('seq', 'int', 4),
    col('member_id', 'text', 6),
    col('name', 'text', 15),
    col('address', 'text', 16),
    col('meter_no', 'text', 9),
    col('prev2', 'int', 7),
    col('prev1', 'int', 7),
    col('avg_units', 'int', 6),
    col('new_reading', 'blank', 10),
    col('units_blank', 'blank', 7),
    col('note', 'blank', 12),
  ],
  open: async (db, filters): Promise<ReportRun> => {
    const { period, name } = await sheetPeriod(db, filters);
    const select = sql`c.member_id, c.first_name, c.last_name, c.house_no, c.address, m.meter_no,
      p.prev2, coalesce(p.prev1, m.initial_reading) as prev1, p.avg_units`;
    return memberRun<MeterSheetRow>(db, filters, {
      scope: sql`c.status_code like '1_%' and m.id is not null`,
      select,
      subtitle: `${t('report.filter.round', { cycle: name })} · ${await areaSubtitle(db, filters)}`,
      map: (r, seq) => ({
        seq,
        member_id: formatMemberId(r.member_id),
        name: fullName(r),
        address: addressOf(r),
        meter_no: r.meter_no,
        prev2: r.prev2,
        prev1: r.prev1,
        avg_units: r.avg_units,
        new_reading: null,
        units_blank: null,
        note: null,
      }),
      lateral: sql`left join lateral (
          select (array_agg(r.current_reading order by r.period desc))[2] as prev2,
                 (array_agg(r.current_reading order by r.period desc))[1] as prev1,
                 round(avg(r.units))::int as avg_units
          from (select current_reading, units, period from meter_readings r
                where r.meter_id = m.id and r.period < ${period}
                order by r.period desc limit 3) r
        ) p on true`,
    });
  },
};
