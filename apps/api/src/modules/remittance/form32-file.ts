import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TForm32 } from '@prapa/contracts/remittance';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { createPdfWriter } from '../reports/report-pdf-writer.ts';
import type { ReportRow } from '../reports/report-types.ts';
import type { ReportFileMeta } from '../reports/report-writer-types.ts';
import { createXlsxWriter } from '../reports/report-xlsx-writer.ts';

/**
 * Form 32 as an A4 landscape PDF or an Excel workbook, through the report centre's writers
 * (Thai font and word breaking, totals row). At most 31 rows: written in-process.
 */
export async function form32File(
  db: Db,
  form: TForm32,
  format: 'pdf' | 'xlsx',
  lang: Lang,
  now: Date,
): Promise<{ buffer: Buffer; filename: string }> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, key, params);
  const org = await findOrganisation(db);
  const keyOf = (col: string) => `c${col}`;
  const meta: ReportFileMeta = {
    organisation: org?.name ?? '',
    title: form.title,
    subtitle: t('form32.subtitle', { count: form.receipts }),
    printedAtText: t('report.printed_at', { when: formatThaiDateTime(now, 'long') }),
    orientation: 'landscape',
    rowHeight: 12.5,
    columns: [
      {
        key: 'label',
        type: 'text',
        width: 5,
        label: t(form.view === 'year' ? 'form32.month' : 'form32.day'),
      },
      ...form.columns.map((c) => ({
        key: keyOf(c.key),
        type: 'money' as const,
        width: 4,
        total: 'sum' as const,
        label: c.label,
      })),
      { key: 'total', type: 'money', width: 5, total: 'sum', label: t('form32.row_total') },
    ],
    groups: [],
    totalRows: form.rows.length,
    totalLabel: t('report.total'),
    subtotalLabel: t('report.subtotal'),
    countLabel: t('form32.rows_count'),
  };
  const rows: ReportRow[] = form.rows.map((r) => ({
    label: r.label,
    total: r.total,
    ...Object.fromEntries(form.columns.map((c) => [keyOf(c.key), r.cells[c.key] ?? 0])),
  }));
  const dir = await mkdtemp(join(tmpdir(), 'prapa-form32-'));
  const path = join(dir, `form32.${format}`);
  try {
    const writer = format === 'pdf' ? createPdfWriter(path, meta) : createXlsxWriter(path, meta);
    await writer.write(0, rows);
    await writer.end();
    return { buffer: await readFile(path), filename: `form32-${form.view}.${format}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
