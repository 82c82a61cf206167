import type { TReportFilters } from '@prapa/contracts/reports';
import { formatMemberId } from '@prapa/domain/member-id';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countLedgerRowsByArea,
  findLedgerMonth,
  findLedgerRows,
} from '../ledger/ledger.repository.ts';
import { areaSubtitle, groupsOf, t } from './member-run.ts';
import {
  findCycle,
  findLatestBilledCycle,
  findMemberBatch,
  type MemberKey,
} from './report-scope.repository.ts';
import type { ReportColumnDef, ReportDef, ReportRun } from './report-types.ts';

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

/**
 * ป.17 for one month: one row per member (all members, or those carrying arrears), grouped by
 * area in route order. Members are read in keyset batches and each batch's ledger is computed
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
      const groups = await groupsOf(db, filters, counts);
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
                yield {
                  group: group.id,
                  rows: ledger.map((r) => {
                    seq += 1;
                    return {
                      seq,
                      member_id: formatMemberId(r.member_id),
                      name: `${r.first_name} ${r.last_name}`.trim(),
                      invoice_no: r.invoice_no,
                      previous_reading: r.previous_reading,
                      current_reading: r.current_reading,
                      units: r.units,
                      water: r.water_satang,
                      topup: r.topup_satang,
                      fee: r.fee_satang,
                      vat: r.vat_satang,
                      total: r.total_satang,
                      brought_forward: r.brought_forward_satang,
                      grand_total: r.grand_total_satang,
                      paid_on: r.paid_on,
                      receipt_no: r.receipt_nos,
                      paid: r.paid_satang,
                      carried_forward: r.carried_forward_satang,
                    };
                  }),
                };
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
