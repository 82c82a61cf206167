import type {
  TDebtorList,
  TDebtorListQuery,
  TDebtorRow,
  TLetterKind,
  TMemberLedger,
} from '@prapa/contracts/debt';
import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { type DebtorRowData, findDebtorList } from './debtors.repository.ts';
import { findDisconnectionsOf } from './disconnections.repository.ts';
import { findLettersOf } from './letters.repository.ts';
import { findMemberLedger } from './member-ledger.repository.ts';

export function toDebtorRow(row: DebtorRowData): TDebtorRow {
  return {
    client_id: row.client_id,
    memberId: row.member_id,
    fullname: `${row.first_name} ${row.last_name}`.trim(),
    house_no: row.house_no,
    area_id: row.area_id,
    area_name: row.area_name,
    months: row.months,
    overdue_satang: row.overdue_satang,
    debt_satang: row.debt_satang,
    oldest_due: row.oldest_due,
    days_past_due: row.days_past_due,
    bucket: row.bucket,
    letters_sent: row.letters_sent,
    last_letter: row.last_letter
      ? { ...row.last_letter, kind: row.last_letter.kind as TLetterKind }
      : null,
    disconnection: row.disconnection
      ? {
          id: row.disconnection.id,
          state: row.disconnection.state as NonNullable<TDebtorRow['disconnection']>['state'],
        }
      : null,
    plan: row.plan
      ? { ...row.plan, state: row.plan.state as NonNullable<TDebtorRow['plan']>['state'] }
      : null,
  };
}

/** `/debtaccount`: the members owing today, a page of them, and totals per bucket and area. */
export async function getDebtorList(
  ctx: RequestContext,
  query: TDebtorListQuery,
): Promise<TDebtorList> {
  const today = bangkokToday(ctx.now);
  const data = await findDebtorList(
    ctx.db,
    {
      today,
      areaId: query.area_id,
      minMonths: query.min_months,
      minAmountSatang: query.min_amount_satang,
      bucket: query.bucket,
      q: query.q,
    },
    {
      sort: query.sort,
      order: query.order,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    },
  );
  return {
    today,
    rows: data.rows.map(toDebtorRow),
    total: data.totals.count,
    page: query.page,
    page_size: query.page_size,
    totals: data.totals,
    by_bucket: data.by_bucket,
    by_area: data.by_area,
  };
}

export type MemberHead = {
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_name: string;
  debt_satang: number;
};

export async function findMemberHead(ctx: RequestContext, clientId: number): Promise<MemberHead> {
  const [head] = await rawRows<MemberHead>(
    ctx.db,
    sql`select c.member_id, c.first_name, c.last_name, c.house_no, c.address,
          coalesce(a.area_name, '') as area_name, c.debt_satang::float8 as debt_satang
        from clients c left join areas a on a.id = c.area_id
        where c.id = ${clientId} and c.deleted_at is null`,
  );
  if (!head) throw new AppError('NOT_FOUND', { messageKey: 'debt.client_not_found' });
  return head;
}

/** `/debtaccount/:id`: the member's ป.17 ledger month by month, their letters and orders. */
export async function getMemberLedger(
  ctx: RequestContext,
  clientId: number,
): Promise<TMemberLedger> {
  const head = await findMemberHead(ctx, clientId);
  const [months, letters, orders] = await Promise.all([
    findMemberLedger(ctx.db, clientId, bangkokToday(ctx.now)),
    findLettersOf(ctx.db, clientId),
    findDisconnectionsOf(ctx.db, { clientId }),
  ]);
  return {
    client_id: clientId,
    memberId: head.member_id,
    fullname: `${head.first_name} ${head.last_name}`.trim(),
    house_no: head.house_no,
    address: head.address,
    area_name: head.area_name,
    debt_satang: head.debt_satang,
    rows: months.map((m) => ({
      cycle_id: m.cycle_id,
      cycle_name: m.cycle_name,
      invoice_no: m.invoice_no,
      previous_reading: m.previous_reading,
      current_reading: m.current_reading,
      units: m.units,
      water_satang: m.water_satang,
      topup_satang: m.topup_satang,
      fee_satang: m.fee_satang,
      vat_satang: m.vat_satang,
      total_satang: m.total_satang,
      brought_forward_satang: m.brought_forward_satang,
      grand_total_satang: m.grand_total_satang,
      paid_satang: m.paid_satang,
      paid_on: m.paid_on,
      receipt_nos: m.receipt_nos,
      carried_forward_satang: m.carried_forward_satang,
      cancelled: m.cancelled,
      cancel_reason: m.cancel_reason,
    })),
    letters,
    disconnections: orders,
  };
}
