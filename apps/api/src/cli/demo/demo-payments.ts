import { isRoleNumber } from '@prapa/domain/roles';
import { BANGKOK_UTC_OFFSET_MS, parseIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  findAccountRecord,
  listAccountRecords,
} from '../../modules/accounts/accounts.repository.ts';
import type { SessionAccount } from '../../modules/auth/session-account.ts';
import { changeClientStatus } from '../../modules/clients/client-status.service.ts';
import { voidReceipt } from '../../modules/payments/receipts.service.ts';
import { setPayment } from '../../modules/payments/set-payment.service.ts';

/** Households left owing 1–3 months (the dashboard's debt), one of them cancelled since. */
export const DEMO_OWING_HOUSEHOLDS = 10;
/** Households whose October bill is paid at the counter today (dashboard "today"). */
export const DEMO_PAID_TODAY = 4;
export const DEMO_VOID_REASON = 'รับเงินผิดราย บันทึกชำระให้ผู้ใช้น้ำผิดคน ออกใบเสร็จใหม่แล้ว';
const CANCEL_REASON = 'ย้ายออกจากหมู่บ้าน ค้างชำระค่าน้ำ';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic 0 ≤ x < 1 from a few integers (the same mix as demo-readings). */
function random(...keys: number[]): number {
  let seed = keys.reduce((acc, key) => Math.imul(acc ^ key, 0x9e3779b1) >>> 0, 0x2545f491);
  seed = (seed + 0x6d2b79f5) >>> 0;
  let x = Math.imul(seed ^ (seed >>> 15), seed | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

type DemoInvoice = { id: number; client_id: number; member_id: number; invoice_date: string };
type Payment = { at: Date; clientId: number; invoiceIds: number[]; total: number };

async function cashier(ctx: RequestContext, userName: string): Promise<SessionAccount> {
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

/** An instant `days` after a Bangkok calendar date, at `minutes` past 08:30. */
function afterDate(iso: string, days: number, minutes: number): Date {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(`bad date ${iso}`);
  return new Date(
    Date.UTC(d.year, d.month - 1, d.day, 8, 30) -
      BANGKOK_UTC_OFFSET_MS +
      days * DAY_MS +
      minutes * 60_000,
  );
}

/**
 * Plans each household's payments: its invoices oldest first, one or two at a time, paid 3–17
 * days after the newer one was issued. DEMO_OWING_HOUSEHOLDS households stop paying 1–3
 * months before the end; DEMO_PAID_TODAY pay their last bill today.
 */
function planPayments(
  rows: DemoInvoice[],
  totals: Map<number, number>,
  now: Date,
): { payments: Payment[]; owing: number[]; today: Payment[] } {
  const byClient = new Map<number, DemoInvoice[]>();
  for (const row of rows)
    byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);
  const clients = [...byClient.keys()].sort((a, b) => a - b);
  // Spread over the register: every fifth household from the second, as far as it goes.
  const owing = clients.filter((_, i) => i % 5 === 1).slice(0, DEMO_OWING_HOUSEHOLDS);
  const payingToday = clients
    .filter((id) => !owing.includes(id))
    .filter((_, i) => i % 7 === 3)
    .slice(0, DEMO_PAID_TODAY);

  const payments: Payment[] = [];
  const today: Payment[] = [];
  for (const clientId of clients) {
    const invoices = byClient.get(clientId) ?? [];
    const member = invoices[0]?.member_id ?? clientId;
    let payable = invoices.length;
    if (owing.includes(clientId)) payable -= 1 + Math.floor(random(member, 11) * 3);
    if (payingToday.includes(clientId)) payable -= 1;
    let i = 0;
    while (i < payable) {
      const two = i + 1 < payable && random(member, i, 5) < 0.25;
      const group = invoices.slice(i, i + (two ? 2 : 1));
      const newest = group.at(-1) as DemoInvoice;
      const at = afterDate(
        newest.invoice_date,
        3 + Math.floor(random(member, i, 7) * 15),
        Math.floor(random(member, i, 9) * 420),
      );
      if (at.getTime() >= now.getTime()) break;
      payments.push({
        at,
        clientId,
        invoiceIds: group.map((g) => g.id),
        total: group.reduce((sum, g) => sum + (totals.get(g.id) ?? 0), 0),
      });
      i += group.length;
    }
    if (payingToday.includes(clientId)) {
      const last = invoices.at(-1) as DemoInvoice;
      const at = new Date(now.getTime() - (today.length + 1) * 7 * 60_000);
      today.push({ at, clientId, invoiceIds: [last.id], total: totals.get(last.id) ?? 0 });
    }
  }
  payments.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { payments, owing, today };
}

/** Cash handed over: often the exact amount, otherwise rounded up to a 100-baht note. */
const cashFor = (total: number, key: number) =>
  random(key, 3) < 0.4 ? total : Math.ceil(total / 10_000) * 10_000;

/**
 * Receipts for the demo invoices, through the payment service (numbered, audited, debt and
 * status kept): most households pay every bill on a realistic day after it was issued, the
 * cashiers norm and (now and then) admin; ten households still owe 1–3 months, one of them
 * cancelled since (2_1); one receipt was voided with a reason and issued again; a few bills
 * were paid today. Runs only while no receipt exists, so seeding again changes nothing.
 */
export async function seedDemoPayments(ctx: RequestContext): Promise<void> {
  const [existing] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from receipts`,
  );
  if ((existing?.n ?? 0) > 0) return;
  const rows = await rawRows<DemoInvoice & { total: number }>(
    ctx.db,
    sql`select i.id, i.client_id, c.member_id, i.invoice_date::text as invoice_date,
          i.total_satang::float8 as total
        from invoices i
        join billing_cycles bc on bc.id = i.cycle_id
        join clients c on c.id = i.client_id
        where i.receipt_id is null
        order by i.client_id, bc.period_year, bc.period_month, i.id`,
  );
  if (rows.length === 0) return;
  const totals = new Map(rows.map((r) => [r.id, r.total]));
  const norm = await cashier(ctx, 'norm');
  const admin = await cashier(ctx, 'admin');
  const { payments, owing, today } = planPayments(rows, totals, ctx.now);

  const pay = (payment: Payment, who: SessionAccount, key: number) =>
    setPayment(
      { ...ctx, now: payment.at, account: who },
      { invoices: payment.invoiceIds, received: cashFor(payment.total, key) },
      undefined,
    );
  let voided = false;
  for (const [index, payment] of payments.entries()) {
    const who = index % 5 === 4 ? admin : norm;
    const answer = await pay(payment, who, index);
    // Once, half-way: the cashier keyed the wrong household's bill; the administrator voids
    // the receipt ten minutes later and it is paid again correctly.
    if (!voided && index === Math.floor(payments.length / 2)) {
      voided = true;
      const later = new Date(payment.at.getTime() + 10 * 60_000);
      await voidReceipt(
        { ...ctx, now: later, account: admin },
        { id: answer.body.data.id, reason: DEMO_VOID_REASON },
      );
      await pay({ ...payment, at: new Date(later.getTime() + 60_000) }, norm, index);
    }
  }
  for (const [index, payment] of today.entries()) await pay(payment, norm, 1000 + index);

  const cancelled = owing[owing.length - 1];
  if (cancelled !== undefined) {
    await changeClientStatus(
      { ...ctx, account: admin },
      { id: cancelled, action: 'cancel', reason: CANCEL_REASON },
    );
  }
}
