/**
 * A bank payment file against the generated register: `npm run bench -- bank-import`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator (lib/generated-database.ts): BENCH_CLIENTS (default 100,000) clients,
 * October 2026 billed, November open, 60 % of October's bills still unpaid (the plan's late
 * payers raised; plus its debtors). A bank file of BENCH_LINES (default 50,000) lines is built
 * from those unpaid bills with the same builder the tests use (Ref1 = member id, Ref2 = the
 * invoice number, the amount due; 1 % paying 1 baht short, 0.5 % for an unknown member), then
 * through HTTP the dry run and the confirm are timed separately. Target (issue 14 item 9):
 * dry run + confirm under 10 s on PostgreSQL, under 20 s on the embedded database.
 *
 * One dry run of a 20-line file first warms the server up (JIT, schemas, plans); it writes
 * nothing. Floors measured in the same run: reading the file's members' invoices once (the dry run's
 * one big query), and inserting as many plain rows as confirm writes receipts, in batches of
 * 5,000 in one transaction (rolled back).
 */
import type { AddressInfo } from 'node:net';
import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { buildBankFile } from '@prapa/domain/bank-file-builder';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { intArray } from '../apps/api/src/db/array-literal.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { withTransaction } from '../apps/api/src/db/transaction.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { findInvoicesOfClients } from '../apps/api/src/modules/bank-import/bank-import.repository.ts';
import { saveBankSettings } from '../apps/api/src/modules/bank-import/bank-settings.service.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle } from './lib/generated-facts.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const LATE_SHARE = 0.6;
const BILLER = '099400015981100';
const BANK = { bankCode: '014', account: '1234567890' };
// The app runs on the real clock: sessions must be fresh by it.
const NOW = new Date();

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Unpaid = {
  id: number;
  client_id: number;
  member_id: number;
  invoice_no: string;
  total: number;
};

async function main() {
  const database = await openGeneratedDatabase({
    clients: CLIENTS,
    months: 2,
    plan: { late: { share: LATE_SHARE } },
    // Confirm pays half the bills: a kept generation (BENCH_KEEP=1) is copied first.
    writes: true,
  });
  try {
    await settle(database);
    const limitMs = database.kind === 'postgres' ? 10_000 : 20_000;
    const unpaid = await rawRows<Unpaid>(
      database.db,
      sql`select i.id, i.client_id, c.member_id::int as member_id, i.invoice_no,
            i.total_satang::float8 as total
          from invoices i join clients c on c.id = i.client_id
          where i.receipt_id is null and i.cancelled_at is null and i.total_satang > 100
            and c.deleted_at is null
          order by i.id limit ${LINES}`,
    );
    if (unpaid.length < LINES) {
      throw new Error(`only ${unpaid.length} unpaid bills for ${LINES} lines: raise BENCH_CLIENTS`);
    }
    const bytes = buildBankFile({
      ...BANK,
      companyName: 'การประปาทดสอบ',
      effectiveDate: '2026-11-20',
      billerId: BILLER,
      lines: unpaid.map((inv, i) => ({
        paidDate: '2026-11-19',
        paidTime: `${String(6 + (Math.floor(i / 3600) % 16)).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        customerName: 'ผู้ชำระ ทดสอบ',
        ref1: i % 200 === 7 ? '9999999' : String(inv.member_id).padStart(5, '0'),
        ref2: inv.invoice_no.replace('/', ''),
        amountSatang: i % 100 === 3 ? inv.total - 100 : inv.total,
      })),
    });
    console.log(
      `bank file: ${LINES.toLocaleString('en-US')} lines, ${(bytes.length / 1e6).toFixed(1)} MB`,
    );

    const ctx = systemContext(database.db, NOW);
    await saveBankSettings(ctx, {
      biller_id: BILLER,
      accounts: [{ bank_code: BANK.bankCode, account_no: BANK.account, account_name: 'ประปา' }],
      accepted_channels: [],
    });
    const account = await createTestAccount(database.db, NOW, { role: ROLE.NORM });
    const token = await createTestSession(database.db, account.id, NOW);

    const floorRead = await timeRead(
      database.db,
      [...new Set(unpaid.map((u) => u.client_id))].sort((a, b) => a - b),
    );
    const floorWrite = await timePlainInserts(database.db, LINES);
    console.log(
      `floor: reading the members' invoices once ${seconds(floorRead)}; ${LINES.toLocaleString('en-US')} plain rows inserted ${seconds(floorWrite)}`,
    );

    const app = await buildApp({ database, logger: false, clock: () => new Date() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const upload = {
      file_name: 'bench.txt',
      content_base64: Buffer.from(bytes).toString('base64'),
    };
    const post = async (path: string, body: unknown) => {
      const begin = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const ms = performance.now() - begin;
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${text.slice(0, 500)}`);
      return {
        ms,
        body: JSON.parse(text) as { data: Record<string, unknown> },
        bytes: text.length,
      };
    };

    // Warm-up (JIT, the routes' schemas, query plans): a dry run of a 20-line file, writes nothing.
    const small = buildBankFile({
      ...BANK,
      companyName: 'warm-up',
      effectiveDate: '2026-11-20',
      billerId: BILLER,
      lines: unpaid.slice(0, 20).map((inv) => ({
        paidDate: '2026-11-18',
        paidTime: '06:00:00',
        customerName: '',
        ref1: String(inv.member_id),
        ref2: '',
        amountSatang: inv.total,
      })),
    });
    await post(BANK_IMPORT_PATHS.dryRun, {
      file_name: 'warm-up.txt',
      content_base64: Buffer.from(small).toString('base64'),
    });

    const loadBefore = machineLoad();
    const dry = await post(BANK_IMPORT_PATHS.dryRun, upload);
    const run = dry.body.data as {
      fingerprint: string;
      can_confirm: boolean;
      totals: { applied_count: number; held_count: number; rejected_count: number };
    };
    if (!run.can_confirm)
      throw new Error(`the dry run refuses the file: ${JSON.stringify(dry.body.data.problems)}`);
    console.log(
      `dry run: ${seconds(dry.ms)} — ${JSON.stringify(run.totals)}, answer ${(dry.bytes / 1e6).toFixed(1)} MB`,
    );
    const confirmed = await post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: run.fingerprint,
    });
    console.log(`confirm: ${seconds(confirmed.ms)} — ${JSON.stringify(confirmed.body.data)}`);
    const loadAfter = machineLoad();
    await app.close();

    const [check] = await rawRows<{ receipts: number; first: number; last: number; paid: number }>(
      database.db,
      sql`select count(*)::int as receipts, min(seq)::int as first, max(seq)::int as last,
            (select count(*)::int from invoices where id = any(${intArray(unpaid.map((u) => u.id))}::int[])
              and receipt_id is not null) as paid
          from receipts r
          where r.id in (select l.receipt_id from bank_import_lines l
                         where l.import_id = ${Number(confirmed.body.data.import_id)})`,
    );
    // The generated months have bank receipts of their own: only this file's count here.
    console.log(`in the database: ${JSON.stringify(check)}`);
    if (
      !check ||
      check.receipts !== run.totals.applied_count ||
      check.last - check.first + 1 !== check.receipts
    ) {
      throw new Error('the bank receipts are not one gapless run of the applied lines');
    }

    const total = dry.ms + confirmed.ms;
    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} clients, ${LINES.toLocaleString('en-US')} lines; ${loadBefore} before, ${loadAfter} after`,
    );
    console.log(`| step | time | share of the ${limitMs / 1000} s limit |`);
    console.log('|---|---:|---:|');
    console.log(`| floor: read the members' invoices once | ${seconds(floorRead)} | |`);
    console.log(
      `| floor: insert ${LINES.toLocaleString('en-US')} plain rows (batches of 5,000, one transaction) | ${seconds(floorWrite)} | |`,
    );
    console.log(`| dry run through HTTP | ${seconds(dry.ms)} | |`);
    console.log(
      `| confirm through HTTP (re-check under locks + write, one transaction) | ${seconds(confirmed.ms)} | |`,
    );
    console.log(
      `| dry run + confirm | ${seconds(total)} | ${Math.round((total / limitMs) * 100)} % |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

async function timeRead(db: Parameters<typeof findInvoicesOfClients>[0], clientIds: number[]) {
  const start = performance.now();
  await findInvoicesOfClients(db, clientIds);
  return performance.now() - start;
}

class RollBack extends Error {}

/** `count` rows of five columns into a temporary table, 5,000 a statement, rolled back. */
async function timePlainInserts(db: Parameters<typeof withTransaction>[0], count: number) {
  let elapsed = 0;
  await withTransaction(db, async (tx) => {
    await tx.execute(
      sql`create temporary table bench_floor (id int, client_id int, amount bigint, ref text, at timestamptz) on commit drop`,
    );
    const start = performance.now();
    for (let from = 0; from < count; from += 5_000) {
      const n = Math.min(5_000, count - from);
      const ids = Array.from({ length: n }, (_, i) => from + i);
      await tx.execute(
        sql`insert into bench_floor select x.id, x.id, x.id * 100, 'ref' || x.id, now()
            from unnest(${intArray(ids)}::int[]) as x(id)`,
      );
    }
    elapsed = performance.now() - start;
    throw new RollBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RollBack)) throw error;
  });
  return elapsed;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
