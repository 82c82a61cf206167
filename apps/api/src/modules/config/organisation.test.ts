import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const LOGO = `data:image/png;base64,${'iVBORw0KGgo'.repeat(10)}=`;

const settings = (overrides: object = {}) => ({
  name: 'การประปาหมู่บ้านบ้านหนองน้ำใส',
  address: 'หมู่ 3 ตำบลหนองน้ำใส อำเภอเมือง จังหวัดขอนแก่น 40000',
  tax_id: '0994000587121',
  phone: '043-123456',
  logo: LOGO,
  receipt_header: 'ใบเสร็จรับเงินค่าน้ำประปา',
  receipt_footer: 'ขอบคุณที่ชำระตรงเวลา',
  fiscal_year_start_month: 10,
  due_rule: { kind: 'day_of_next_month', day: 10 },
  ...overrides,
});

const put = (payload: object, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: CONFIG_PATHS.organisation,
    headers: bearer(token),
    payload,
  });

const get = (token = admin) =>
  t.app.inject({ method: 'GET', url: CONFIG_PATHS.organisation, headers: bearer(token) });

describe('/api/config/organisation', () => {
  it('starts with the neutral row of the migration', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'การประปา',
      tax_id: '',
      logo: null,
      fiscal_year_start_month: 10,
      due_rule: { kind: 'days_after', days: 15 },
      updated_at: null,
    });
  });

  it('round-trips PUT then GET, and every role can read it', async () => {
    const saved = await put(settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...settings(), updated_at: t.clock().toISOString() });

    for (const role of [ROLE.VIEW, ROLE.NORM, ROLE.DEV]) {
      const { token } = await t.loginAs(role);
      const response = await get(token);
      expect(response.statusCode, `role ${role}`).toBe(200);
      expect(response.json().data).toMatchObject(settings());
    }
  });

  it('audits before → after without copying the logo image', async () => {
    await put(settings({ phone: '043-999999', logo: null }));
    const rows = await auditRows(t.db, 'organisation.update', 1);
    const last = rows.at(-1);
    expect(last?.before).toMatchObject({
      phone: '043-123456',
      logo: `(${LOGO.length} characters)`,
    });
    expect(last?.after).toMatchObject({ phone: '043-999999', logo: null });
  });

  it.each([
    [
      'a 12-digit tax id',
      { tax_id: '099400058712' },
      'tax_id',
      'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก',
    ],
    [
      'a logo over the limit',
      { logo: `data:image/png;base64,${'A'.repeat(300_000)}` },
      'logo',
      'ไฟล์โลโก้มีขนาดใหญ่เกินกำหนด',
    ],
    ['a logo that is not an image', { logo: 'data:text/html;base64,PHA+' }, 'logo', undefined],
    ['a fiscal month 13', { fiscal_year_start_month: 13 }, 'fiscal_year_start_month', undefined],
  ])('refuses %s with a field error', async (_label, change, path, message) => {
    const response = await put(settings(change));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields[0].path).toBe(path);
    if (message) expect(error.fields[0].message).toBe(message);
  });

  it('never touches the biller id, which the bank settings own: a stale form cannot undo it', async () => {
    const bank = await t.app.inject({
      method: 'PUT',
      url: BANK_IMPORT_PATHS.settings,
      headers: bearer(admin),
      payload: { biller_id: '099400058712100', accounts: [], accepted_channels: [] },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    // A form opened before, still holding the old (empty) biller id, and one holding junk.
    for (const stale of ['', '0994000587121']) {
      const saved = await put(settings({ phone: '043-555555', promptpay_biller_id: stale }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.promptpay_biller_id).toBe('099400058712100');
    }
    expect((await get()).json().data).toMatchObject({
      phone: '043-555555',
      promptpay_biller_id: '099400058712100',
    });
    const bankNow = await t.app.inject({
      method: 'GET',
      url: BANK_IMPORT_PATHS.settings,
      headers: bearer(admin),
    });
    expect(bankNow.json().data.biller_id).toBe('099400058712100');
    // The organisation's audit rows speak of what the form changed, never of the biller id.
    const last = (await auditRows(t.db, 'organisation.update', 1)).at(-1);
    expect(JSON.stringify([last?.before, last?.after])).not.toContain('promptpay_biller_id');
  });

  it('may be changed only by ADMIN and DEV', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    expect((await put(settings(), token)).statusCode).toBe(403);
    const { token: dev } = await t.loginAs(ROLE.DEV);
    expect((await put(settings(), dev)).statusCode).toBe(200);
  });
});
