import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TClient, TCreateClientRequest } from '@prapa/contracts/clients';
import { ROLE, type RoleNumber } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { createTestMasterData } from '../../test/factories.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

type CreateParams = TCreateClientRequest['params'];

let meterSequence = 0;

/**
 * What the client and meter tests share: master data, a signed-in token per role (inserted
 * sessions, no slow password hashing) and a create helper going through the real route.
 */
export async function clientTestKit(t: TestApp) {
  const master = await createTestMasterData(t.db);
  const tokens = new Map<RoleNumber, string>();
  const headersFor = async (role: RoleNumber) => {
    let token = tokens.get(role);
    if (!token) {
      const account = await t.createAccount({ role });
      token = await t.sessionFor(account.id);
      tokens.set(role, token);
    }
    return bearer(token);
  };
  const norm = await headersFor(ROLE.NORM);

  const paramsFor = (overrides: Partial<CreateParams> = {}): CreateParams => {
    meterSequence += 1;
    return {
      first_name: 'สมชาย',
      last_name: 'ใจดี',
      house_no: `${meterSequence}/1`,
      address: 'หมู่ 2 ตำบลหนองน้ำใส',
      area: master.areaId,
      tariff_group_id: master.tariffGroupId,
      phone: '081-234-5678',
      ...overrides,
      meter: {
        meter_no: `NS-T${String(meterSequence).padStart(6, '0')}`,
        meter_type_id: master.meterTypeId,
        initial_reading: 0,
        installed_on: '2025-10-01',
        ...overrides.meter,
      },
    };
  };

  /** POST /api/user/client as NORM; throws unless 201. */
  const create = async (overrides: Partial<CreateParams> = {}): Promise<TClient> => {
    const response = await t.app.inject({
      method: 'POST',
      url: CLIENT_PATHS.client,
      headers: norm,
      payload: { params: paramsFor(overrides) },
    });
    if (response.statusCode !== 201) {
      throw new Error(`create client: ${response.statusCode} ${response.body}`);
    }
    return (response.json() as { data: TClient }).data;
  };

  /** Debt is kept by the invoices feature; tests set it directly. */
  const setDebt = async (id: number, satang: number, statusCode?: string) => {
    await t.db
      .update(clients)
      .set({ debtSatang: satang, ...(statusCode ? { statusCode } : {}) })
      .where(eq(clients.id, id));
  };

  return { master, norm, headersFor, paramsFor, create, setDebt };
}

export type ClientTestKit = Awaited<ReturnType<typeof clientTestKit>>;
