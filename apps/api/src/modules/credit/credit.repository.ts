import type { TClientCredit, TCreditMove } from '@prapa/contracts/member-credit';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { CreditReason } from '../../db/schema/client-credits.ts';
import type { Tx } from '../../db/transaction.ts';

export type CreditMoveInput = {
  clientId: number;
  /** Positive in, negative out. */
  amount: number;
  reason: CreditReason;
  receiptId?: number | null;
  invoiceId?: number | null;
  bankImportId?: number | null;
  bankRecord?: number | null;
  createdBy: number | null;
  at: Date;
};

/**
 * Writes one ledger row and moves `clients.credit_satang` by the same amount in one statement
 * (docs/decisions/031); the balance's check constraint refuses to go below zero. Returns the
 * balance after.
 */
export async function moveCredit(tx: Tx, m: CreditMoveInput): Promise<number> {
  const [row] = await rawRows<{ balance: number }>(
    tx,
    sql`with c as (
          update clients set credit_satang = credit_satang + ${m.amount}::bigint
          where id = ${m.clientId}
          returning credit_satang
        ),
        l as (
          insert into client_credits (client_id, amount_satang, reason, receipt_id, invoice_id,
            bank_import_id, bank_record, created_by, created_at)
          select ${m.clientId}, ${m.amount}::bigint, ${m.reason}, ${m.receiptId ?? null}::int,
            ${m.invoiceId ?? null}::int, ${m.bankImportId ?? null}::int,
            ${m.bankRecord ?? null}::int, ${m.createdBy}::int, ${m.at.toISOString()}
          from c
        )
        select credit_satang::float8 as balance from c`,
  );
  if (!row) throw new Error(`credit move for a missing client ${m.clientId}`);
  return row.balance;
}

export type CreditInvoice = {
  id: number;
  client_id: number;
  invoice_no: string;
  due: number;
};

/**
 * The live unpaid invoices of these clients that still ask for something (not cancelled, not
 * moved into an instalment plan, which owes them now), oldest first per
 * client (as the counter orders them), locked (id order) and then the clients (id order): the
 * order a cash payment takes them in. Only clients holding a credit balance.
 */
export async function lockCreditInvoices(
  tx: Tx,
  where: { clientIds: readonly number[] } | { cycleId: number },
): Promise<{ invoices: CreditInvoice[]; balances: Map<number, number> }> {
  const filter =
    'cycleId' in where
      ? sql`i.cycle_id = ${where.cycleId} and i.client_id in (select id from clients where credit_satang > 0)`
      : sql`i.client_id = any(${intArray(where.clientIds)}::int[])`;
  await rawRows(
    tx,
    sql`select i.id from invoices i
        where ${filter} and i.receipt_id is null and i.cancelled_at is null
          and i.moved_to_plan_id is null
        order by i.id for update of i`,
  );
  const invoices = await rawRows<CreditInvoice>(
    tx,
    sql`select i.id, i.client_id, i.invoice_no,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due
        from invoices i left join billing_cycles bc on bc.id = i.cycle_id
        where ${filter} and i.receipt_id is null and i.cancelled_at is null
          and i.moved_to_plan_id is null
          and i.total_satang > i.credit_satang + i.partial_satang
        order by i.client_id, bc.period_year nulls first, bc.period_month nulls first, i.id`,
  );
  const clientIds = [
    ...new Set('clientIds' in where ? where.clientIds : invoices.map((i) => i.client_id)),
  ].sort((a, b) => a - b);
  const rows = await rawRows<{ id: number; balance: number }>(
    tx,
    sql`select id, credit_satang::float8 as balance from clients
        where id = any(${intArray(clientIds)}::int[]) and credit_satang > 0
        order by id for update`,
  );
  return { invoices, balances: new Map(rows.map((r) => [r.id, r.balance])) };
}

/** Adds to an invoice's credit deducted (ยอดเงินคงเหลือ) or partial payments. */
export async function addToInvoice(
  tx: Tx,
  invoiceId: number,
  column: 'credit' | 'partial',
  amount: number,
): Promise<void> {
  const set =
    column === 'credit'
      ? sql`credit_satang = credit_satang + ${amount}::bigint`
      : sql`partial_satang = partial_satang + ${amount}::bigint`;
  await tx.execute(sql`update invoices set ${set} where id = ${invoiceId}`);
}

/** The member's balance and newest ledger rows with what they name. */
export async function findClientCredit(db: Db, clientId: number): Promise<TClientCredit | null> {
  const [client] = await rawRows<{ balance: number }>(
    db,
    sql`select credit_satang::float8 as balance from clients where id = ${clientId}`,
  );
  if (!client) return null;
  const moves = await rawRows<Omit<TCreditMove, 'at'> & { at_ms: number }>(
    db,
    sql`select cc.id, (extract(epoch from cc.created_at) * 1000)::float8 as at_ms,
          cc.amount_satang::float8 as amount_satang, cc.reason, r.receipt_no, i.invoice_no,
          cc.bank_import_id, cc.bank_record, coalesce(a.full_name, a.user_name, '') as by
        from client_credits cc
        left join receipts r on r.id = cc.receipt_id
        left join invoices i on i.id = cc.invoice_id
        left join accounts a on a.id = cc.created_by
        where cc.client_id = ${clientId}
        order by cc.id desc
        limit 50`,
  );
  return {
    client_id: clientId,
    balance_satang: client.balance,
    moves: moves.map(({ at_ms, ...m }) => ({ ...m, at: new Date(at_ms).toISOString() })),
  };
}
