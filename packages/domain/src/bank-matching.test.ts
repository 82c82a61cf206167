import { describe, expect, it } from 'vitest';
import {
  bankTransactionKey,
  channelAccepted,
  invoiceMatchKey,
  type MatchContext,
  type MatchInvoice,
  matchBankLine,
  normaliseRef1,
  normaliseRef2,
} from './bank-matching.ts';

describe('normaliseRef1', () => {
  it.each([
    ['00042', 42],
    [' 42 ', 42],
    ['0 0 0 4 2', 42],
    ['๐๐๐๔๒', 42],
    ['42A', null],
    ['', null],
    ['00000', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseRef1(raw)).toBe(expected);
  });
});

describe('normaliseRef2', () => {
  it.each([
    ['INV2570000123', '2570/123'],
    ['INV2570/000123', '2570/123'],
    ['inv 2570/123', '2570/123'],
    ['2570000123', '2570/123'],
    ['2570/000123', '2570/123'],
    ['๒๕๗๐๐๐๐๑๒๓', '2570/123'],
    [' INV 2570 000123 ', '2570/123'],
    ['', null],
    ['2570', null],
    ['2570000000', null],
    ['HELLO', null],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseRef2(raw)).toBe(expected);
  });

  it('gives stored invoice numbers the same key', () => {
    expect(invoiceMatchKey('INV2570/000123')).toBe(normaliseRef2('INV2570000123'));
  });
});

// Member 1 owes two invoices (oldest first); member 2 has paid everything; member 3 owes one.
const invoices: MatchInvoice[] = [
  { id: 11, memberId: 1, key: '2570/11', dueSatang: 10_000, state: 'unpaid' },
  { id: 12, memberId: 1, key: '2570/12', dueSatang: 15_000, state: 'unpaid' },
  { id: 21, memberId: 2, key: '2570/21', dueSatang: 0, state: 'paid' },
  { id: 22, memberId: 2, key: '2570/22', dueSatang: 5_000, state: 'cancelled' },
  { id: 31, memberId: 3, key: '2570/31', dueSatang: 7_000, state: 'unpaid' },
  { id: 10, memberId: 1, key: '2570/10', dueSatang: 0, state: 'paid' },
];
const ctx: MatchContext = {
  memberExists: (id) => [1, 2, 3].includes(id),
  invoiceByKey: (key) => invoices.find((i) => i.key === key),
  unpaidOf: (id) => invoices.filter((i) => i.memberId === id && i.state === 'unpaid'),
};

describe('matchBankLine', () => {
  it.each([
    ['exact amount of the named invoice', '00001', 'INV2570000011', 10_000, 'C', 'matched', [11]],
    [
      'the newest invoice named, paying both oldest',
      '1',
      'INV2570/000012',
      25_000,
      'C',
      'matched',
      [11, 12],
    ],
    [
      'the newest invoice named at its own amount',
      '1',
      'INV2570000012',
      15_000,
      'C',
      'matched',
      [12],
    ],
    [
      'Ref2 unreadable, amount pays the oldest',
      '00001',
      'XYZ',
      10_000,
      'C',
      'matched_member',
      [11],
    ],
    [
      'Ref2 already paid, amount pays the oldest two',
      '00001',
      '2570000010',
      25_000,
      'C',
      'matched_member',
      [11, 12],
    ],
    [
      'Ref2 of another member, amount fits this one',
      '00003',
      'INV2570000011',
      7_000,
      'C',
      'matched_member',
      [31],
    ],
    ['less than the invoice', '00001', 'INV2570000011', 9_999, 'C', 'amount_differs', []],
    ['more than everything owed', '00001', 'INV2570000011', 30_000, 'C', 'overpaid', [11, 12]],
    ['more than owed, Ref2 unreadable', '00001', 'XYZ', 25_001, 'C', 'overpaid', [11, 12]],
    ['between two runs of invoices', '00001', 'XYZ', 20_000, 'C', 'amount_differs', []],
    ['nothing owed at all', '00002', 'XYZ', 1_000, 'C', 'no_debt', []],
    ['member paid twice', '00002', 'INV2570000021', 1_000, 'C', 'already_paid', []],
    ['cancelled invoice', '00002', 'INV2570000022', 5_000, 'C', 'cancelled', []],
    ['unknown member', '00099', 'INV2570000011', 10_000, 'C', 'unknown_member', []],
    ['unreadable member', 'ABC', 'INV2570000011', 10_000, 'C', 'unknown_member', []],
    ['a reversal', '00001', 'INV2570000011', 10_000, 'D', 'reversal', []],
    ['no amount', '00001', 'INV2570000011', 0, 'C', 'invalid', []],
    ['an unknown kind', '00001', 'INV2570000011', 10_000, 'X', 'invalid', []],
  ])('%s', (_name, ref1, ref2, amountSatang, kind, verdict, invoiceIds) => {
    const result = matchBankLine({ ref1, ref2, amountSatang, kind }, ctx);
    expect(result.verdict).toBe(verdict);
    expect(result.invoiceIds).toEqual(invoiceIds);
  });

  it('keeps what is left over after everything owed as credit, and only that', () => {
    const line = (ref1: string, amountSatang: number) =>
      matchBankLine({ ref1, ref2: 'XYZ', amountSatang, kind: 'C' }, ctx).creditSatang;
    expect(line('1', 30_000)).toBe(5_000);
    expect(line('2', 1_000)).toBe(1_000);
    expect(line('1', 25_000)).toBe(0);
    expect(line('1', 9_999)).toBe(0);
  });

  it('names the member when it is known, even when the line is held', () => {
    expect(matchBankLine({ ref1: '1', ref2: '', amountSatang: 1, kind: 'C' }, ctx).memberId).toBe(
      1,
    );
    expect(
      matchBankLine({ ref1: '99', ref2: '', amountSatang: 1, kind: 'C' }, ctx).memberId,
    ).toBeNull();
  });
});

describe('accepted channels', () => {
  it.each([
    [[], 'EPY', true],
    [['NET', 'ATM'], 'NET', true],
    [['NET', 'ATM'], ' atm ', true],
    [['NET', 'ATM'], 'EPY', false],
    [['NET', 'ATM'], '', false],
  ])('%j accepts %j: %j', (accepted, channel, expected) => {
    expect(channelAccepted(accepted, channel)).toBe(expected);
  });

  const only = { ...ctx, acceptedChannels: ['NET', 'ATM'] };
  it.each([
    ['an accepted channel matches as usual', 'ATM', 10_000, 'C', 'matched', [11]],
    [
      'another channel is held, though it would match',
      'EPY',
      10_000,
      'C',
      'channel_not_accepted',
      [],
    ],
    [
      'another channel, amount differing: held for the channel',
      'EPY',
      9_999,
      'C',
      'channel_not_accepted',
      [],
    ],
    ['a reversal stays a reversal whatever its channel', 'EPY', 10_000, 'D', 'reversal', []],
    ['no amount stays unreadable', 'EPY', 0, 'C', 'invalid', []],
  ])('%s', (_name, channel, amountSatang, kind, verdict, invoiceIds) => {
    const result = matchBankLine(
      { ref1: '00001', ref2: 'INV2570000011', amountSatang, kind, channel },
      only,
    );
    expect(result.verdict).toBe(verdict);
    expect(result.invoiceIds).toEqual(invoiceIds);
    // The member is named, so a person can settle the held line by hand.
    expect(result.memberId).toBe(1);
  });
});

describe('bankTransactionKey', () => {
  it('differs when any of bank, account, time, refs, amount or kind differs', () => {
    const d = {
      paidDate: '2026-11-19',
      paidTime: '08:00:00',
      ref1: '1',
      ref2: '2',
      amountSatang: 5,
      kind: 'C',
    };
    const base = bankTransactionKey('014', '1', d);
    expect(bankTransactionKey('014', '1', { ...d })).toBe(base);
    expect(bankTransactionKey('002', '1', d)).not.toBe(base);
    expect(bankTransactionKey('014', '1', { ...d, paidTime: '08:00:01' })).not.toBe(base);
    expect(bankTransactionKey('014', '1', { ...d, amountSatang: 6 })).not.toBe(base);
  });
});
