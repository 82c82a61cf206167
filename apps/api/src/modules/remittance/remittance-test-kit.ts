import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { ROLE } from '@prapa/domain/roles';
import { bearer } from '../../test/test-app.ts';
import type { PaymentsKit } from '../payments/payments-test-kit.ts';

/** Saves the remittance rules as an ADMIN: remit daily, one business day's grace. */
export async function setUpRemittance(k: PaymentsKit, startsOn: string): Promise<void> {
  const response = await k.t.app.inject({
    method: 'PUT',
    url: REMITTANCE_PATHS.settings,
    headers: bearer(k.admin),
    payload: { cycle_days: 1, deadline_days: 1, starts_on: startsOn },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** Moves the clock; sessions idle past their expiry, so both sign in again. */
export async function jump(k: PaymentsKit, iso: string | Date): Promise<void> {
  k.t.clock.set(typeof iso === 'string' ? new Date(iso) : iso);
  k.admin = (await k.t.loginAs(ROLE.ADMIN)).token;
  k.norm = (await k.t.loginAs(ROLE.NORM)).token;
}
