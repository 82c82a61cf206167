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

/** The months of a fiscal year in the meter book's order: ต.ค. … ก.ย. */
export const SHEET_MONTHS = Array.from(
  { length: 12 },
  (_, i) => `m${String(i + 1).padStart(2, '0')}`,
);

type MeterSheetRow = {
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  meter_no: string | null;
  opening: number | null;
} & Record<string, number | null>;

/**
 * The round the sheet is for (a period is year * 12 + month - 1) and the first month of its
 * fiscal year (October).
 */
async function sheetPeriod(
  db: Db,
  filters: TReportFilters,
): Promise<{ period: number; name: string; fyStart: number; fiscalYear: number }> {
  const cycle = filters.cycle_id !== undefined ? await findCycle(db, filters.cycle_id) : undefined;
  const latest = cycle ? undefined : await findLatestBilledCycle(db);
  // Without a cycle the sheet is for the month after the newest billed one.
  const period = cycle?.period ?? (latest ? latest.period + 1 : null);
  const name = cycle?.name ?? t('report.filter.next_round');
  const at = period ?? 0;
  const year = Math.floor(at / 12);
  const fyStart = (at % 12 >= 9 ? year : year - 1) * 12 + 9;
  return {
    period: period ?? 1_000_000,
    name,
    fyStart: period === null ? 1_000_000 : fyStart,
    fiscalYear: Math.floor(fyStart / 12) + 544,
  };
}

/**
 * ป.31 meter book: active members in route order, each with the fiscal year as a grid of
 * twelve months (ต.ค. … ก.ย.): the readings already taken, then blanks from the round being
 * read onwards, for the reader to write in; "ยกมา" is the last reading before the year.
 */
export const meterSheetReport: ReportDef = {
  kind: 'meter-sheet',
  orientation: 'landscape',
  rowHeight: 19,
  filters: ['cycle_id', 'area_id'],
  required: [],
  columns: [
    // Six digits and a comma: a meter book of 100,000 members numbers its last row 100,000.
    col('seq', 'int', 5),
    col('member_id', 'text', 5),
    col('name', 'text', 12),
    col('address', 'text', 10),
    col('meter_no', 'text', 7),
    col('opening', 'int', 6),
    ...SHEET_MONTHS.map((key) => col(key, 'int', 5)),
  ],
  open: async (db, filters): Promise<ReportRun> => {
    const { period, name, fyStart, fiscalYear } = await sheetPeriod(db, filters);
    const months = sql.join(
      SHEET_MONTHS.map(
        (key, i) =>
          sql`max(r.current_reading) filter (where r.period = ${fyStart + i}) as ${sql.raw(key)}`,
      ),
      sql`, `,
    );
    const select = sql`c.member_id, c.first_name, c.last_name, c.house_no, c.address, m.meter_no,
      coalesce(o.opening, m.initial_reading) as opening, ${sql.join(
        SHEET_MONTHS.map((key) => sql`p.${sql.raw(key)}`),
        sql`, `,
      )}`;
    return memberRun<MeterSheetRow>(db, filters, {
      scope: sql`c.status_code like '1_%' and m.id is not null`,
      select,
      subtitle: `${t('report.filter.round', { cycle: name })} · ${t('report.filter.fiscal_year', { year: fiscalYear })} · ${await areaSubtitle(db, filters)}`,
      map: (r, seq) => ({
        seq,
        member_id: formatMemberId(r.member_id),
        name: fullName(r),
        address: addressOf(r),
        meter_no: r.meter_no,
        opening: r.opening,
        ...Object.fromEntries(SHEET_MONTHS.map((key) => [key, r[key] ?? null])),
      }),
      // One pass over this meter's readings of the year before the round; later months stay
      // blank for the reader to write in.
      lateral: sql`left join lateral (
          select ${months} from meter_readings r
          where r.meter_id = m.id and r.period >= ${fyStart} and r.period < ${period}
        ) p on true
        left join lateral (
          select r.current_reading as opening from meter_readings r
          where r.meter_id = m.id and r.period < ${Math.min(fyStart, period)}
          order by r.period desc limit 1
        ) o on true`,
    });
  },
};
