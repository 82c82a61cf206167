import { describe, expect, it } from 'vitest';
import { snakeCaseKeys, toQueryString, toSnakeCase } from './snake-case.ts';

describe('toSnakeCase', () => {
  it.each([
    ['cycleId', 'cycle_id'],
    ['meterNo', 'meter_no'],
    ['debtBillingStack', 'debt_billing_stack'],
    ['client_id', 'client_id'],
    ['s_1_0', 's_1_0'],
    ['diffUnit', 'diff_unit'],
    ['address2', 'address2'],
    ['invoiceID', 'invoice_id'],
    ['HTMLParser', 'html_parser'],
    ['page', 'page'],
  ])('%s → %s', (input, expected) => {
    expect(toSnakeCase(input)).toBe(expected);
  });
});

describe('snakeCaseKeys', () => {
  it('converts nested object keys and keys inside arrays, never values', () => {
    const body = {
      billCycleNo: 3,
      params: { firstName: 'สมชาย', houseNo: '12/3', meterReadings: [{ currentMeter: 10 }] },
      invoiceIds: ['invoiceId', 'x'],
    };
    expect(snakeCaseKeys(body)).toEqual({
      bill_cycle_no: 3,
      params: { first_name: 'สมชาย', house_no: '12/3', meter_readings: [{ current_meter: 10 }] },
      invoice_ids: ['invoiceId', 'x'],
    });
  });

  it('leaves FormData, Blob and Date untouched (same instance)', () => {
    const form = new FormData();
    form.append('fileName', 'a.csv');
    const blob = new Blob(['x']);
    const date = new Date('2026-11-20T00:00:00Z');
    expect(snakeCaseKeys(form)).toBe(form);
    expect((snakeCaseKeys({ fileBody: blob }) as { file_body: Blob }).file_body).toBe(blob);
    expect((snakeCaseKeys({ paidAt: date }) as { paid_at: Date }).paid_at).toBe(date);
    expect(form.get('fileName')).toBe('a.csv');
  });

  it('passes primitives and null through', () => {
    expect(snakeCaseKeys(null)).toBeNull();
    expect(snakeCaseKeys('camelCase')).toBe('camelCase');
    expect(snakeCaseKeys(5)).toBe(5);
  });
});

describe('toQueryString', () => {
  it('snake-cases keys and drops undefined and null', () => {
    expect(toQueryString({ cycleId: 4, clientId: undefined, areaId: null, diffUnit: 0 })).toBe(
      '?cycle_id=4&diff_unit=0',
    );
  });

  it('repeats the key for arrays and encodes Thai text', () => {
    expect(toQueryString({ statusCode: ['1_0', '1_1'], q: 'สมชาย' })).toBe(
      `?status_code=1_0&status_code=1_1&q=${encodeURIComponent('สมชาย')}`,
    );
  });

  it('is empty without params', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});
