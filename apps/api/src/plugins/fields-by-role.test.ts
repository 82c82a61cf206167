import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { DASHBOARD_PATHS } from '@prapa/contracts/dashboard';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { READING_PATHS } from '@prapa/contracts/readings';
import { canCallApi } from '@prapa/domain/access-list';
import { ROLE, ROLE_DEFAULT_FLAGS, ROLE_NAME, type RoleNumber } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/clients.ts';
import { createPaymentsKit, type PaymentsKit } from '../modules/payments/payments-test-kit.ts';
import { bearer } from '../test/test-app.ts';

/**
 * Data minimisation (docs/decisions/015): what each role is answered, field by field. The
 * meter reader (VIEW) gets member id, name, address, area, meter and readings, and nothing of
 * a member's phone, e-mail, status, debt, charges or payments.
 */
let kit: PaymentsKit;
let clientId = 0;
let memberId = 0;
const tokens = {} as Record<RoleNumber, string>;
const PHONE = '081-234-5678';
const EMAIL = 'somsak@example.co.th';

beforeAll(async () => {
  kit = await createPaymentsKit();
  const who = await kit.addClient('1_1');
  clientId = who.clientId;
  await kit.t.db
    .update(clients)
    .set({ phone: PHONE, email: EMAIL, address: 'หมู่ 3 ตำบลบ้านใหม่', houseNo: '12/3' })
    .where(eq(clients.id, clientId));
  await kit.addInvoices(who, [
    { year: 2026, month: 9 },
    { year: 2026, month: 10 },
  ]);
  const [row] = await kit.t.db.select().from(clients).where(eq(clients.id, clientId));
  memberId = row?.memberId ?? 0;
  tokens[ROLE.VIEW] = kit.view;
  tokens[ROLE.NORM] = kit.norm;
  tokens[ROLE.ADMIN] = kit.admin;
  tokens[ROLE.DEV] = (await kit.t.loginAs(ROLE.DEV)).token;
}, 60_000);
afterAll(() => kit.t.close());

const ROLES = [ROLE.VIEW, ROLE.NORM, ROLE.ADMIN, ROLE.DEV] as const;
const EACH_ROLE = ROLES.map((role) => [ROLE_NAME[role], role] as const);
const get = (url: string, role: RoleNumber) =>
  kit.t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });

const READER_CLIENT_FIELDS = [
  'address',
  'area',
  'area_code',
  'area_name',
  'client_id',
  'first_name',
  'fullname',
  'house_no',
  'id',
  'initial_reading',
  'installed_on',
  'last_name',
  'memberId',
  'meterName',
  'meterNo',
  'meterSize',
  'meter_digit',
  'meter_id',
  'meter_type_id',
  'meter_type_name',
  'waterNo',
];
/** What office staff see on top of the reader's fields. */
const OFFICE_ONLY_CLIENT_FIELDS = [
  'created_date',
  'debt',
  'email',
  'ignored',
  'ignored_reason',
  'meter_type_fee',
  'modify_date',
  'owing',
  'phone',
  'status_code',
  'status_name',
  'tariff_group_id',
  'tariff_group_name',
];
const READER_LOOKUP_FIELDS = [
  'area_name',
  'client_id',
  'fullname',
  'house_no',
  'id',
  'memberId',
  'meterNo',
  'waterNo',
];

const keysOf = (value: unknown) => Object.keys(value as object).sort();

describe('member record fields by role', () => {
  it.each(EACH_ROLE)('GET one client as %s', async (_name, role) => {
    const response = await get(`${CLIENT_PATHS.client}?id=${clientId}`, role);
    expect(response.statusCode).toBe(200);
    const client = response.json().data;
    if (role === ROLE.VIEW) {
      expect(keysOf(client)).toEqual(READER_CLIENT_FIELDS);
      expect(client).toMatchObject({ memberId, house_no: '12/3', address: 'หมู่ 3 ตำบลบ้านใหม่' });
    } else {
      expect(keysOf(client)).toEqual(
        [...READER_CLIENT_FIELDS, ...OFFICE_ONLY_CLIENT_FIELDS].sort(),
      );
      expect(client).toMatchObject({ phone: PHONE, email: EMAIL, debt: 30_000 });
    }
  });

  it.each(EACH_ROLE)('GET a page of clients as %s', async (_name, role) => {
    const response = await get(`${CLIENT_PATHS.client}?page=1`, role);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json().data;
    expect(rows.length).toBeGreaterThan(0);
    const expected =
      role === ROLE.VIEW
        ? READER_CLIENT_FIELDS
        : [...READER_CLIENT_FIELDS, ...OFFICE_ONLY_CLIENT_FIELDS].sort();
    for (const row of rows) expect(keysOf(row)).toEqual(expected);
  });

  it.each(EACH_ROLE)('autocomplete as %s', async (_name, role) => {
    for (const path of [CLIENT_PATHS.lookupAll, CLIENT_PATHS.lookupClientId]) {
      const response = await get(
        `${path}?q=${path === CLIENT_PATHS.lookupAll ? '12/3' : memberId}`,
        role,
      );
      expect(response.statusCode).toBe(200);
      const [first] = response.json().data;
      expect(first, path).toBeDefined();
      const expected =
        role === ROLE.VIEW
          ? READER_LOOKUP_FIELDS
          : [...READER_LOOKUP_FIELDS, 'status_code', 'status_name'].sort();
      expect(keysOf(first)).toEqual(expected);
    }
  });

  it.each(EACH_ROLE)(
    "a member's reading history as %s: the charge is office data",
    async (_name, role) => {
      const response = await get(READING_PATHS.history.replace(':id', String(clientId)), role);
      expect(response.statusCode).toBe(200);
      const items = response.json().data;
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(item).toMatchObject({ previousMeter: 0, currentMeter: 10, meterUsage: 10 });
        expect('total_charge' in item).toBe(role !== ROLE.VIEW);
      }
    },
  );

  it('refuses the reader a filter or an order that would reveal status or debt', async () => {
    for (const query of ['sort=debt', 'sort=status_code', 'status_code=1_1']) {
      const refused = await get(`${CLIENT_PATHS.client}?${query}`, ROLE.VIEW);
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().error.message).toContain('พนักงานจดมาตร');
      expect((await get(`${CLIENT_PATHS.client}?${query}`, ROLE.NORM)).statusCode).toBe(200);
    }
  });
});

/** Calls the reader may not make at all: exports, prints, summaries and money. */
const OFFICE_ONLY_CALLS = [
  CLIENT_PATHS.exportCsv,
  CLIENT_PATHS.byCheckboxPdf,
  CLIENT_PATHS.byCheckbox,
  CLIENT_PATHS.summary,
  CLIENT_PATHS.groupTotal,
  PAYMENT_PATHS.debtRatio,
  PAYMENT_PATHS.debtSummarize,
  PAYMENT_PATHS.unpaidByCycle,
  PAYMENT_PATHS.today,
  READING_PATHS.exportXlsx,
  `${READING_PATHS.waterCost}?client_id=CLIENT&diff_unit=12`,
];

describe('calls by role', () => {
  it.each(OFFICE_ONLY_CALLS)('%s: 403 for VIEW, answered for office staff', async (path) => {
    const url = path.replace('CLIENT', String(clientId));
    const refused = await get(url, ROLE.VIEW);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN' });
    expect(refused.body).not.toContain(PHONE);
    for (const role of [ROLE.NORM, ROLE.ADMIN, ROLE.DEV]) {
      expect((await get(url, role)).statusCode, `${ROLE_NAME[role]} ${url}`).toBe(200);
    }
  });

  it.each(EACH_ROLE)(
    'reading progress for the home page as %s: counts only',
    async (_name, role) => {
      const response = await get(DASHBOARD_PATHS.readingProgress, role);
      expect(response.statusCode).toBe(200);
      const progress = response.json().data;
      expect(keysOf(progress)).toEqual(['active_meter', 'areas', 'count_noted', 'cycle']);
      for (const area of progress.areas) {
        expect(keysOf(area)).toEqual(['active_meter', 'area_id', 'area_name', 'count_noted']);
      }
    },
  );
});

/** Every key anywhere in a JSON answer. */
function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      allKeys(inner, into);
    }
  }
  return into;
}

/** Names of member contact, status and money fields in any answer. */
const FORBIDDEN_FOR_READER = [
  'phone',
  'email',
  'debt',
  'status_code',
  'status_name',
  'total_charge',
  'water_charge',
  'amount',
  'amount_satang',
  'paid',
  'receipt_no',
  'invoice_no',
  'unpaid',
];

describe("every call the reader's role allows (grows as routes are added)", () => {
  it('never answers the reader a member contact, status or money field', async () => {
    const routes = kit.t.app.apiRoutes.filter(
      (route) =>
        route.method === 'GET' &&
        route.access !== 'public' &&
        canCallApi(
          ROLE.VIEW,
          ROLE_DEFAULT_FLAGS[ROLE.VIEW],
          route.access.area,
          route.access.access,
        ),
    );
    expect(routes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, String(clientId));
      const query = `?id=${clientId}&client_id=${memberId}&q=${memberId}`;
      const response = await get(`${url}${query}`, ROLE.VIEW);
      if (response.body.includes(PHONE) || response.body.includes(EMAIL)) {
        leaks.push(`${route.url}: contact details in the body`);
      }
      // Master data (statuses, the office's own phone on its letterhead) is not member data.
      if (route.access !== 'public' && route.access.area === 'config') continue;
      if (!String(response.headers['content-type']).includes('json')) continue;
      const found = [...allKeys(response.json())].filter((key) =>
        FORBIDDEN_FOR_READER.includes(key),
      );
      if (found.length > 0) leaks.push(`${route.url}: ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
