import { decodeTis620 } from './tis620.ts';

/**
 * The banks' bill-payment file (the cross-bank "Teller / Bill Payment" layout): fixed-width
 * records of 256 bytes (450 in one variant) in TIS-620, an H header, D details and a T trailer,
 * with or without line breaks between records. Positions below are 1-based and inclusive as
 * in the banks' documents. The parser never throws on bad content: it reports problems with
 * the record number and field, and the caller decides (docs/decisions/020).
 */

export type BankRecordLength = 256 | 450;

export type BankFileHeader = {
  bankCode: string;
  account: string;
  companyName: string;
  /** ISO date, or null when unreadable. */
  effectiveDate: string | null;
  serviceCode: string;
};

export type BankFileDetail = {
  /** 1-based record number in the file (the header is record 1). */
  record: number;
  sequence: number | null;
  bankCode: string;
  account: string;
  /** ISO date and time of the payment at the bank, null when unreadable. */
  paidDate: string | null;
  paidTime: string | null;
  customerName: string;
  ref1: string;
  ref2: string;
  ref3: string;
  branch: string;
  teller: string;
  /** 'C' a payment, 'D' a reversal of one. */
  kind: string;
  channel: string;
  chequeNo: string;
  /** Null when the amount field is not 13 digits. */
  amountSatang: number | null;
  billerId: string;
  payerBank: string;
};

export type BankFileTrailer = {
  record: number;
  debitTotalSatang: number | null;
  debitCount: number | null;
  creditTotalSatang: number | null;
  creditCount: number | null;
};

export type BankFileProblemCode =
  | 'EMPTY'
  | 'RECORD_LENGTH'
  | 'RECORD_TYPE'
  | 'NO_HEADER'
  | 'NO_TRAILER'
  | 'AFTER_TRAILER'
  | 'SEQUENCE'
  | 'DATE'
  | 'TIME'
  | 'AMOUNT'
  | 'KIND'
  | 'TRAILER_CREDIT_COUNT'
  | 'TRAILER_CREDIT_TOTAL'
  | 'TRAILER_DEBIT'
  // A CSV / Excel list's cells (bank-table.ts).
  | 'CELL_DATE'
  | 'CELL_TIME'
  | 'CELL_AMOUNT';

export type BankFileProblem = {
  record: number;
  field: string;
  code: BankFileProblemCode;
  /** Errors make the file unusable; warnings are shown and the file may still be applied. */
  severity: 'error' | 'warning';
};

export type ParsedBankFile = {
  recordLength: BankRecordLength | null;
  header: BankFileHeader | null;
  details: BankFileDetail[];
  trailer: BankFileTrailer | null;
  problems: BankFileProblem[];
};

const CR = 0x0d;
const LF = 0x0a;

/** Cuts the file into records: by line breaks when it has them, else every 256 or 450 bytes. */
export function splitBankRecords(bytes: Uint8Array): {
  records: Uint8Array[];
  recordLength: BankRecordLength | null;
} {
  const hasBreaks = bytes.includes(LF) || bytes.includes(CR);
  let records: Uint8Array[] = [];
  if (hasBreaks) {
    // Record by record: the next break is at most one record away, never a scan of every byte
    // through a callback.
    let start = 0;
    // The next LF and CR at or after `start` (-1: none left), each searched again only once passed.
    let lf = -2;
    let cr = -2;
    while (start <= bytes.length) {
      if (lf !== -1 && lf < start) lf = bytes.indexOf(LF, start);
      if (cr !== -1 && cr < start) cr = bytes.indexOf(CR, start);
      const end =
        lf === -1 && cr === -1 ? bytes.length : lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      if (end > start) records.push(bytes.subarray(start, end));
      start = end + 1;
    }
    let longest = 0;
    for (const r of records) longest = Math.max(longest, r.length);
    return { records, recordLength: longest > 256 ? 450 : longest > 0 ? 256 : null };
  }
  let recordLength: BankRecordLength | null = null;
  if (bytes.length >= 450 * 2 && isRecordType(bytes[450]) && bytes.length % 450 === 0) {
    recordLength = 450;
  }
  if (recordLength === null && bytes.length > 0) recordLength = 256;
  if (recordLength !== null) {
    records = [];
    for (let i = 0; i < bytes.length; i += recordLength) {
      records.push(bytes.subarray(i, Math.min(bytes.length, i + recordLength)));
    }
  }
  return { records, recordLength };
}

function isRecordType(byte: number | undefined): boolean {
  return byte === 0x44 || byte === 0x54; // 'D', 'T'
}

/**
 * Bytes from..to (1-based, inclusive) of a record as text, trailing and leading spaces dropped.
 * The record is decoded once (`decodeTis620` gives exactly one character per byte, U+FFFD for
 * a byte outside TIS-620), so cutting the text by position is cutting the bytes.
 */
function field(record: string, from: number, to: number): string {
  return record.slice(from - 1, to).trim();
}

function digits(text: string): number | null {
  return /^[0-9]+$/.test(text) ? Number(text) : null;
}

/** DDMMYYYY in the Christian era (a Buddhist-era year, > 2400, is read too). */
export function parseBankDate(text: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  let year = Number(m[3]);
  if (year > 2400) year -= 543;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${m[2]}-${m[1]}`;
}

/** HHMMSS → 'HH:MM:SS'. */
export function parseBankTime(text: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3]) > 59) return null;
  return `${m[1]}:${m[2]}:${m[3]}`;
}

export function parseBankFile(bytes: Uint8Array): ParsedBankFile {
  const { records, recordLength } = splitBankRecords(bytes);
  const problems: BankFileProblem[] = [];
  const result: ParsedBankFile = {
    recordLength,
    header: null,
    details: [],
    trailer: null,
    problems,
  };
  if (records.length === 0 || recordLength === null) {
    problems.push({ record: 0, field: 'file', code: 'EMPTY', severity: 'error' });
    return result;
  }
  records.forEach((bytesOfRecord, index) => {
    const no = index + 1;
    const record = decodeTis620(bytesOfRecord);
    // Some programs cut the trailing filler of each line: a short line is read as if padded.
    if (record.length > recordLength || record.length < 58) {
      problems.push({ record: no, field: 'record', code: 'RECORD_LENGTH', severity: 'error' });
    }
    const type = record.charAt(0);
    if (result.trailer !== null) {
      problems.push({ record: no, field: 'type', code: 'AFTER_TRAILER', severity: 'error' });
      return;
    }
    const sequence = digits(field(record, 2, 7));
    if (sequence !== no) {
      problems.push({ record: no, field: 'sequence', code: 'SEQUENCE', severity: 'error' });
    }
    if (type === 'H') {
      if (no !== 1) {
        problems.push({ record: no, field: 'type', code: 'RECORD_TYPE', severity: 'error' });
        return;
      }
      const dateText = field(record, 61, 68);
      const effectiveDate = parseBankDate(dateText);
      if (effectiveDate === null) {
        problems.push({ record: no, field: 'effective_date', code: 'DATE', severity: 'warning' });
      }
      result.header = {
        bankCode: field(record, 8, 10),
        account: field(record, 11, 20),
        companyName: field(record, 21, 60),
        effectiveDate,
        serviceCode: recordLength === 450 ? field(record, 69, 80) : field(record, 69, 76),
      };
    } else if (type === 'D') {
      if (no === 1)
        problems.push({ record: 1, field: 'type', code: 'NO_HEADER', severity: 'error' });
      result.details.push(readDetail(record, no, sequence, recordLength, problems));
    } else if (type === 'T') {
      result.trailer = {
        record: no,
        debitTotalSatang: digits(field(record, 21, 33)),
        debitCount: digits(field(record, 34, 39)),
        creditTotalSatang: digits(field(record, 40, 52)),
        creditCount: digits(field(record, 53, 58)),
      };
    } else {
      problems.push({ record: no, field: 'type', code: 'RECORD_TYPE', severity: 'error' });
    }
  });
  if (result.header === null && !problems.some((p) => p.code === 'NO_HEADER')) {
    problems.push({ record: 1, field: 'type', code: 'NO_HEADER', severity: 'error' });
  }
  if (result.trailer === null) {
    problems.push({ record: records.length, field: 'type', code: 'NO_TRAILER', severity: 'error' });
  } else {
    checkTrailer(result.trailer, result.details, problems);
  }
  return result;
}

function readDetail(
  record: string,
  no: number,
  sequence: number | null,
  recordLength: BankRecordLength,
  problems: BankFileProblem[],
): BankFileDetail {
  const paidDate = parseBankDate(field(record, 21, 28));
  if (paidDate === null)
    problems.push({ record: no, field: 'payment_date', code: 'DATE', severity: 'error' });
  const paidTime = parseBankTime(field(record, 29, 34));
  if (paidTime === null)
    problems.push({ record: no, field: 'payment_time', code: 'TIME', severity: 'error' });
  const amountText = field(record, 164, 176);
  const amountSatang = /^[0-9]{13}$/.test(amountText) ? Number(amountText) : null;
  if (amountSatang === null)
    problems.push({ record: no, field: 'amount', code: 'AMOUNT', severity: 'error' });
  const kind = field(record, 153, 153);
  if (kind !== 'C' && kind !== 'D')
    problems.push({ record: no, field: 'kind', code: 'KIND', severity: 'error' });
  return {
    record: no,
    sequence,
    bankCode: field(record, 8, 10),
    account: field(record, 11, 20),
    paidDate,
    paidTime,
    customerName: field(record, 35, 84),
    ref1: field(record, 85, 104),
    ref2: field(record, 105, 124),
    ref3: field(record, 125, 144),
    branch: field(record, 145, 148),
    teller: field(record, 149, 152),
    kind,
    channel: field(record, 154, 156),
    chequeNo: field(record, 157, 163),
    amountSatang,
    billerId: recordLength === 256 ? field(record, 197, 211) : '',
    payerBank: recordLength === 256 ? field(record, 244, 246) : '',
  };
}

/** The credit side must add up exactly; a debit-side difference is only a warning (§1). */
function checkTrailer(
  trailer: BankFileTrailer,
  details: BankFileDetail[],
  problems: BankFileProblem[],
) {
  const sum = (kind: string) =>
    details.filter((d) => d.kind === kind).reduce((s, d) => s + (d.amountSatang ?? 0), 0);
  const count = (kind: string) => details.filter((d) => d.kind === kind).length;
  const at = trailer.record;
  if (trailer.creditCount !== count('C')) {
    problems.push({
      record: at,
      field: 'credit_count',
      code: 'TRAILER_CREDIT_COUNT',
      severity: 'error',
    });
  }
  if (trailer.creditTotalSatang !== sum('C')) {
    problems.push({
      record: at,
      field: 'credit_total',
      code: 'TRAILER_CREDIT_TOTAL',
      severity: 'error',
    });
  }
  if (trailer.debitCount !== count('D') || trailer.debitTotalSatang !== sum('D')) {
    problems.push({ record: at, field: 'debit_total', code: 'TRAILER_DEBIT', severity: 'warning' });
  }
}
