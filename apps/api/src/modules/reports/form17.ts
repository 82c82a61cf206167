import type { TLedgerRow } from '@prapa/contracts/debt';
import type { TReportFilters } from '@prapa/contracts/reports';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countLedgerRowsByArea,
  findCancelledBills,
  findLedgerMonth,
  findLedgerRows,
  type LedgerRow,
} from '../ledger/ledger.repository.ts';
import { cancelledLedgerRow, LEDGER_COLUMNS, ledgerCell } from '../ledger/ledger-columns.ts';
import { areaSubtitle, groupsOf, t } from './member-run.ts';
import {
  findCycle,
  findLatestBilledCycle,
  findMemberBatch,
  type MemberKey,
} from './report-scope.repository.ts';
import {
  type ReportColumnDef,
  type ReportDef,
  type ReportRow,
  type ReportRun,
  ROW_MARK,
} from './report-types.ts';

const c = (key: string, type: ReportColumnDef['type'], width: number, total?: 'sum') =>
  total ? { key, type, width, total } : { key, type, width };

async function ledgerCycle(db: Db, filters: TReportFilters) {
  const cycle =
    filters.cycle_id !== undefined
      ? await findCycle(db, filters.cycle_id)
      : await findLatestBilledCycle(db);
  if (!cycle) throw new AppError('NOT_FOUND', { messageKey: 'report.no_cycle' });
  return cycle;
}

/** Form 17's ledger columns and the debt account's ป.17 column each one prints. */
const LEDGER_OF: Record<string, string> = {
  invoice_no: 'invoice_no',
  previous_reading: 'previous',
  current_reading: 'current',
  units: 'units',
  water: 'water',
  topup: 'topup',
  fee: 'fee',
  vat: 'vat',
  total: 'total',
  brought_forward: 'brought_forward',
  grand_total: 'grand_total',
  paid_on: 'paid_on',
  receipt_no: 'receipt',
  paid: 'paid',
  carried_forward: 'carried_forward',
};
const LEDGER_CELLS = Object.entries(LEDGER_OF).map(
  ([key, ledgerKey]) => [key, LEDGER_COLUMNS.find((c) => c.key === ledgerKey)!] as const,
);
const label = (key: string, params?: Record<string, string>) => t(`doc.debt.${key}`, params);

/**
 * The form 17 cells of a ledger row, by the debt account's ป.17 cell rule (ledgerCell), so a
 * cancelled bill reads the same in both: number marked ยกเลิก, amount in brackets, the reason.
 */
function form17Row(row: TLedgerRow, member: LedgerRow, seq: number | null): ReportRow {
  const out: ReportRow = {
    seq,
    member_id: formatMemberId(member.member_id),
    name: `${member.first_name} ${member.last_name}`.trim(),
  };
  for (const [key, column] of LEDGER_CELLS) out[key] = ledgerCell(row, column, label, formatBaht);
  if (row.cancelled) out[ROW_MARK] = 'cancelled';
  return out;
}

const liveRow = (r: LedgerRow, cycleName: string): TLedgerRow => ({
  ...r,
  cycle_id: 0,
  cycle_name: cycleName,
  cancelled: false,
  cancel_reason: null,
});

/**
 * ป.17 for one month: one row per member (all members, or those carrying arrears), grouped by
 * area in route order. A member's cancelled bills of the month come just before their row,
 * marked and counted in no total. Members are read in keyset batches and each batch's ledger is computed
 * from its own invoices (modules/ledger), so the run streams.
 */
function form17Def(debtorsOnly: boolean): ReportDef {
  return {
    kind: debtorsOnly ? 'form17-debtors' : 'form17',
    orientation: 'landscape',
    filters: ['cycle_id', 'area_id'],
    required: [],
    columns: [
      c('seq', 'int', 3.5),
      c('member_id', 'text', 5),
      // 'INV2570/000123' must fit whole: a cut bill number is no use.
      c('name', 'text', 11),
      c('invoice_no', 'text', 9.5),
      c('previous_reading', 'int', 5),
      c('current_reading', 'int', 5),
      c('units', 'int', 4, 'sum'),
      c('water', 'money', 6.5, 'sum'),
      c('topup', 'money', 5.5, 'sum'),
      c('fee', 'money', 5, 'sum'),
      c('vat', 'money', 5, 'sum'),
      c('total', 'money', 6.5, 'sum'),
      c('brought_forward', 'money', 6.5, 'sum'),
      c('grand_total', 'money', 6.5, 'sum'),
      c('paid_on', 'date', 6.5),
      c('receipt_no', 'text', 8.5),
      c('paid', 'money', 6.5, 'sum'),
      c('carried_forward', 'money', 6.5, 'sum'),
    ],
    open: async (db, filters): Promise<ReportRun> => {
      const cycle = await ledgerCycle(db, filters);
      const month = await findLedgerMonth(db, cycle.id);
      if (!month) throw new AppError('NOT_FOUND', { messageKey: 'report.no_cycle' });
      const areaScope =
        filters.area_id === undefined ? sql`true` : sql`c.area_id = ${filters.area_id}`;
      const counts = await countLedgerRowsByArea(db, month, areaScope, debtorsOnly);
      const marked = new Map(counts.map((k) => [k.area_id, k.marked]));
      const groups = (await groupsOf(db, filters, counts)).map((g) => ({
        ...g,
        marked: marked.get(g.id) ?? 0,
      }));
      return {
        subtitle: `${t('report.filter.cycle', { cycle: cycle.name })} · ${await areaSubtitle(db, filters)}`,
        groups,
        total: groups.reduce((s, g) => s + g.count, 0),
        async *batches(batchSize) {
          let seq = 0;
          for (const group of groups) {
            let after: MemberKey | null = null;
            for (;;) {
              const members: ({ id: number } & MemberKey)[] = await findMemberBatch<{ id: number }>(
                db,
                group.id,
                sql`true`,
                sql`c.id`,
                after,
                batchSize,
              );
              if (members.length === 0) break;
              const last = members[members.length - 1]!;
              after = { k1: last.k1, k2: last.k2, k3: last.k3 };
              const ledger = await findLedgerRows(
                db,
                month,
                members.map((m) => m.id),
                debtorsOnly,
              );
              if (ledger.length > 0) {
                const cancelled = await findCancelledBills(
                  db,
                  month,
                  ledger.map((r) => r.client_id),
                );
                const rows: ReportRow[] = [];
                for (const r of ledger) {
                  for (const bill of cancelled)
                    if (bill.client_id === r.client_id)
                      rows.push(form17Row(cancelledLedgerRow(r, bill, 0, cycle.name), r, null));
                  seq += 1;
                  rows.push(form17Row(liveRow(r, cycle.name), r, seq));
                }
                yield { group: group.id, rows };
              }
              if (members.length < batchSize) break;
            }
          }
        },
      };
    },
  };
}

export const form17Report = form17Def(false);
export const form17DebtorsReport = form17Def(true);
