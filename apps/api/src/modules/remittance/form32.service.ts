import type { TForm32, TForm32Params, TRegister } from '@prapa/contracts/remittance';
import { addDays } from '@prapa/domain/remittance';
import {
  daysInMonth,
  fiscalYearBounds,
  formatThaiDate,
  thaiMonthName,
  toBuddhistYear,
  toIsoDate,
} from '@prapa/domain/thai-date';
import { AppError } from '../../lib/app-error.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findAreaColumns,
  findCollectorNames,
  findForm32Cells,
  findRegisterGaps,
  findRegisterRows,
} from './form32.repository.ts';
import { fiscalStartMonth } from './remittance.repository.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * แบบ 32: one row per day of a month (or per month of a fiscal year), one column per area or
 * per collector, the money collected; totals per row and per column. The same receipts as the
 * receipts summary (numbered, not voided), so the two reconcile to the satang.
 */
export async function getForm32(
  ctx: RequestContext,
  query: TForm32Params,
  lang: Lang,
): Promise<TForm32> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, key, params);
  let rows: { key: string; label: string }[];
  let from: string;
  let to: string;
  let title: string;
  if (query.view === 'year') {
    if (query.fiscal_year === undefined) {
      throw new AppError('VALIDATION', {
        messageKey: 'remittance.form32_needs_year',
        fields: [{ path: 'fiscal_year', message: 'remittance.form32_needs_year' }],
      });
    }
    const start = await fiscalStartMonth(ctx.db);
    const bounds = fiscalYearBounds(query.fiscal_year, start);
    from = toIsoDate(bounds.start);
    to = addDays(toIsoDate(bounds.end), 1);
    rows = [];
    let [y, m] = from.split('-').map(Number) as [number, number];
    for (let i = 0; i < 12; i += 1) {
      rows.push({
        key: `${y}-${pad(m)}`,
        label: `${thaiMonthName(m - 1, 'short')} ${toBuddhistYear(y)}`,
      });
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
    title = t('form32.title_year', { year: query.fiscal_year });
  } else {
    if (query.month === undefined) {
      throw new AppError('VALIDATION', {
        messageKey: 'remittance.form32_needs_month',
        fields: [{ path: 'month', message: 'remittance.form32_needs_month' }],
      });
    }
    const [y, m] = query.month.split('-').map(Number) as [number, number];
    from = `${query.month}-01`;
    to = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
    rows = Array.from({ length: daysInMonth(y, m) }, (_, i) => {
      const day = { year: y, month: m, day: i + 1 };
      return { key: `${query.month}-${pad(i + 1)}`, label: formatThaiDate(day, 'short') };
    });
    title = t(query.view === 'area' ? 'form32.title_area' : 'form32.title_collector', {
      month: `${thaiMonthName(m - 1)} ${toBuddhistYear(y)}`,
    });
  }
  const by = query.view === 'collector' ? 'collector' : 'area';
  const cells = await findForm32Cells(ctx.db, {
    from,
    to,
    by,
    per: query.view === 'year' ? 'month' : 'day',
  });
  const columns =
    by === 'area'
      ? await findAreaColumns(ctx.db)
      : await findCollectorNames(
          ctx.db,
          [...new Set(cells.map((c) => c.col))].filter((k) => k !== '0'),
        );
  if (cells.some((c) => !columns.some((col) => col.key === c.col))) {
    columns.push({
      key: cells.find((c) => !columns.some((col) => col.key === c.col))?.col ?? '0',
      label: t('form32.other'),
    });
  }
  const byRow = new Map<string, Record<string, number>>();
  const totals: Record<string, number> = Object.fromEntries(columns.map((c) => [c.key, 0]));
  let total = 0;
  let receipts = 0;
  for (const cell of cells) {
    const row = byRow.get(cell.row) ?? {};
    row[cell.col] = (row[cell.col] ?? 0) + cell.amount;
    byRow.set(cell.row, row);
    totals[cell.col] = (totals[cell.col] ?? 0) + cell.amount;
    total += cell.amount;
    receipts += cell.n;
  }
  return {
    view: query.view,
    title,
    columns,
    rows: rows.map((r) => {
      const rowCells = byRow.get(r.key) ?? {};
      return { ...r, cells: rowCells, total: Object.values(rowCells).reduce((s, v) => s + v, 0) };
    }),
    totals,
    total,
    receipts,
  };
}

export async function getReceiptRegister(
  ctx: RequestContext,
  fiscalYear: number,
): Promise<TRegister> {
  const rows = await findRegisterRows(ctx.db, fiscalYear);
  const { gaps, prefix } = await findRegisterGaps(ctx.db, fiscalYear);
  const used = rows.reduce((s, r) => s + r.count, 0);
  const voided = rows.reduce((s, r) => s + r.voided, 0);
  return {
    fiscal_year: fiscalYear,
    prefix,
    first_no: rows[0]?.first_no ?? null,
    last_no: rows.at(-1)?.last_no ?? null,
    issued: used,
    used: used - voided,
    voided,
    gaps,
    rows: rows.map((r) => ({
      date: r.date,
      collector: r.collector,
      first_no: r.first_no,
      last_no: r.last_no,
      count: r.count,
      voided: r.voided,
      voided_nos: r.voided_nos ?? [],
      amount: r.amount,
    })),
  };
}
