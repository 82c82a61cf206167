import { parseDocumentNo } from '@prapa/domain/document-number';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { systemContext } from '../../lib/request-context.ts';
import { getTodayCash } from '../../modules/payments/debt-dashboard.service.ts';
import { TODAY } from '../../modules/readings/readings-test-kit.ts';
import { auditRows } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../seed-demo.ts';
import { DEMO_OWING_HOUSEHOLDS, DEMO_PAID_TODAY, DEMO_VOID_REASON } from './demo-payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, TODAY);
}, 300_000);
afterAll(() => t.close());

describe('demo payments', () => {
  it('pays most invoices after their invoice date, numbered without gaps per fiscal year', async () => {
    const rows = await t.db.select().from(receipts);
    expect(rows.length).toBeGreaterThan(150);
    for (const year of [2569, 2570]) {
      const seqs = rows
        .filter((r) => r.fiscalYear === year)
        .map((r) => parseDocumentNo(r.receiptNo)?.seq as number)
        .sort((a, b) => a - b);
      expect(seqs.length, String(year)).toBeGreaterThan(10);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    }
    const early = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from receipt_items ri
          join receipts r on r.id = ri.receipt_id join invoices i on i.id = ri.invoice_id
          where r.receipt_date <= i.invoice_date`,
    );
    expect(early[0]?.n).toBe(0);
    expect(new Set(rows.map((r) => r.payee))).toEqual(new Set(['สมหญิง รักษ์น้ำ', 'สมชาย ใจดี']));
    expect(await auditRows(t.db, 'receipt.issue')).toHaveLength(rows.length);
  });

  it('leaves ten households owing 1–3 months, one of them cancelled (2_1)', async () => {
    const owing = await rawRows<{ status_code: string; months: number; debt: number }>(
      t.db,
      sql`select c.status_code, count(i.id)::int as months, c.debt_satang::float8 as debt
          from clients c join invoices i on i.client_id = c.id and i.receipt_id is null
          group by c.id`,
    );
    expect(owing).toHaveLength(DEMO_OWING_HOUSEHOLDS);
    for (const row of owing) {
      expect(row.months).toBeGreaterThanOrEqual(1);
      expect(row.months).toBeLessThanOrEqual(3);
      expect(row.debt).toBeGreaterThan(0);
    }
    expect(owing.map((r) => r.status_code).sort()).toEqual([
      ...Array(DEMO_OWING_HOUSEHOLDS - 1).fill('1_1'),
      '2_1',
    ]);
  });

  it('has one voided receipt with its reason, and receipts today', async () => {
    const voided = (await t.db.select().from(receipts)).filter((r) => r.voidedAt !== null);
    expect(voided).toHaveLength(1);
    expect(voided[0]?.voidReason).toBe(DEMO_VOID_REASON);
    const today = await getTodayCash(systemContext(t.db, TODAY));
    expect(today.receipts).toBe(DEMO_PAID_TODAY);
    expect(today.amount).toBeGreaterThan(0);
  });

  it('changes nothing when seeded again', async () => {
    const before = await t.db.select().from(receipts);
    await seedDemo(t.db, TODAY);
    expect(await t.db.select().from(receipts)).toHaveLength(before.length);
  });
});
