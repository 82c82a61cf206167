import { readFileSync } from 'node:fs';
import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { INVOICE_PATHS, type TInvoice } from '@prapa/contracts/invoices';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt } from '@prapa/contracts/payments';
import { parseDocumentNo } from '@prapa/domain/document-number';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from '../invoices/invoices-test-kit.ts';

/** Decision 014: each document series has its own prefix, configurable, gapless per year. */
let kit: InvoicesKit;
let cycleId: number;

const organisation = async () => (await kit.get(CONFIG_PATHS.organisation, kit.admin)).json().data;
const putPrefixes = async (prefixes: Record<string, string>, token = kit.admin) => {
  const current = await organisation();
  const { updated_at: _u, ...input } = current;
  return kit.t.app.inject({
    method: 'PUT',
    url: CONFIG_PATHS.organisation,
    headers: bearer(token),
    payload: { ...input, document_prefixes: prefixes },
  });
};
const invoiceSearch = async (q: string) =>
  (await kit.get(`${INVOICE_PATHS.list}?q=${encodeURIComponent(q)}`)).json().data
    .rows as TInvoice[];

beforeAll(async () => {
  kit = await createInvoicesKit();
  cycleId = await kit.openCycle(2026, 11);
  await kit.addReadClient(cycleId, 12);
  await kit.addReadClient(cycleId, 20);
}, 60_000);
afterAll(() => kit.t.close());

describe('document number series', () => {
  it('each series has its own prefix: INV, RC, NT (debt letters), RM (remittances)', async () => {
    expect((await organisation()).document_prefixes).toEqual({
      invoice: 'INV',
      receipt: 'RC',
      debt_letter: 'NT',
      remittance: 'RM',
    });
    const run = await kit.billRun(cycleId);
    expect(run.json().data).toMatchObject({
      first_invoice_no: 'INV2570/000001',
      last_invoice_no: 'INV2570/000002',
    });
    const [bill] = await kit.invoicesOf(cycleId);
    const paid = await kit.t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.setPayment,
      headers: bearer(kit.norm),
      payload: { invoices: [bill?.id], received: bill?.totalSatang },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as TReceipt).receipt_no).toBe('RC2570/000001');
  });

  it('ADMIN changes a prefix, audited; new numbers take it and the year stays gapless', async () => {
    const saved = await putPrefixes({ invoice: 'bl' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.document_prefixes).toEqual({
      invoice: 'BL',
      receipt: 'RC',
      debt_letter: 'NT',
      remittance: 'RM',
    });
    const [audit] = (await auditRows(kit.t.db, 'organisation.update', 1)).slice(-1);
    expect(audit?.before).toMatchObject({ document_prefixes: { invoice: 'INV', receipt: 'RC' } });
    expect(audit?.after).toMatchObject({ document_prefixes: { invoice: 'BL', receipt: 'RC' } });

    await kit.addReadClient(cycleId, 5);
    const run = await kit.billRun(cycleId);
    expect(run.json().data.first_invoice_no).toBe('BL2570/000003');
    const numbers = (await kit.invoicesOf()).map((i) => i.invoiceNo);
    expect(numbers).toEqual(['INV2570/000001', 'INV2570/000002', 'BL2570/000003']);
    expect(numbers.map((n) => parseDocumentNo(n)?.seq)).toEqual([1, 2, 3]);
    expect((await putPrefixes({ invoice: 'INV' })).statusCode).toBe(200);
  });

  it('refuses a prefix another series uses, a malformed one, an unknown kind, and NORM', async () => {
    const clash = await putPrefixes({ receipt: 'INV' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.fields[0]).toMatchObject({ path: 'document_prefixes.receipt' });
    expect(clash.json().error.message).toContain('ไม่ซ้ำ');
    const both = await putPrefixes({ invoice: 'DOC', receipt: 'doc' });
    expect(both.statusCode).toBe(400);
    for (const bad of ['IN V', 'ใบแจ้ง', 'ABCDEFG', '']) {
      const response = await putPrefixes({ invoice: bad });
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await putPrefixes({ letter: 'LT' })).statusCode).toBe(400);
    const { token } = await kit.t.loginAs(ROLE.NORM);
    expect((await putPrefixes({ invoice: 'IV' }, token)).statusCode).toBe(403);
    // Swapping two prefixes in one save is allowed.
    const swapped = await putPrefixes({ invoice: 'RC', receipt: 'INV' });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await putPrefixes({ invoice: 'INV', receipt: 'RC' })).statusCode).toBe(200);
  });

  it('finds an invoice by its number typed with or without the prefix, in either case', async () => {
    const expectOne = async (q: string) => {
      expect(
        (await invoiceSearch(q)).map((i) => i.invoice_no),
        q,
      ).toEqual(['INV2570/000001']);
    };
    await expectOne('INV2570/000001');
    await expectOne('inv2570/1');
    await expectOne('2570/000001'); // the number as printed before prefixes
    expect(await invoiceSearch('RC2570/000001')).toEqual([]);
  });

  it('the counter finds the member by an invoice or a receipt number, old form too', async () => {
    const [bill] = await kit.invoicesOf(cycleId);
    const lookup = async (q: string) =>
      (await kit.get(`${CLIENT_PATHS.lookupAll}?q=${encodeURIComponent(q)}`)).json().data as {
        id: number;
      }[];
    for (const q of ['INV2570/000001', '2570/000001', 'rc2570/000001']) {
      expect(
        (await lookup(q)).map((c) => c.id),
        q,
      ).toContain(bill?.clientId);
    }
  });

  it('migration 0016 gives numbers issued before prefixes their series prefix', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0016_owing_and_number_series.sql', import.meta.url),
      'utf8',
    );
    const rewrites = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => /^UPDATE "(invoices|receipts)"/.test(s));
    expect(rewrites).toHaveLength(2);
    // Numbers as the earlier app wrote them.
    await kit.t.db.execute(
      sql`update invoices set invoice_no = substr(invoice_no, 4) where invoice_no like 'INV%'`,
    );
    await kit.t.db.execute(
      sql`update receipts set receipt_no = substr(receipt_no, 3) where receipt_no like 'RC%'`,
    );
    for (const statement of rewrites) await kit.t.db.execute(sql.raw(statement));
    const numbers = await rawRows<{ no: string }>(
      kit.t.db,
      sql`select invoice_no as no from invoices union all select receipt_no from receipts
          order by 1`,
    );
    expect(numbers.map((r) => r.no)).toEqual([
      'BL2570/000003',
      'INV2570/000001',
      'INV2570/000002',
      'RC2570/000001',
    ]);
  });
});
