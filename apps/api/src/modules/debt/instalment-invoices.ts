import { bangkokToday } from '@prapa/domain/bill-state';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { Tx } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { insertInstalmentInvoice } from './instalments.repository.ts';

async function fiscalYearOf(tx: Tx, date: string): Promise<number> {
  const organisation = await findOrganisation(tx);
  if (!organisation) throw new Error('organisation row missing');
  return fiscalYearBE(parseIsoDate(date)!, organisation.fiscalYearStartMonth);
}

/** Bills instalments `nos` of a plan at once on one 'instalment' invoice due `today`. */
export async function billAtOnce(
  tx: Tx,
  ctx: RequestContext,
  plan: { id: number; clientId: number },
  items: readonly { no: number; amount: number }[],
): Promise<string> {
  const today = bangkokToday(ctx.now);
  const fiscalYear = await fiscalYearOf(tx, today);
  const numbers = await takeDocumentNumbers(tx, 'invoice', fiscalYear, 1);
  const invoiceNo = numbers.format(0);
  await insertInstalmentInvoice(
    tx,
    {
      invoiceNo,
      fiscalYear,
      seq: numbers.first,
      invoiceDate: today,
      dueDate: today,
      clientId: plan.clientId,
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      by: ctx.account?.id ?? null,
      now: ctx.now,
    },
    plan.id,
    items.map((item) => item.no),
  );
  return invoiceNo;
}
