import { randomUUID } from 'node:crypto';
import { parseDocumentNo } from '@prapa/domain/document-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../../db/schema/receipts.ts';
import { createPaymentsKit, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k.t.close());

describe('concurrent payments (PostgreSQL)', () => {
  it('200 parallel attempts on 50 invoices give 50 receipts numbered without gaps', async (context) => {
    // PGlite runs one transaction at a time: nothing would run concurrently there.
    if (k.t.database.kind !== 'postgres') context.skip();
    const invoiceIds: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const who = await k.addClient();
      invoiceIds.push(...(await k.addInvoices(who, [{ year: 2026, month: 11, total: 15_000 }])));
    }
    // Each invoice four times, interleaved, each attempt with its own key.
    const attempts = [0, 1, 2, 3].flatMap(() => invoiceIds);
    const answers = await Promise.all(
      attempts.map((id, i) =>
        k.pay({ invoices: [id], received: 15_000 }, i % 2 === 0 ? k.norm : k.admin, randomUUID()),
      ),
    );

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.code).toBe('ALREADY_PAID');
    }
    const paidInvoices = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => a.json().data.items[0].invoice_id);
    expect(new Set(paidInvoices).size).toBe(50);

    const rows = await k.t.db.select().from(receipts);
    expect(rows).toHaveLength(50);
    const seqs = rows.map((r) => parseDocumentNo(r.receiptNo)?.seq as number).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.every((r) => r.seq === parseDocumentNo(r.receiptNo)?.seq)).toBe(true);
  }, 60_000);
});
