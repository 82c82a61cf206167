import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { createPaymentsKit, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
});
afterAll(() => k.t.close());

const NOV = { year: 2026, month: 11 };

describe('set-payment with an Idempotency-Key', () => {
  it('answers a retry with the first receipt and issues no second one', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const body = { invoices: [id], received: 20_000 };
    const first = await k.pay(body, k.norm, 'key-0001-retry');
    expect(first.statusCode, first.body).toBe(200);
    // Same body, keys in another order: the same request.
    const retry = await k.pay({ received: 20_000, invoices: [id] }, k.norm, 'key-0001-retry');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const issued = await k.t.db.select().from(receipts).where(eq(receipts.clientId, who.clientId));
    expect(issued).toHaveLength(1);
  });

  it('answers retries racing the first request with the same receipt', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const body = { invoices: [id], received: 15_000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => k.pay(body, k.norm, 'key-0002-race')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.receipt_no)).size).toBe(1);
    const issued = await k.t.db.select().from(receipts).where(eq(receipts.clientId, who.clientId));
    expect(issued).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and keeps the first answer', async () => {
    const who = await k.addClient();
    const [a, b] = await k.addInvoices(who, [{ year: 2026, month: 10 }, NOV]);
    const first = await k.pay({ invoices: [a], received: 15_000 }, k.norm, 'key-0003-reuse');
    expect(first.statusCode).toBe(200);
    const reused = await k.pay({ invoices: [b], received: 15_000 }, k.norm, 'key-0003-reuse');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
    const [stored] = await k.t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-0003-reuse'));
    expect(stored?.statusCode).toBe(200);
  });

  it('keys belong to an account: another cashier may use the same key', async () => {
    const who = await k.addClient();
    const [a, b] = await k.addInvoices(who, [{ year: 2026, month: 10 }, NOV]);
    expect(
      (await k.pay({ invoices: [a], received: 15_000 }, k.norm, 'shared-key-1')).statusCode,
    ).toBe(200);
    const other = await k.pay({ invoices: [b], received: 15_000 }, k.admin, 'shared-key-1');
    expect(other.statusCode, other.body).toBe(200);
  });

  it('stores nothing for a refused payment, so the key can be used again', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    const short = await k.pay({ invoices: [id], received: 100 }, k.norm, 'key-0004-fix');
    expect(short.statusCode).toBe(400);
    const fixed = await k.pay({ invoices: [id], received: 15_000 }, k.norm, 'key-0004-fix');
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('refuses a malformed key', async () => {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [NOV]);
    for (const key of ['short', 'x'.repeat(101), 'has space in it']) {
      const response = await k.pay({ invoices: [id], received: 15_000 }, k.norm, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].path).toBe('idempotency-key');
    }
  });
});
