import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MatchInvoice, matchBankLine, outcomeOfVerdict } from './bank-matching.ts';
import {
  addPlacements,
  creditForBill,
  invoiceDue,
  NO_MONEY,
  partialPayment,
  placedTotal,
  placeLine,
} from './member-credit.ts';

describe('invoiceDue', () => {
  it.each([
    ['untouched', 10_000, 0, 0, 10_000],
    ['credit deducted on the bill', 10_000, 2_500, 0, 7_500],
    ['a partial payment received', 10_000, 0, 4_000, 6_000],
    ['both', 10_000, 2_500, 4_000, 3_500],
  ])('%s', (_name, totalSatang, creditSatang, partialSatang, due) => {
    expect(invoiceDue({ totalSatang, creditSatang, partialSatang })).toBe(due);
  });
});

describe('creditForBill', () => {
  it.each([
    ['no credit', 0, 10_000, 0, 0, 10_000, false],
    ['less credit than the bill', 2_500, 10_000, 2_500, 0, 7_500, false],
    ['exactly the bill', 10_000, 10_000, 10_000, 0, 0, true],
    ['more credit than the bill', 12_000, 10_000, 10_000, 2_000, 0, true],
    ['a bill of nothing', 500, 0, 0, 500, 0, false],
  ])('%s', (_name, balance, due, used, balanceAfter, dueAfter, covers) => {
    expect(creditForBill(balance, due)).toEqual({
      usedSatang: used,
      balanceAfter,
      dueAfter,
      covers,
    });
  });
});

describe('partialPayment', () => {
  it.each([
    ['part of the bill', 4_000, 10_000, { ok: true, paidSatang: 4_000, stillDueSatang: 6_000 }],
    ['one satang short', 9_999, 10_000, { ok: true, paidSatang: 9_999, stillDueSatang: 1 }],
    ['the whole bill', 10_000, 10_000, { ok: false, reason: 'NOT_LESS_THAN_DUE' }],
    ['more than the bill', 10_001, 10_000, { ok: false, reason: 'NOT_LESS_THAN_DUE' }],
    ['nothing', 0, 10_000, { ok: false, reason: 'NOT_POSITIVE' }],
    ['a fraction of a satang', 0.5, 10_000, { ok: false, reason: 'NOT_POSITIVE' }],
  ])('%s', (_name, amount, due, result) => {
    expect(partialPayment(amount, due)).toEqual(result);
  });
});

describe('every satang of a bank file ends in exactly one place', () => {
  const member = fc.record({
    invoices: fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 4 }),
  });
  const line = fc.record({
    member: fc.integer({ min: 0, max: 6 }),
    invoice: fc.integer({ min: 0, max: 4 }),
    amount: fc.integer({ min: 1, max: 120_000 }),
    kind: fc.constantFrom('C', 'C', 'C', 'D'),
    exact: fc.boolean(),
  });

  it('receipts + credit + held + refunds + rejected = the file total', () => {
    fc.assert(
      fc.property(
        fc.array(member, { minLength: 1, maxLength: 5 }),
        fc.array(line, { minLength: 1, maxLength: 40 }),
        (members, lines) => {
          let id = 0;
          const all: MatchInvoice[] = members.flatMap((m, index) =>
            m.invoices.map((due) => {
              id += 1;
              return {
                id,
                memberId: index + 1,
                key: `2570/${id}`,
                dueSatang: due,
                state: 'unpaid',
              };
            }),
          );
          const ctx = {
            memberExists: (m: number) => m >= 1 && m <= members.length,
            invoiceByKey: (key: string) => all.find((i) => i.key === key),
            unpaidOf: (m: number) => all.filter((i) => i.memberId === m && i.state === 'unpaid'),
          };
          let placed = NO_MONEY;
          let total = 0;
          const paidIds: number[] = [];
          for (const l of lines) {
            const own = all.filter((i) => i.memberId === l.member);
            const named = own[l.invoice % Math.max(own.length, 1)];
            const amount = l.exact && named ? Math.max(named.dueSatang, 1) : l.amount;
            const result = matchBankLine(
              {
                ref1: String(l.member),
                ref2: named ? `INV${named.key.replace('/', '')}` : '',
                kind: l.kind,
                amountSatang: amount,
              },
              ctx,
            );
            const paid = result.invoiceIds.map((i) => all.find((x) => x.id === i) as MatchInvoice);
            const outcome = outcomeOfVerdict(result.verdict);
            if (outcome === 'applied') {
              // What is receipted is exactly what the paid invoices asked.
              expect(paid.reduce((s, i) => s + i.dueSatang, 0)).toBe(amount - result.creditSatang);
            }
            for (const inv of paid) {
              inv.state = 'paid';
              inv.dueSatang = 0;
              paidIds.push(inv.id);
            }
            expect(result.creditSatang).toBeGreaterThanOrEqual(0);
            total += amount;
            placed = addPlacements(
              placed,
              placeLine({ outcome, amountSatang: amount, creditSatang: result.creditSatang }),
            );
          }
          expect(placedTotal(placed)).toBe(total);
          expect(new Set(paidIds).size).toBe(paidIds.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
