import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fake-clients.ts';
import { changedFields, clientFormValues } from './client-form-values.ts';

describe('changedFields', () => {
  it('keeps only what differs from the client as loaded', () => {
    const before = clientFormValues(fakeClient());
    expect(
      changedFields(before, {
        first_name: 'สมศรี',
        last_name: 'ใจดี',
        house_no: '99',
        address: 'ถนนประปา',
        area: 2,
        phone: '081-234-5678',
        email: '',
        tariff_group_id: 1,
        water_no: null,
      }),
    ).toEqual({ house_no: '99', area: 2 });
  });

  it('treats an emptied water number as cleared', () => {
    const before = clientFormValues(fakeClient({ waterNo: 'W-1' }));
    expect(changedFields(before, { water_no: null })).toEqual({ water_no: null });
  });
});
