import { BANK_COLUMNS_IN_ORDER } from '@prapa/contracts/bank-import';
import { buildBankFile } from '@prapa/domain/bank-file-builder';
import { isValidBillerId } from '@prapa/domain/bill-payment-codes';
import { formatMemberId } from '@prapa/domain/member-id';
import { bangkokDateParts, toIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  confirmBankFile,
  dryRunBankFile,
} from '../../modules/bank-import/bank-import-confirm.service.ts';
import { saveBankMapping } from '../../modules/bank-import/bank-mapping.service.ts';
import {
  findBankSettings,
  saveBankSettings,
} from '../../modules/bank-import/bank-settings.service.ts';
import { resolveBankLine } from '../../modules/credit/bank-line-resolve.service.ts';
import { cashier } from './demo-counter-day.ts';

/** A valid biller id for the demo when the organisation has none (tax id 0994000159811 + 00). */
export const DEMO_BILLER_ID = '099400015981100';
export const DEMO_BANK = { bankCode: '014', account: '1234567890' } as const;

/**
 * Bank settings and one imported bank file of yesterday whose lines are all held or rejected
 * (members who paid 10 baht short, an unknown Ref1, a reversal), so the check page has a file to
 * show; two of them are then resolved by hand (a partial payment, a credit balance, decision
 * 031) and the others stay held for the check page. The generator has already written the
 * daily bank files of the months before (generator-bank.repository.ts). Runs inside the
 * generated-data step (its audit rows count as generated) and only once.
 */
export async function seedDemoBank(ctx: RequestContext): Promise<void> {
  const [done] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from bank_imports where file_name like 'SCB_BILLPAY_%'`,
  );
  if ((done?.n ?? 0) > 0) return;
  const admin = await cashier(ctx, 'admin');
  const as = { ...ctx, account: admin };
  const current = (await findBankSettings(ctx.db)).biller_id;
  const billerId = isValidBillerId(current) ? current : DEMO_BILLER_ID;
  await saveBankSettings(as, {
    biller_id: billerId,
    accounts: [
      {
        bank_code: DEMO_BANK.bankCode,
        account_no: DEMO_BANK.account,
        account_name: 'การประปา (บัญชีรับชำระ)',
      },
    ],
    accepted_channels: ['NET', 'ATM', 'IND', 'EPY', 'CDM'],
  });
  // The bank's CSV / Excel list too: date, time, name, Ref1, Ref2, amount under one heading row.
  await saveBankMapping(as, {
    bank_code: DEMO_BANK.bankCode,
    account_no: DEMO_BANK.account,
    ...BANK_COLUMNS_IN_ORDER,
  });
  // Each member's oldest unpaid bill (what is still due on it), a handful of members.
  const oldest = await rawRows<{
    member_id: number;
    invoice_no: string;
    total: number;
    name: string;
  }>(
    ctx.db,
    sql`select distinct on (i.client_id) c.member_id::int as member_id, i.invoice_no,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as total, trim(c.first_name || ' ' || c.last_name) as name
        from invoices i join clients c on c.id = i.client_id
        left join billing_cycles bc on bc.id = i.cycle_id
        where i.receipt_id is null and i.cancelled_at is null and c.deleted_at is null
        order by i.client_id, bc.period_year nulls first, bc.period_month nulls first, i.id
        limit 3`,
  );
  if (oldest.length === 0) return;
  const yesterday = toIsoDate(bangkokDateParts(new Date(ctx.now.getTime() - 86_400_000)));
  const channels = ['NET', 'ATM', 'EPY', 'IND'];
  const lines = oldest.map((row, i) => ({
    paidDate: yesterday,
    paidTime: `${String(8 + i).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    customerName: row.name,
    ref1: formatMemberId(row.member_id),
    ref2: row.invoice_no.replace('/', ''),
    // Paid 10 baht short: held for review, nothing applied.
    amountSatang: Math.max(100, row.total - 1_000),
    channel: channels[i % channels.length] as string,
  }));
  const first = lines[0] as (typeof lines)[number];
  lines.push({
    ...first,
    ref1: '99999',
    ref2: 'INV0000000001',
    paidTime: '19:30:00',
    amountSatang: 12_000,
  });
  // The whole bill, but through telephone banking, which the office does not accept: held.
  lines.push({
    ...first,
    paidTime: '19:45:00',
    amountSatang: (oldest[0] as (typeof oldest)[number]).total,
    channel: 'TEL',
  });
  // A reversal of a payment the bank cancelled: rejected, counted on the trailer's debit side.
  const reversal = { ...first, paidTime: '20:00:00', kind: 'D' as const };
  const bytes = buildBankFile({
    ...DEMO_BANK,
    companyName: 'PRAPA DEMO',
    effectiveDate: toIsoDate(bangkokDateParts(ctx.now)),
    billerId,
    lines: [...lines, reversal],
  });
  const upload = {
    file_name: `SCB_BILLPAY_${yesterday.replace(/-/g, '')}.txt`,
    content_base64: Buffer.from(bytes).toString('base64'),
  };
  const run = await dryRunBankFile(as, upload, 'th');
  if (!run.can_confirm) return;
  const applied = await confirmBankFile(as, { ...upload, fingerprint: run.fingerprint }, 'th');
  await resolveDemoLines(as, applied.import_id, run.lines);
}

/**
 * Decision 031 in the demo: the first short payment is applied by hand as a partial payment of
 * that member's oldest bill (paid / still due), and the unknown member's line is assigned as
 * credit to a member who owes nothing (a credit balance the next bill run deducts).
 */
async function resolveDemoLines(
  ctx: RequestContext,
  importId: number,
  lines: readonly { record: number; verdict: string }[],
): Promise<void> {
  const short = lines.find((l) => l.verdict === 'amount_differs');
  if (short) await resolveBankLine(ctx, importId, short.record, { action: 'partial' });
  const unknown = lines.find((l) => l.verdict === 'unknown_member');
  const [debtFree] = await rawRows<{ member_id: number }>(
    ctx.db,
    sql`select member_id::int as member_id from clients
        where debt_satang = 0 and deleted_at is null order by member_id limit 1`,
  );
  if (unknown && debtFree) {
    await resolveBankLine(ctx, importId, unknown.record, {
      action: 'credit',
      member_id: debtFree.member_id,
      note: 'ผู้ชำระแจ้งเลขทะเบียนผิด',
    });
  }
}
