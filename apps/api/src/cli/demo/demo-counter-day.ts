import { isRoleNumber } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findAccountRecord,
  listAccountRecords,
} from '../../modules/accounts/accounts.repository.ts';
import type { SessionAccount } from '../../modules/auth/session-account.ts';
import { voidReceipt } from '../../modules/payments/receipts.service.ts';
import { setPayment } from '../../modules/payments/set-payment.service.ts';
import { DEMO_VOID_REASON, demoPlan } from './demo-plan.ts';

const MINUTE_MS = 60_000;

export async function cashier(ctx: RequestContext, userName: string): Promise<SessionAccount> {
  const listed = (await listAccountRecords(ctx.db)).find((a) => a.userName === userName);
  const record = listed && (await findAccountRecord(ctx.db, listed.id));
  if (!record || !isRoleNumber(record.role)) throw new Error(`demo account ${userName} missing`);
  return {
    id: record.id,
    userName: record.userName,
    fullName: record.fullName,
    role: record.role,
    roleName: record.roleName,
    roleNameTh: record.roleNameTh,
    flags: {
      general_read: record.generalRead,
      general_edit: record.generalEdit,
      meter_read: record.meterRead,
      meter_edit: record.meterEdit,
    },
  };
}

/** Cash handed over: the exact amount, or the next 100-baht note. */
const cashFor = (total: number, exact: boolean) =>
  exact ? total : Math.ceil(total / 10_000) * 10_000;

/**
 * What the generator leaves to the counter, through the payment services so the receipts
 * are numbered and audited as a cashier's would be: the newest receipt at least an hour old
 * was keyed for the wrong household, so the administrator voids it ten minutes later and it
 * is paid again; then the paid-today households (the plan's `late` members) pay their last
 * bill, a few minutes apart, up to now. Run with the generator's request id, so the data
 * still counts as generated and /dev/mock may replace it.
 */
export async function seedDemoCounterDay(ctx: RequestContext): Promise<void> {
  const norm = await cashier(ctx, 'norm');
  const admin = await cashier(ctx, 'admin');
  const at = (time: number, account: SessionAccount) => ({ ...ctx, now: new Date(time), account });

  const [wrong] = await rawRows<{ id: number; paid_at: Date; received: number }>(
    ctx.db,
    sql`select r.id, r.paid_at, r.received_satang::float8 as received from receipts r
        where r.voided_at is null and r.method = 'cash' and r.paid_at < ${new Date(ctx.now.getTime() - 60 * MINUTE_MS).toISOString()}::timestamptz
          and not exists (select 1 from invoices i where i.client_id = r.client_id and i.receipt_id is null and i.cancelled_at is null)
        order by r.paid_at desc, r.id desc limit 1`,
  );
  if (wrong) {
    const paidAt = new Date(wrong.paid_at).getTime();
    const voided = await voidReceipt(at(paidAt + 10 * MINUTE_MS, admin), {
      id: wrong.id,
      reason: DEMO_VOID_REASON,
    });
    await setPayment(
      at(paidAt + 11 * MINUTE_MS, norm),
      { invoices: voided.items.map((item) => item.invoice_id), received: wrong.received },
      undefined,
    );
  }

  const late = demoPlan().late;
  const members = 'ids' in late ? late.ids : [];
  const unpaid = await rawRows<{ member_id: number; ids: number[]; total: number }>(
    ctx.db,
    sql`select c.member_id, array_agg(i.id order by i.id) as ids, sum(i.total_satang)::float8 as total
        from invoices i join clients c on c.id = i.client_id
        where i.receipt_id is null and i.cancelled_at is null and c.member_id = any(${intArray(members)}::int[])
        group by c.member_id order by c.member_id`,
  );
  for (const [index, row] of unpaid.entries()) {
    const time = ctx.now.getTime() - (unpaid.length - index) * 7 * MINUTE_MS;
    await setPayment(
      at(time, norm),
      { invoices: row.ids, received: cashFor(row.total, index % 2 === 0) },
      undefined,
    );
  }
}
