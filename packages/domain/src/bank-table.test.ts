import { describe, expect, it } from 'vitest';
import {
  type BankColumnMap,
  parseTableAmount,
  parseTableDate,
  parseTableTime,
  readBankTable,
} from './bank-table.ts';

describe('parseTableDate', () => {
  it.each([
    ['19/11/2026', 'dmy', { date: '2026-11-19', time: null }],
    ['19/11/2569', 'dmy', { date: '2026-11-19', time: null }],
    ['๑๙/๑๑/๒๕๖๙', 'dmy', { date: '2026-11-19', time: null }],
    ['3/4/2026', 'dmy', { date: '2026-04-03', time: null }],
    ['3/4/2026', 'mdy', { date: '2026-03-04', time: null }],
    ['2026/11/19', 'ymd', { date: '2026-11-19', time: null }],
    ['2026-11-19', 'mdy', { date: '2026-11-19', time: null }],
    ['2026-11-19T08:15:30', 'dmy', { date: '2026-11-19', time: '08:15:30' }],
    ['19-11-2026 8:15', 'dmy', { date: '2026-11-19', time: '08:15:00' }],
    ['19112026', 'dmy', { date: '2026-11-19', time: null }],
    ['31/02/2026', 'dmy', null],
    ['19/11/26', 'dmy', null],
    ['', 'dmy', null],
    ['เมื่อวาน', 'dmy', null],
  ] as const)('%s (%s)', (raw, order, expected) => {
    expect(parseTableDate(raw, order)).toEqual(expected);
  });
});

describe('parseTableTime', () => {
  it.each([
    ['08:15:30', '08:15:30'],
    ['8:15', '08:15:00'],
    ['08.15', '08:15:00'],
    ['081530', '08:15:30'],
    ['1899-12-30T08:15:30.000Z', '08:15:30'],
    ['24:00', null],
    ['', null],
  ])('%s', (raw, expected) => {
    expect(parseTableTime(raw)).toBe(expected);
  });
});

describe('parseTableAmount', () => {
  it.each([
    ['1,234.50', { satang: 123_450, kind: 'C' }],
    ['250', { satang: 25_000, kind: 'C' }],
    ['฿ 250.5', { satang: 25_050, kind: 'C' }],
    ['๒๕๐.๕๐ บาท', { satang: 25_050, kind: 'C' }],
    ['-250.00', { satang: 25_000, kind: 'D' }],
    ['(250.00)', { satang: 25_000, kind: 'D' }],
    ['0', null],
    ['12.345', null],
    ['abc', null],
  ] as const)('%s', (raw, expected) => {
    expect(parseTableAmount(raw)).toEqual(expected);
  });
});

describe('readBankTable', () => {
  const map: BankColumnMap = {
    firstRow: 2,
    date: 0,
    time: 1,
    name: 2,
    ref1: 3,
    ref2: 4,
    amount: 5,
    dateOrder: 'dmy',
  };
  const account = { bankCode: '034', account: '0201234567' };

  it('reads every payment row as a detail with its spreadsheet row, skipping headings and totals', () => {
    const parsed = readBankTable(
      [
        { row: 1, cells: ['วันที่', 'เวลา', 'ชื่อ', 'Ref1', 'Ref2', 'จำนวนเงิน'] },
        { row: 2, cells: ['19/11/2569', '08:15', 'สมศรี ใจดี', '00042', 'INV2570/000123', '250.50'] },
        { row: 4, cells: ['20/11/2026', '9:00:01', '', '7', '', '-100'] },
        { row: 5, cells: ['', '', 'รวม', '', '', '150.50'] },
      ],
      map,
      account,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.header).toMatchObject({ bankCode: '034', effectiveDate: '2026-11-20' });
    expect(
      parsed.details.map((d) => [
        d.record,
        d.paidDate,
        d.paidTime,
        d.ref1,
        d.ref2,
        d.kind,
        d.amountSatang,
      ]),
    ).toEqual([
      [2, '2026-11-19', '08:15:00', '00042', 'INV2570/000123', 'C', 25_050],
      [4, '2026-11-20', '09:00:01', '7', '', 'D', 10_000],
    ]);
  });

  it('takes the time from the date cell, or midnight when the list has none', () => {
    const rows = [{ row: 3, cells: ['2026-11-19T10:20:30', '', '', '42', '', '1'] }];
    expect(readBankTable(rows, { ...map, time: null }, account).details[0]?.paidTime).toBe(
      '10:20:30',
    );
    const dateOnly = [{ row: 3, cells: ['19/11/2026', '', '', '42', '', '1'] }];
    expect(readBankTable(dateOnly, { ...map, time: null }, account).details[0]?.paidTime).toBe(
      '00:00:00',
    );
  });

  it('reports unreadable cells with the row and field, and an empty list', () => {
    const parsed = readBankTable(
      [{ row: 7, cells: ['32/11/2026', 'x', '', '42', '', 'สองร้อย'] }],
      map,
      account,
    );
    expect(parsed.problems.map((p) => [p.record, p.field, p.code])).toEqual([
      [7, 'payment_date', 'CELL_DATE'],
      [7, 'payment_time', 'CELL_TIME'],
      [7, 'amount', 'CELL_AMOUNT'],
    ]);
    expect(readBankTable([], map, account).problems[0]?.code).toBe('EMPTY');
  });
});
