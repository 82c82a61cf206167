import type { TDebtorRow } from '@prapa/contracts/debt';

/** A member owing three months (over 90 days), as the debtor list and the letter preview show. */
export const DEBTOR_ROW: TDebtorRow = {
  client_id: 7,
  memberId: 12,
  fullname: 'สมชาย ใจดี',
  house_no: '12/1',
  area_id: 1,
  area_name: 'หมู่ 1',
  months: 3,
  overdue_satang: 45_000,
  debt_satang: 60_000,
  oldest_due: '2026-08-15',
  days_past_due: 97,
  bucket: 'd90_plus',
  letters_sent: 0,
  last_letter: null,
  disconnection: null,
  plan: null,
};
