/**
 * The data import at 50,000 rows: `npm run bench -- import`.
 *
 * Generates a 50,000-row template file (every column filled, Thai text, 30 % with an opening
 * debt, some Thai digits), then through HTTP on a throw-away database (PostgreSQL when
 * DATABASE_URL is set, else a temporary PGlite): the dry run of the CSV, the dry run of the
 * same rows as .xlsx, and the confirmed import of the CSV (one transaction). Target: the
 * confirmed import under 30 s. The floor it is compared to: the bare set-based INSERTs of the
 * same clients, meters and opening invoices (the repository's statements, rolled back).
 *
 * BENCH_IMPORT_ROWS (default 50,000) sets the size.
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { DATA_IMPORT_PATHS } from '@prapa/contracts/data-import';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/api/src/app.ts';
import { seedDemoMasterData } from '../apps/api/src/cli/demo/demo-master-data.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { withTransaction } from '../apps/api/src/db/transaction.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import {
  insertClientBatch,
  insertMeterBatch,
  insertOpeningInvoiceBatch,
} from '../apps/api/src/modules/data-import/data-import.repository.ts';
import { IMPORT_COLUMN_SPECS } from '../apps/api/src/modules/data-import/import-columns.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { type BenchDatabase, openBenchDatabase } from './lib/bench-database.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const NOW = new Date('2026-11-21T03:00:00.000Z');
const LIMIT_MS = 30_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

const FIRST = ['สมชาย', 'สมหญิง', 'มานะ', 'มานี', 'ปิติ', 'ชูใจ', 'วีระ', 'ประยุทธ', 'บุญมี', 'สุดา'];
const LAST = ['ใจดี', 'รักน้ำ', 'อดทน', 'มีสุข', 'ทองดี', 'ศรีสุข', 'แก้วใส', 'บุญเรือง'];
const AREAS = ['M01', 'M02', 'M03', 'M04', 'หมู่ 5 บ้านโคกกลาง'];
const THAI = (n: number) =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x0e50 + Number(d)));

type Row = {
  first: string;
  last: string;
  house: string;
  address: string;
  area: string;
  water: string;
  group: string;
  meter: string;
  type: string;
  reading: number;
  /** Satang. */
  debt: number;
  phone: string;
};

function generateRows(count: number): Row[] {
  const rows: Row[] = [];
  for (let i = 1; i <= count; i += 1) {
    rows.push({
      first: FIRST[i % FIRST.length] as string,
      last: `${LAST[i % LAST.length]}${i}`,
      house: `${i % 300}/${i % 7}`,
      address: 'ตำบลหนองน้ำใส อำเภอเมือง',
      area: AREAS[i % AREAS.length] as string,
      water: i % 4 === 0 ? '' : `W-${String(i).padStart(6, '0')}`,
      group: i % 10 === 0 ? 'BUS' : 'ที่อยู่อาศัย',
      meter: `BM-${String(i).padStart(6, '0')}`,
      type: i % 10 === 0 ? 'มาตร 3/4 นิ้ว' : 'มาตร 1/2 นิ้ว',
      reading: (i * 37) % 9_000,
      debt: i % 10 < 3 ? ((i * 7919) % 500_000) + 1 : 0,
      phone: i % 3 === 0 ? `08${String(i).padStart(8, '0')}` : '',
    });
  }
  return rows;
}

const baht = (satang: number) =>
  `${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

function cellsOf(row: Row, i: number): string[] {
  return [
    row.first,
    row.last,
    row.house,
    row.address,
    row.area,
    row.water,
    row.group,
    row.meter,
    row.type,
    // Every fifth reading in Thai digits, the rest with thousands commas.
    i % 5 === 0 ? THAI(row.reading) : row.reading.toLocaleString('en-US'),
    row.debt > 0 ? baht(row.debt) : '',
    row.phone,
  ];
}

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

function toCsv(rows: readonly Row[]): Buffer {
  const lines = [IMPORT_COLUMN_SPECS.map((s) => s.header).join(',')];
  rows.forEach((row, i) => {
    lines.push(cellsOf(row, i).map(csvCell).join(','));
  });
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(rows: readonly Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(IMPORT_COLUMN_SPECS.map((s) => s.header));
  rows.forEach((row, i) => {
    sheet.addRow(cellsOf(row, i));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  const database = await openBenchDatabase();
  const load = loadavg().map((n) => n.toFixed(2));
  console.log(
    `${database.label}: ${ROWS.toLocaleString('en-US')} rows; load average ${load.join(' ')} on ${cpus().length} cores`,
  );
  try {
    await seedDemoMasterData(systemContext(database.db, NOW));
    const rows = generateRows(ROWS);
    const start = performance.now();
    const csv = toCsv(rows);
    const xlsx = await toXlsx(rows);
    console.log(
      `files generated in ${seconds(performance.now() - start)}: CSV ${(csv.length / 1e6).toFixed(1)} MB, xlsx ${(xlsx.length / 1e6).toFixed(1)} MB`,
    );

    const floorMs = await timeBareInserts(database, rows);
    console.log(
      `floor: the bare set-based INSERTs of the same rows (rolled back): ${seconds(floorMs)}`,
    );

    const account = await createTestAccount(database.db, NOW, { role: ROLE.ADMIN });
    const token = await createTestSession(database.db, account.id, NOW);
    const app = await buildApp({ database, logger: false, clock: () => NOW });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const post = async (path: string, fileName: string, content: Buffer) => {
      const begin = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ file_name: fileName, content_base64: content.toString('base64') }),
      });
      const text = await response.text();
      const ms = performance.now() - begin;
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
      const body = JSON.parse(text) as {
        data: { totals: { rows_ok: number; problems: number; opening_debts: number } };
      };
      return { ms, totals: body.data.totals, bytes: text.length };
    };

    const dryCsv = await post(DATA_IMPORT_PATHS.dryRun, 'bench.csv', csv);
    console.log(
      `dry run CSV through HTTP: ${seconds(dryCsv.ms)} — ${dryCsv.totals.rows_ok.toLocaleString('en-US')} rows ok, ${dryCsv.totals.problems} problems, report ${(dryCsv.bytes / 1e6).toFixed(1)} MB`,
    );
    if (dryCsv.totals.problems > 0) throw new Error('the generated file has problems');
    const dryXlsx = await post(DATA_IMPORT_PATHS.dryRun, 'bench.xlsx', xlsx);
    console.log(`dry run .xlsx through HTTP: ${seconds(dryXlsx.ms)}`);
    const confirmed = await post(DATA_IMPORT_PATHS.confirm, 'bench.csv', csv);
    console.log(
      `confirmed import CSV through HTTP: ${seconds(confirmed.ms)} — ${confirmed.totals.rows_ok.toLocaleString('en-US')} clients + meters, ${confirmed.totals.opening_debts.toLocaleString('en-US')} opening invoices`,
    );
    await app.close();

    const [check] = await rawRows<{ clients: number; meters: number; invoices: number }>(
      database.db,
      sql`select (select count(*)::int from clients) as clients,
          (select count(*)::int from meters) as meters,
          (select count(*)::int from invoices where kind = 'opening') as invoices`,
    );
    console.log(`in the database: ${JSON.stringify(check)}`);

    console.log(`\n${database.label}, ${ROWS.toLocaleString('en-US')} rows`);
    console.log('| step | time | × floor | share of the 30 s limit |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| floor: bare set-based INSERTs of the same rows | ${seconds(floorMs)} | 1.0× | ${percent(floorMs / LIMIT_MS)} |`,
    );
    console.log(
      `| dry run, CSV (${(csv.length / 1e6).toFixed(1)} MB) | ${seconds(dryCsv.ms)} | | ${percent(dryCsv.ms / LIMIT_MS)} |`,
    );
    console.log(
      `| dry run, .xlsx (${(xlsx.length / 1e6).toFixed(1)} MB) | ${seconds(dryXlsx.ms)} | | ${percent(dryXlsx.ms / LIMIT_MS)} |`,
    );
    console.log(
      `| confirmed import, CSV (re-check + write, one transaction) | ${seconds(confirmed.ms)} | ${(confirmed.ms / floorMs).toFixed(1)}× | ${percent(confirmed.ms / LIMIT_MS)} |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

/** The repository's three INSERTs for the same rows, timed inside a transaction rolled back. */
async function timeBareInserts(database: BenchDatabase, rows: readonly Row[]): Promise<number> {
  const ids = async (query: ReturnType<typeof sql>) =>
    new Map(
      (await rawRows<{ key: string; id: number }>(database.db, query)).map((r) => [r.key, r.id]),
    );
  const areas = await ids(sql`select area_code as key, id from areas`);
  for (const [key, id] of await ids(sql`select area_name as key, id from areas`))
    areas.set(key, id);
  const groups = await ids(sql`select name_th as key, id from tariff_groups`);
  for (const [key, id] of await ids(sql`select code as key, id from tariff_groups`))
    groups.set(key, id);
  const types = await ids(sql`select name as key, id from meter_types`);
  const BATCH = 10_000;
  let elapsed = 0;
  await withTransaction(database.db, async (tx) => {
    const start = performance.now();
    let seq = 1;
    for (let from = 0; from < rows.length; from += BATCH) {
      const batch = rows.slice(from, from + BATCH);
      const inserted = await insertClientBatch(
        tx,
        {
          firstName: batch.map((r) => r.first),
          lastName: batch.map((r) => r.last),
          houseNo: batch.map((r) => r.house),
          address: batch.map((r) => r.address),
          areaId: batch.map((r) => areas.get(r.area) as number),
          phone: batch.map((r) => r.phone),
          waterNo: batch.map((r) => r.water || null),
          tariffGroupId: batch.map((r) => groups.get(r.group) as number),
          debtSatang: batch.map((r) => r.debt),
        },
        NOW,
      );
      const clientIds = inserted.map((r) => r.id);
      await insertMeterBatch(
        tx,
        {
          clientId: clientIds,
          meterNo: batch.map((r) => r.meter),
          meterTypeId: batch.map((r) => types.get(r.type) as number),
          initialReading: batch.map((r) => r.reading),
        },
        '2026-11-21',
        NOW,
      );
      const owing = batch.flatMap((r, i) =>
        r.debt > 0 ? [{ id: clientIds[i] as number, debt: r.debt }] : [],
      );
      await insertOpeningInvoiceBatch(
        tx,
        { fiscalYear: 2570, invoiceDate: '2026-11-21', createdBy: null, now: NOW },
        {
          invoiceNo: owing.map((_, i) => `9999/${seq + i}`),
          seq: owing.map((_, i) => seq + i),
          clientId: owing.map((o) => o.id),
          totalSatang: owing.map((o) => o.debt),
        },
      );
      seq += owing.length;
    }
    elapsed = performance.now() - start;
    throw new RollBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RollBack)) throw error;
  });
  return elapsed;
}

class RollBack extends Error {}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
