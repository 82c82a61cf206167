import {
  RECEIPT_SUMMARY_DAYS_MAX,
  RECEIPT_SUMMARY_ROWS_MAX,
  type TReceiptSummary,
  type ZReceiptSummaryQuery,
} from '@prapa/contracts/payments';
import { parseIsoDate } from '@prapa/domain/thai-date';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rawRows } from '../../db/raw-rows.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findReceiptRows, toReceiptSummaryRow } from './receipts.repository.ts';

export type ReceiptSummaryQuery = z.output<typeof ZReceiptSummaryQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

const invalid = (messageKey: string, fields: FieldIssue[], params = {}) =>
  new AppError('VALIDATION', { messageKey, params, fields });

/**
 * Which receipts: a date range (both ends included, at most RECEIPT_SUMMARY_DAYS_MAX days) or
 * a cycle (receipts that paid at least one of its invoices), optionally one collector.
 */
function scopeOf(query: ReceiptSummaryQuery): SQL {
  const byCollector =
    query.collected_by === undefined ? sql`` : sql` and r.collected_by = ${query.collected_by}`;
  if (query.from === undefined && query.to === undefined && query.cycle_id !== undefined) {
    return sql`exists (select 1 from receipt_items ri join invoices i on i.id = ri.invoice_id
      where ri.receipt_id = r.id and i.cycle_id = ${query.cycle_id})${byCollector}`;
  }
  if (query.from === undefined || query.to === undefined) {
    const missing = (['from', 'to'] as const).filter((k) => query[k] === undefined);
    throw invalid(
      'payment.summary_needs_range',
      missing.map((path) => ({ path, message: 'payment.summary_needs_range' })),
    );
  }
  const from = parseIsoDate(query.from);
  const to = parseIsoDate(query.to);
  if (!from || !to) {
    const bad = (['from', 'to'] as const).filter((k) => !parseIsoDate(query[k] as string));
    throw invalid(
      'payment.summary_date_invalid',
      bad.map((path) => ({ path, message: 'payment.summary_date_invalid' })),
    );
  }
  const days =
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      DAY_MS +
    1;
  if (days < 1) {
    throw invalid('payment.summary_from_after_to', [
      { path: 'from', message: 'payment.summary_from_after_to' },
    ]);
  }
  if (days > RECEIPT_SUMMARY_DAYS_MAX) {
    throw invalid(
      'payment.summary_range_too_long',
      [{ path: 'to', message: 'payment.summary_range_too_long_field' }],
      { days: RECEIPT_SUMMARY_DAYS_MAX },
    );
  }
  return sql`r.receipt_date between ${query.from} and ${query.to}${byCollector}`;
}

/** Receipts per collector with totals; voided receipts listed apart and left out of totals. */
export async function getReceiptSummary(
  ctx: RequestContext,
  query: ReceiptSummaryQuery,
): Promise<TReceiptSummary> {
  const scope = scopeOf(query);
  const byCycle = query.from === undefined && query.cycle_id !== undefined;
  let cycleName: string | null = null;
  if (byCycle) {
    const [cycle] = await rawRows<{ name: string }>(
      ctx.db,
      sql`select bill_cycle_name as name from billing_cycles where id = ${query.cycle_id}`,
    );
    if (!cycle) throw new AppError('NOT_FOUND', { messageKey: 'payment.cycle_not_found' });
    cycleName = cycle.name;
  }
  const collectors = await rawRows<TReceiptSummary['collectors'][number]>(
    ctx.db,
    sql`select r.collected_by, coalesce(acc.user_name, '') as collect_by,
          coalesce(acc.full_name, max(r.payee)) as payee, count(*)::int as receipts,
          sum(r.amount_satang)::float8 as amount
        from receipts r left join accounts acc on acc.id = r.collected_by
        where r.voided_at is null and ${scope}
        group by r.collected_by, acc.user_name, acc.full_name
        order by acc.user_name nulls last`,
  );
  // Cash at the counter, bank payments (decision 020) and credit (decision 031) apart, in that order.
  const methods = await rawRows<TReceiptSummary['methods'][number]>(
    ctx.db,
    sql`select r.method, count(*)::int as receipts, sum(r.amount_satang)::float8 as amount
        from receipts r
        where r.voided_at is null and ${scope}
        group by r.method
        order by array_position(array['cash', 'bank', 'credit'], r.method), r.method`,
  );
  // One more row than shown tells whether the list was cut.
  const limit = RECEIPT_SUMMARY_ROWS_MAX + 1;
  const standing = await findReceiptRows(
    ctx.db,
    sql`r.voided_at is null and ${scope}`,
    sql`r.fiscal_year, r.seq`,
    limit,
  );
  const voided = await findReceiptRows(
    ctx.db,
    sql`r.voided_at is not null and ${scope}`,
    sql`r.fiscal_year, r.seq`,
    limit,
  );
  const truncated = standing.length === limit || voided.length === limit;
  return {
    from: byCycle ? null : (query.from ?? null),
    to: byCycle ? null : (query.to ?? null),
    cycle_id: byCycle ? (query.cycle_id ?? null) : null,
    cycle_name: cycleName,
    collectors,
    methods,
    receipts: standing.slice(0, RECEIPT_SUMMARY_ROWS_MAX).map(toReceiptSummaryRow),
    voided: voided.slice(0, RECEIPT_SUMMARY_ROWS_MAX).map(toReceiptSummaryRow),
    total_amount: collectors.reduce((sum, c) => sum + c.amount, 0),
    total_receipts: collectors.reduce((sum, c) => sum + c.receipts, 0),
    truncated,
  };
}
