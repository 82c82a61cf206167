import { describe, expect, it } from 'vitest';
import { parseBankDate, parseBankFile, parseBankTime, splitBankRecords } from './bank-file.ts';
import { type BankFileLine, type BankFileSpec, buildBankFile } from './bank-file-builder.ts';
import { decodeTis620, encodeTis620 } from './tis620.ts';

const spec: BankFileSpec = {
  bankCode: '014',
  account: '1234567890',
  companyName: 'การประปาส่วนตำบลบ้านดง',
  effectiveDate: '2026-11-20',
  billerId: '099400015981100',
  lines: [
    {
      paidDate: '2026-11-19',
      paidTime: '08:15:30',
      customerName: 'นางสมศรี ใจดี',
      ref1: '00042',
      ref2: 'INV2570000123',
      amountSatang: 25_050,
    },
    {
      paidDate: '2026-11-19',
      paidTime: '23:59:59',
      customerName: 'นายประยุทธ์ มั่นคง',
      ref1: '00007',
      ref2: 'INV2570000124',
      amountSatang: 10_000,
      channel: 'EPY',
    },
  ],
};

describe('TIS-620', () => {
  it('is one byte per Thai character and reads back', () => {
    const bytes = encodeTis620('ประปา 123');
    expect(bytes.length).toBe(9);
    expect(decodeTis620(bytes)).toBe('ประปา 123');
    expect(bytes[0]).toBe(0xbb); // ป
  });
});

describe('parseBankDate / parseBankTime', () => {
  it('reads DDMMYYYY in the Christian era, and a Buddhist-era year too', () => {
    expect(parseBankDate('19112026')).toBe('2026-11-19');
    expect(parseBankDate('19112569')).toBe('2026-11-19');
    expect(parseBankDate('31022026')).toBeNull();
    expect(parseBankDate('1911202')).toBeNull();
    expect(parseBankTime('235959')).toBe('23:59:59');
    expect(parseBankTime('240000')).toBeNull();
  });
});

describe('parseBankFile', () => {
  it('reads a 256-byte file with line breaks, Thai names cut by bytes', () => {
    const file = parseBankFile(buildBankFile(spec));
    expect(file.problems).toEqual([]);
    expect(file.recordLength).toBe(256);
    expect(file.header).toMatchObject({
      bankCode: '014',
      account: '1234567890',
      companyName: 'การประปาส่วนตำบลบ้านดง',
      effectiveDate: '2026-11-20',
    });
    expect(file.details).toHaveLength(2);
    expect(file.details[0]).toMatchObject({
      record: 2,
      sequence: 2,
      paidDate: '2026-11-19',
      paidTime: '08:15:30',
      customerName: 'นางสมศรี ใจดี',
      ref1: '00042',
      ref2: 'INV2570000123',
      kind: 'C',
      channel: 'NET',
      amountSatang: 25_050,
      billerId: '099400015981100',
    });
    expect(file.details[1]?.channel).toBe('EPY');
    expect(file.trailer).toMatchObject({ creditCount: 2, creditTotalSatang: 35_050 });
  });

  it('reads the same file without line breaks, and with LF only', () => {
    const joined = buildBankFile({ ...spec, lineBreak: '' });
    expect(joined.length).toBe(256 * 4);
    const a = parseBankFile(joined);
    expect(a.problems).toEqual([]);
    expect(a.details.map((d) => d.ref1)).toEqual(['00042', '00007']);
    const b = parseBankFile(buildBankFile({ ...spec, lineBreak: '\n' }));
    expect(b.problems).toEqual([]);
    expect(b.details).toEqual(a.details);
  });

  it('reads the 450-byte variant, with and without line breaks', () => {
    for (const lineBreak of ['\r\n', '']) {
      const file = parseBankFile(buildBankFile({ ...spec, recordLength: 450, lineBreak }));
      expect(file.recordLength).toBe(450);
      expect(file.problems).toEqual([]);
      expect(file.details[0]?.customerName).toBe('นางสมศรี ใจดี');
      expect(file.details[0]?.amountSatang).toBe(25_050);
      expect(file.details[0]?.billerId).toBe('');
    }
  });

  it('refuses a trailer whose credit count or total differs from the details', () => {
    const count = parseBankFile(buildBankFile({ ...spec, trailerCreditCount: 3 }));
    expect(count.problems).toEqual([
      { record: 4, field: 'credit_count', code: 'TRAILER_CREDIT_COUNT', severity: 'error' },
    ]);
    const total = parseBankFile(buildBankFile({ ...spec, trailerCreditTotalSatang: 35_051 }));
    expect(total.problems.map((p) => p.code)).toEqual(['TRAILER_CREDIT_TOTAL']);
  });

  it('counts reversals on the debit side and only warns when that side differs', () => {
    const first = spec.lines[0] as BankFileLine;
    const reversal = { ...first, kind: 'D' as const, amountSatang: 500 };
    const file = parseBankFile(buildBankFile({ ...spec, lines: [...spec.lines, reversal] }));
    expect(file.problems).toEqual([]);
    expect(file.trailer).toMatchObject({ debitCount: 1, debitTotalSatang: 500 });
    const bytes = buildBankFile(spec);
    // Write a debit count of 1 into the trailer (bytes 34–39 of record 4).
    const at = 3 * 258 + 33;
    bytes.set(encodeTis620('000001'), at);
    const warned = parseBankFile(bytes);
    expect(warned.problems).toEqual([
      { record: 4, field: 'debit_total', code: 'TRAILER_DEBIT', severity: 'warning' },
    ]);
  });

  it('finds a gap in the sequence numbers', () => {
    const bytes = buildBankFile(spec);
    bytes.set(encodeTis620('000009'), 258 + 1); // record 2's sequence
    expect(parseBankFile(bytes).problems).toEqual([
      { record: 2, field: 'sequence', code: 'SEQUENCE', severity: 'error' },
    ]);
  });

  it('cites the record and field of an unreadable date, time, amount or kind', () => {
    const bytes = buildBankFile(spec);
    const d = 258; // record 2 starts here
    bytes.set(encodeTis620('99999999'), d + 20);
    bytes.set(encodeTis620('2561'), d + 28);
    bytes.set(encodeTis620('00000000250.5'), d + 163);
    bytes.set(encodeTis620('X'), d + 152);
    const problems = parseBankFile(bytes).problems;
    expect(problems.map((p) => [p.record, p.field, p.code])).toEqual([
      [2, 'payment_date', 'DATE'],
      [2, 'payment_time', 'TIME'],
      [2, 'amount', 'AMOUNT'],
      [2, 'kind', 'KIND'],
      [4, 'credit_count', 'TRAILER_CREDIT_COUNT'],
      [4, 'credit_total', 'TRAILER_CREDIT_TOTAL'],
    ]);
  });

  it('reports a missing header or trailer, an empty file and records after the trailer', () => {
    expect(parseBankFile(new Uint8Array()).problems.map((p) => p.code)).toEqual(['EMPTY']);
    const text = decodeTis620(buildBankFile(spec)).split('\r\n');
    const noTrailer = encodeTis620(text.slice(0, 3).join('\r\n'));
    expect(parseBankFile(noTrailer).problems.map((p) => p.code)).toContain('NO_TRAILER');
    const noHeader = encodeTis620(text.slice(1).join('\r\n'));
    expect(parseBankFile(noHeader).problems.map((p) => p.code)).toContain('NO_HEADER');
    const after = encodeTis620([...text.slice(0, 4), text[1]].join('\r\n'));
    expect(parseBankFile(after).problems.map((p) => p.code)).toContain('AFTER_TRAILER');
  });

  it('never requires spaces in filler and reads a line whose trailing filler was cut', () => {
    const text = decodeTis620(buildBankFile(spec))
      .split('\r\n')
      .map((line) => line.replace(/ +$/, ''));
    const file = parseBankFile(encodeTis620(text.join('\n')));
    expect(file.problems).toEqual([]);
    expect(file.details[1]?.amountSatang).toBe(10_000);
  });

  it('splits records by line breaks or by length', () => {
    expect(splitBankRecords(buildBankFile({ ...spec, lineBreak: '' })).records).toHaveLength(4);
    expect(splitBankRecords(buildBankFile(spec)).records).toHaveLength(4);
  });
});
