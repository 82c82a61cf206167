/**
 * The PDF layout of a long list alone, no database: `npm run bench -- report-layout`.
 *
 * BENCH_ROWS (default 100,000) synthetic rows shaped like the scale generator's (Thai names
 * from its name lists, addresses '123/4 หมู่ 3 ตำบล…' that are mostly too long for their column,
 * meters 'NS-0000123', readings, bills and receipts) in 10 areas, laid out by the report PDF
 * writer as the meter reading sheet (ป.31) and form 17 (BENCH_REPORTS), one after the other
 * in one process, each written to a temporary file. This is the worker thread's share of a
 * report job (`npm run bench -- reports` times the whole job on generated data).
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_NAMES,
  LAST_NAMES,
  VILLAGE_NAMES,
} from '../apps/api/src/modules/generator/generator-names.ts';
import { form17Report } from '../apps/api/src/modules/reports/form17.ts';
import { meterSheetReport } from '../apps/api/src/modules/reports/member-lists.ts';
import { t } from '../apps/api/src/modules/reports/member-run.ts';
import { createPdfWriter } from '../apps/api/src/modules/reports/report-pdf-writer.ts';
import type { ReportDef, ReportRow } from '../apps/api/src/modules/reports/report-types.ts';
import type { ReportFileMeta } from '../apps/api/src/modules/reports/report-writer-types.ts';
import { machineLoad } from './lib/generated-facts.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REPORTS = (process.env.BENCH_REPORTS ?? 'meter-sheet,form17').split(',');
const AREAS = 10;
const PER_AREA = Math.ceil(ROWS / AREAS);

let seed = 1;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const name = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;

function meterSheetRow(area: number, seq: number): ReportRow {
  const opening = Math.floor(rnd() * 5000);
  const house = `${1 + Math.floor(rnd() * 180)}${rnd() < 0.35 ? `/${1 + Math.floor(rnd() * 17)}` : ''}`;
  const row: ReportRow = {
    seq,
    member_id: String(seq).padStart(5, '0'),
    name: name(),
    address: `${house} หมู่ ${area + 1} ตำบล${VILLAGE_NAMES[area % VILLAGE_NAMES.length]}`,
    meter_no: `NS-${String(seq).padStart(7, '0')}`,
    opening,
  };
  let reading = opening;
  for (let m = 1; m <= 12; m += 1) {
    reading += 8 + Math.floor(rnd() * 27);
    // Two months read before the round; the rest left blank to write in.
    row[`m${String(m).padStart(2, '0')}`] = m <= 2 ? reading : null;
  }
  return row;
}

function form17Row(_area: number, seq: number): ReportRow {
  const previous = Math.floor(rnd() * 5000);
  const units = 8 + Math.floor(rnd() * 27);
  const water = units * 1000;
  const total = water + 1000;
  const paid = rnd() < 0.7;
  return {
    seq,
    member_id: String(seq).padStart(5, '0'),
    name: name(),
    invoice_no: `INV2569/${String(seq).padStart(6, '0')}`,
    previous_reading: previous,
    current_reading: previous + units,
    units,
    water,
    topup: 0,
    fee: 1000,
    vat: 0,
    total,
    brought_forward: paid ? 0 : water,
    grand_total: paid ? total : total + water,
    paid_on: paid ? '2026-10-12' : null,
    receipt_no: paid ? `RC2569/${String(seq).padStart(6, '0')}` : null,
    paid: paid ? total : 0,
    carried_forward: paid ? 0 : total + water,
  };
}

function metaOf(def: ReportDef): ReportFileMeta {
  return {
    organisation: 'การประปาหมู่บ้านบ้านหนองน้ำใส ตำบลหนองน้ำใส',
    title: t(`report.title.${def.kind}`),
    subtitle: 'รอบบิล ธันวาคม 2569 · ปีงบประมาณ 2570 · ทุกเขต',
    printedAtText: 'พิมพ์เมื่อ 27 พฤศจิกายน 2569 10:00 น.',
    orientation: def.orientation,
    rowHeight: def.rowHeight ?? 12.5,
    columns: def.columns.map((c) => ({ ...c, label: t(`report.col.${c.key}`) })),
    groups: Array.from({ length: AREAS }, (_, g) => ({
      id: g + 1,
      label: `M${String(g + 1).padStart(2, '0')} เขต ${g + 1}`,
      count: PER_AREA,
    })),
    totalRows: PER_AREA * AREAS,
    totalLabel: t('report.total'),
    subtotalLabel: t('report.subtotal'),
    countLabel: t('report.rows_count'),
  };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'prapa-bench-layout-'));
  const lines: string[] = [];
  try {
    for (const report of REPORTS) {
      const def = report === 'form17' ? form17Report : meterSheetReport;
      const makeRow = report === 'form17' ? form17Row : meterSheetRow;
      // The rows exist before the clock starts, in batches of 2,000 as the job posts them.
      seed = 1;
      const batches: { group: number; rows: ReportRow[] }[] = [];
      for (let area = 0; area < AREAS; area += 1) {
        for (let start = 0; start < PER_AREA; start += 2000) {
          const rows: ReportRow[] = [];
          for (let i = start; i < Math.min(PER_AREA, start + 2000); i += 1) {
            rows.push(makeRow(area, area * PER_AREA + i + 1));
          }
          batches.push({ group: area + 1, rows });
        }
      }
      const path = join(dir, `${report}.pdf`);
      const started = performance.now();
      const writer = createPdfWriter(path, metaOf(def));
      for (const batch of batches) await writer.write(batch.group, batch.rows);
      const { pages } = await writer.end();
      const seconds = (performance.now() - started) / 1000;
      const size = (await stat(path)).size / 1e6;
      const line = `| ${report} | ${(PER_AREA * AREAS).toLocaleString('en-US')} | ${pages.toLocaleString('en-US')} | ${seconds.toFixed(2)} s | ${size.toFixed(1)} MB |`;
      console.log(line);
      lines.push(line);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`\nPDF layout alone (no database), ${machineLoad()} at the end`);
  console.log('| report | rows | pages | layout | file |');
  console.log('|---|---:|---:|---:|---:|');
  for (const line of lines) console.log(line);
}

await main();
