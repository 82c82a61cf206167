import { parseMemberId } from './member-id.ts';
import { toArabicDigits } from './thai-digits.ts';

/**
 * Matching a bank payment line to a member (Ref1) and an invoice (Ref2): the rules of
 * issue #14 as one pure function, so every verdict is a row in a table of tests.
 */

/** Ref1 as the bank sends it ('00042', ' 42 ', '๐๐๐๔๒') → the member id, or null. */
export function normaliseRef1(raw: string): number | null {
  return parseMemberId(toArabicDigits(raw).replace(/\s+/g, ''));
}

/**
 * Ref2 → 'fiscalYear/seq' (e.g. '2570/123'), the invoice number's identity whatever the
 * bank or the payer did to it: 'INV2570000123', 'INV2570/000123', '2570000123', 'inv 2570/123',
 * Thai digits. Null when it cannot be an invoice number.
 */
export function normaliseRef2(raw: string): string | null {
  const text = toArabicDigits(raw).toUpperCase().replace(/\s+/g, '');
  const m = /^[A-Z]{0,6}(\d{4})(?:\/|-)?(\d{1,9})$/.exec(text);
  if (!m) return null;
  const seq = Number(m[2]);
  if (seq < 1) return null;
  return `${m[1]}/${seq}`;
}

/** The same key for an invoice number as stored ('INV2570/000123' → '2570/123'). */
export function invoiceMatchKey(invoiceNo: string): string | null {
  return normaliseRef2(invoiceNo);
}

export type BankVerdict =
  | 'matched'
  | 'matched_member'
  | 'overpaid'
  | 'no_debt'
  | 'amount_differs'
  | 'unknown_member'
  | 'already_paid'
  | 'duplicate'
  | 'reversal'
  | 'cancelled'
  | 'channel_not_accepted'
  | 'invalid';

/** What the bank line settles when applied; held/rejected lines settle nothing. */
export const APPLIED_VERDICTS: readonly BankVerdict[] = [
  'matched',
  'matched_member',
  'overpaid',
  'no_debt',
];
export const HELD_VERDICTS: readonly BankVerdict[] = [
  'amount_differs',
  'unknown_member',
  'already_paid',
  'cancelled',
  'channel_not_accepted',
];

/** Where a verdict's money goes when the file is confirmed (docs/decisions/020, 031). */
export function outcomeOfVerdict(verdict: BankVerdict): 'applied' | 'held' | 'rejected' {
  if (APPLIED_VERDICTS.includes(verdict)) return 'applied';
  if (HELD_VERDICTS.includes(verdict)) return 'held';
  return 'rejected';
}

export type MatchInvoice = {
  id: number;
  memberId: number;
  /** Normalised with `invoiceMatchKey`. */
  key: string;
  /** Still owed on it, satang. */
  dueSatang: number;
  state: 'unpaid' | 'paid' | 'cancelled';
};

export type MatchLine = {
  ref1: string;
  ref2: string;
  kind: string;
  amountSatang: number | null;
  /** The bank's channel code ('NET', 'ATM', 'EPY', …). */
  channel?: string;
};

/**
 * Whether the office accepts payments through this channel: the bank settings list the
 * channels it accepts, and an empty list accepts every channel.
 */
export function channelAccepted(accepted: readonly string[], channel: string): boolean {
  return accepted.length === 0 || accepted.includes(channel.trim().toUpperCase());
}

export type MatchContext = {
  /** The bank settings' accepted channels; empty or left out = every channel. */
  acceptedChannels?: readonly string[];
  memberExists(memberId: number): boolean;
  invoiceByKey(key: string): MatchInvoice | undefined;
  /** The member's unpaid invoices, oldest first. */
  unpaidOf(memberId: number): readonly MatchInvoice[];
};

export type MatchResult = {
  verdict: BankVerdict;
  memberId: number | null;
  /** The invoices the line pays, oldest first (only for matched verdicts). */
  invoiceIds: number[];
  /**
   * What is left after paying `invoiceIds`, kept as the member's credit balance
   * (docs/decisions/031): only `overpaid` (more than everything owed) and `no_debt`.
   */
  creditSatang: number;
};

/** The shortest run of oldest unpaid invoices whose dues add up to the amount, if any. */
export function oldestInvoicesPaidBy(
  unpaid: readonly MatchInvoice[],
  amountSatang: number,
): MatchInvoice[] | null {
  let sum = 0;
  for (let i = 0; i < unpaid.length; i++) {
    sum += unpaid[i]?.dueSatang ?? 0;
    if (sum === amountSatang) return unpaid.slice(0, i + 1);
    if (sum > amountSatang) return null;
  }
  return null;
}

export function matchBankLine(line: MatchLine, ctx: MatchContext): MatchResult {
  const memberId = normaliseRef1(line.ref1);
  const none = (verdict: BankVerdict, id: number | null = memberId): MatchResult => ({
    verdict,
    memberId: id,
    invoiceIds: [],
    creditSatang: 0,
  });
  const paying = (verdict: BankVerdict, run: readonly MatchInvoice[]): MatchResult => ({
    verdict,
    memberId,
    invoiceIds: run.map((i) => i.id),
    creditSatang: 0,
  });
  if (line.amountSatang === null || line.amountSatang <= 0) return none('invalid');
  if (line.kind === 'D') return none('reversal');
  if (line.kind !== 'C') return none('invalid');
  // Money through a channel the office does not take is held for a person to decide on.
  if (!channelAccepted(ctx.acceptedChannels ?? [], line.channel ?? '')) {
    return none('channel_not_accepted');
  }
  if (memberId === null || !ctx.memberExists(memberId)) return none('unknown_member', null);
  const amount = line.amountSatang;
  const unpaid = ctx.unpaidOf(memberId);
  const key = normaliseRef2(line.ref2);
  const invoice = key === null ? undefined : ctx.invoiceByKey(key);
  if (invoice !== undefined && invoice.memberId === memberId && invoice.state === 'unpaid') {
    if (invoice.dueSatang === amount) return paying('matched', [invoice]);
    const run = oldestInvoicesPaidBy(unpaid, amount);
    if (run?.some((i) => i.id === invoice.id)) return paying('matched', run);
    if (run !== null) return paying('matched_member', run);
    return overpayment(memberId, unpaid, amount) ?? none('amount_differs');
  }
  const run = oldestInvoicesPaidBy(unpaid, amount);
  if (run !== null) return paying('matched_member', run);
  if (invoice !== undefined && invoice.memberId === memberId) {
    return none(invoice.state === 'cancelled' ? 'cancelled' : 'already_paid');
  }
  return overpayment(memberId, unpaid, amount) ?? none('amount_differs');
}

/**
 * More than everything the member owes: every unpaid invoice is paid and the rest becomes the
 * member's credit balance (`no_debt` when nothing was owed). Less than that and not an exact
 * run of oldest invoices: null, the line is held (an underpayment staff may apply as partial).
 */
function overpayment(
  memberId: number,
  unpaid: readonly MatchInvoice[],
  amount: number,
): MatchResult | null {
  const owed = unpaid.reduce((sum, i) => sum + i.dueSatang, 0);
  if (amount <= owed) return null;
  return {
    verdict: owed === 0 ? 'no_debt' : 'overpaid',
    memberId,
    invoiceIds: unpaid.map((i) => i.id),
    creditSatang: amount - owed,
  };
}

/**
 * One bank transaction's identity (bank, account, date-time, Ref1, Ref2, amount): the same
 * payment can never be applied twice, from one file or two.
 */
export function bankTransactionKey(
  bankCode: string,
  account: string,
  d: {
    paidDate: string | null;
    paidTime: string | null;
    ref1: string;
    ref2: string;
    amountSatang: number | null;
    kind: string;
  },
): string {
  return [bankCode, account, d.paidDate, d.paidTime, d.ref1, d.ref2, d.amountSatang, d.kind].join(
    '|',
  );
}
