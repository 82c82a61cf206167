import { describe, expect, it } from 'vitest';
import type { BankFileRead, BankState, Evaluation } from './bank-import.service.ts';
import { keepEvaluation, sameState, takeEvaluation } from './evaluation-cache.ts';

const state = (): BankState => ({
  settings: {
    biller_id: '099400015981100',
    accounts: [],
    accepted_channels: [],
    updated_at: null,
  },
  alreadyImported: false,
  clients: [{ id: 1, member_id: 42, fullname: 'นายสมชาย ใจดี' }],
  invoiceRows: [
    {
      id: 7,
      client_id: 1,
      invoice_no: 'INV2570/000007',
      key: '2570/7',
      total_satang: 12_300,
      due_satang: 12_300,
      paid: false,
      cancelled: false,
    },
  ],
  known: new Set<string>(),
  startMonth: 10,
});

const file = (sha256: string, table: BankFileRead['table'] = null) =>
  ({ sha256, table }) as BankFileRead;
const evaluation = (fingerprint: string) => ({ dryRun: { fingerprint } }) as Evaluation;

describe('the dry runs a confirm may reuse', () => {
  it('sees the same state as the same, and any changed invoice, client or setting as changed', () => {
    expect(sameState(state(), state())).toBe(true);
    const paid = state();
    paid.invoiceRows[0] = { ...(paid.invoiceRows[0] as BankState['invoiceRows'][0]), paid: true };
    expect(sameState(state(), paid)).toBe(false);
    const partly = state();
    partly.invoiceRows[0] = {
      ...(partly.invoiceRows[0] as BankState['invoiceRows'][0]),
      due_satang: 12_000,
    };
    expect(sameState(state(), partly)).toBe(false);
    expect(sameState(state(), { ...state(), clients: [] })).toBe(false);
    expect(sameState(state(), { ...state(), known: new Set(['014|x']) })).toBe(false);
    expect(sameState(state(), { ...state(), alreadyImported: true })).toBe(false);
    const settings = state();
    settings.settings = { ...settings.settings, accepted_channels: ['ATM'] };
    expect(sameState(state(), settings)).toBe(false);
  });

  it('gives a kept dry run once, for the same bytes only, and not after half an hour', () => {
    keepEvaluation(file('a'), state(), evaluation('f1'), 0);
    expect(takeEvaluation('f1', 'other bytes', 1)).toBeUndefined();
    keepEvaluation(file('a'), state(), evaluation('f1'), 0);
    expect(takeEvaluation('f1', 'a', 1)?.evaluation.dryRun.fingerprint).toBe('f1');
    expect(takeEvaluation('f1', 'a', 2)).toBeUndefined();
    keepEvaluation(file('a'), state(), evaluation('f2'), 0);
    expect(takeEvaluation('f2', 'a', 31 * 60_000)).toBeUndefined();
  });

  it('keeps no CSV or Excel list, and only the last two files', () => {
    keepEvaluation(file('c', { parsed: {} as never, mappingKey: 'm' }), state(), evaluation('c'));
    expect(takeEvaluation('c', 'c')).toBeUndefined();
    for (const f of ['x', 'y', 'z']) keepEvaluation(file(f), state(), evaluation(f));
    expect(takeEvaluation('x', 'x')).toBeUndefined();
    expect(takeEvaluation('y', 'y')).toBeDefined();
    expect(takeEvaluation('z', 'z')).toBeDefined();
  });
});
