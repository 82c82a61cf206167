import {
  BANK_IMPORT_PATHS,
  type TBankDryRun,
  type TBankSettings,
} from '@prapa/contracts/bank-import';
import { type BankFileLine, buildBankFile } from '@prapa/domain/bank-file-builder';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { bearer } from '../../test/test-app.ts';
import { createPaymentsKit, type PaymentsKit } from '../payments/payments-test-kit.ts';

export const BILLER = '099400015981100';
export const BANK = { bankCode: '014', account: '1234567890' };
export { BANK_COLUMNS_IN_ORDER as BANK_COLUMNS } from '@prapa/contracts/bank-import';

/**
 * Saves bank settings as an ADMIN: the test bank account, the biller id, and the accepted
 * channels (every channel unless given).
 */
export async function setUpBank(
  k: Pick<PaymentsKit, 't' | 'admin'>,
  acceptedChannels: string[] = [],
) {
  const response = await k.t.app.inject({
    method: 'PUT',
    url: BANK_IMPORT_PATHS.settings,
    headers: bearer(k.admin),
    payload: {
      biller_id: BILLER,
      accounts: [{ bank_code: BANK.bankCode, account_no: BANK.account, account_name: 'ประปา' }],
      accepted_channels: acceptedChannels,
    },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as TBankSettings;
}

/** A payments kit whose organisation has the test bank set up. */
export async function createBankKit(): Promise<PaymentsKit> {
  const k = await createPaymentsKit();
  await setUpBank(k);
  return k;
}

/** The dry run's answer, which must be 200. */
export async function dryRunOf(k: PaymentsKit, body: unknown, token = k.norm) {
  const response = await k.post(BANK_IMPORT_PATHS.dryRun, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TBankDryRun;
}

export async function memberIdOf(k: Pick<PaymentsKit, 't'>, clientId: number): Promise<number> {
  const [row] = await k.t.db
    .select({ m: clients.memberId })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.m as number;
}

export async function invoiceNoOf(k: Pick<PaymentsKit, 't'>, id: number): Promise<string> {
  const [row] = await k.t.db
    .select({ no: invoices.invoiceNo })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row?.no as string;
}

/** A bank file of these lines, as the upload body. */
export function bankUpload(
  lines: readonly Partial<BankFileLine>[],
  options: { fileName?: string; effectiveDate?: string } = {},
) {
  const bytes = buildBankFile({
    ...BANK,
    companyName: 'การประปาทดสอบ',
    effectiveDate: options.effectiveDate ?? '2026-11-20',
    billerId: BILLER,
    lines: lines.map((l, i) => ({
      paidDate: '2026-11-19',
      paidTime: `08:${String(i % 60).padStart(2, '0')}:00`,
      customerName: 'ผู้ชำระ ทดสอบ',
      ref1: '',
      ref2: '',
      amountSatang: 0,
      ...l,
    })),
  });
  return {
    file_name: options.fileName ?? 'SCB_20261120.txt',
    content_base64: Buffer.from(bytes).toString('base64'),
  };
}
