import type { BankRecordLength } from './bank-file.ts';
import { encodeTis620 } from './tis620.ts';

/**
 * Writes a bank bill-payment file in the cross-bank layout (the inverse of `parseBankFile`):
 * for tests, the demo seed and the benchmark, so no real customer's file is ever needed.
 */
export type BankFileLine = {
  /** ISO date and 'HH:MM:SS'. */
  paidDate: string;
  paidTime: string;
  customerName: string;
  ref1: string;
  ref2: string;
  amountSatang: number;
  kind?: 'C' | 'D';
  channel?: string;
  branch?: string;
  teller?: string;
  payerBank?: string;
};

export type BankFileSpec = {
  bankCode: string;
  account: string;
  companyName: string;
  effectiveDate: string;
  billerId?: string;
  lines: BankFileLine[];
  recordLength?: BankRecordLength;
  /** '\r\n' (default), '\n' or '' for a file without line breaks. */
  lineBreak?: string;
  /** Overrides the trailer's credit total / count (to test the checks). */
  trailerCreditTotalSatang?: number;
  trailerCreditCount?: number;
};

class Record {
  readonly bytes: Uint8Array;
  constructor(length: number) {
    this.bytes = new Uint8Array(length).fill(0x20);
  }
  put(from: number, to: number, text: string, align: 'left' | 'zero' = 'left'): this {
    const width = to - from + 1;
    const value = align === 'zero' ? text.padStart(width, '0') : text;
    const encoded = encodeTis620(value).subarray(0, width);
    this.bytes.set(encoded, from - 1);
    return this;
  }
}

function ddmmyyyy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}${m}${y}`;
}

export function buildBankFile(spec: BankFileSpec): Uint8Array {
  const length = spec.recordLength ?? 256;
  const records: Uint8Array[] = [];
  let seq = 1;
  const start = (type: string) =>
    new Record(length)
      .put(1, 1, type)
      .put(2, 7, String(seq++), 'zero')
      .put(8, 10, spec.bankCode)
      .put(11, 20, spec.account, 'zero');
  records.push(
    start('H')
      .put(21, 60, spec.companyName)
      .put(61, 68, ddmmyyyy(spec.effectiveDate))
      .put(69, 76, 'BILLPAY').bytes,
  );
  let credit = 0;
  let creditCount = 0;
  let debit = 0;
  let debitCount = 0;
  for (const line of spec.lines) {
    const kind = line.kind ?? 'C';
    if (kind === 'C') {
      credit += line.amountSatang;
      creditCount++;
    } else {
      debit += line.amountSatang;
      debitCount++;
    }
    const r = start('D')
      .put(21, 28, ddmmyyyy(line.paidDate))
      .put(29, 34, line.paidTime.replace(/:/g, ''))
      .put(35, 84, line.customerName)
      .put(85, 104, line.ref1)
      .put(105, 124, line.ref2)
      .put(145, 148, line.branch ?? '0001')
      .put(149, 152, line.teller ?? 'MOBX')
      .put(153, 153, kind)
      .put(154, 156, line.channel ?? 'NET')
      .put(164, 176, String(line.amountSatang), 'zero');
    if (length === 256) {
      r.put(197, 211, spec.billerId ?? '').put(244, 246, line.payerBank ?? spec.bankCode);
      r.put(247, 256, '0000000000');
    }
    records.push(r.bytes);
  }
  records.push(
    start('T')
      .put(21, 33, String(debit), 'zero')
      .put(34, 39, String(debitCount), 'zero')
      .put(40, 52, String(spec.trailerCreditTotalSatang ?? credit), 'zero')
      .put(53, 58, String(spec.trailerCreditCount ?? creditCount), 'zero').bytes,
  );
  const lineBreak = encodeTis620(spec.lineBreak ?? '\r\n');
  const total = records.reduce((s, r) => s + r.length + lineBreak.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const r of records) {
    out.set(r, at);
    at += r.length;
    out.set(lineBreak, at);
    at += lineBreak.length;
  }
  return out;
}
