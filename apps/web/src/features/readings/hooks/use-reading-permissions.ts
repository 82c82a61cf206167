import { canCallApi } from '@prapa/domain/access-list';
import { ROLE } from '@prapa/domain/roles';
import { useSession } from '../../../lib/use-session.ts';

/**
 * What the signed-in account may do here: record readings (the meter flags), mark meters as
 * estimated (a billing-cycle change, so office staff only, not the meter reader), and see what
 * the typed units would cost (office staff only).
 */
export function useReadingPermissions() {
  const { role, user } = useSession();
  if (role === null) {
    return { canRecord: false, canMark: false, canSeeCost: false, canCorrectClosed: false };
  }
  const flags = {
    general_read: user.general_read === true,
    general_edit: user.general_edit === true,
    meter_read: user.meter_read === true,
    meter_edit: user.meter_edit === true,
  };
  return {
    canRecord: canCallApi(role, flags, 'readings', 'write'),
    canMark: canCallApi(role, flags, 'billing-cycles', 'write'),
    // A charge is money: not for the meter reader (docs/decisions/015).
    canSeeCost: canCallApi(role, flags, 'invoices', 'read'),
    // A closed cycle's reading is corrected by cancelling and re-issuing its bill (decision 027).
    canCorrectClosed: role === ROLE.ADMIN || role === ROLE.DEV,
  };
}
