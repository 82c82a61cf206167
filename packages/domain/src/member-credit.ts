/**
 * Money that does not fit a bill (issue #14 item 6, docs/decisions/031): credit balances,
 * partial payments and where every satang of a bank line ends. Amounts are integer satang.
 *
 * An invoice's amount still due is its total less the credit balance deducted on it when it
 * was issued (ยอดเงินคงเหลือ) and less the partial payments received on it; a member's debt
 * is the sum of that over the live unpaid invoices.
 */

export type InvoiceAmounts = {
  totalSatang: number;
  /** Credit balance deducted when the bill was issued (ยอดเงินคงเหลือ). */
  creditSatang: number;
  /** Partial payments received on it (each with its own receipt). */
  partialSatang: number;
};

export function invoiceDue(i: InvoiceAmounts): number {
  return i.totalSatang - i.creditSatang - i.partialSatang;
}

/**
 * How much of a member's credit balance a new bill takes: all of it, up to what the bill asks.
 * `covers` is true when nothing is left to pay (the bill is settled by the credit alone).
 */
export function creditForBill(
  balanceSatang: number,
  dueSatang: number,
): { usedSatang: number; balanceAfter: number; dueAfter: number; covers: boolean } {
  const used = Math.max(0, Math.min(balanceSatang, dueSatang));
  return {
    usedSatang: used,
    balanceAfter: balanceSatang - used,
    dueAfter: dueSatang - used,
    covers: dueSatang > 0 && used === dueSatang,
  };
}

export type PartialResult =
  | { ok: true; paidSatang: number; stillDueSatang: number }
  | { ok: false; reason: 'NOT_POSITIVE' | 'NOT_LESS_THAN_DUE' };

/**
 * A partial payment pays less than the invoice's amount still due; paying all of it is an
 * ordinary payment, and more than it is not a partial payment at all.
 */
export function partialPayment(amountSatang: number, dueSatang: number): PartialResult {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
    return { ok: false, reason: 'NOT_POSITIVE' };
  }
  if (amountSatang >= dueSatang) return { ok: false, reason: 'NOT_LESS_THAN_DUE' };
  return { ok: true, paidSatang: amountSatang, stillDueSatang: dueSatang - amountSatang };
}

/** Where a bank line's money is: each satang in exactly one of these. */
export type MoneyPlace = 'receipt' | 'credit' | 'held' | 'refund' | 'rejected';
export type Placement = Record<MoneyPlace, number>;

export const NO_MONEY: Placement = { receipt: 0, credit: 0, held: 0, refund: 0, rejected: 0 };

/**
 * Splits one line's amount by outcome: an applied line is receipted except its credit part;
 * a held line is held; a refunded one is refunded; a rejected one (duplicate, reversal,
 * unreadable) was never taken.
 */
export function placeLine(line: {
  outcome: 'applied' | 'held' | 'refunded' | 'rejected';
  amountSatang: number;
  creditSatang: number;
}): Placement {
  const p = { ...NO_MONEY };
  if (line.outcome === 'applied') {
    p.credit = line.creditSatang;
    p.receipt = line.amountSatang - line.creditSatang;
  } else if (line.outcome === 'held') p.held = line.amountSatang;
  else if (line.outcome === 'refunded') p.refund = line.amountSatang;
  else p.rejected = line.amountSatang;
  return p;
}

export function addPlacements(a: Placement, b: Placement): Placement {
  return {
    receipt: a.receipt + b.receipt,
    credit: a.credit + b.credit,
    held: a.held + b.held,
    refund: a.refund + b.refund,
    rejected: a.rejected + b.rejected,
  };
}

export function placedTotal(p: Placement): number {
  return p.receipt + p.credit + p.held + p.refund + p.rejected;
}
