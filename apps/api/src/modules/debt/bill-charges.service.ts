import { addDays } from '@prapa/domain/debt-aging';
import { lateFeeLines } from '@prapa/domain/late-fee';
import { waterOffBill } from '@prapa/domain/water-off-bill';
import type { Tx } from '../../db/transaction.ts';
import { addClientDebt } from '../documents/client-debt.repository.ts';
import {
  findUnbilledReconnections,
  findUnchargedOverdueBills,
  findWaterOffInvoices,
  insertCharges,
  type NewCharge,
  type RunInvoices,
  setWaterOff,
  type UnchargedOverdueBill,
} from './bill-charges.repository.ts';
import { findDebtSettings } from './debt-settings.repository.ts';

export type BillChargesInput = RunInvoices & {
  invoiceDate: string;
  /** The run's bills are already past due (an internal caller billing an old date). */
  pastDue: boolean;
};

export type BillChargesResult = {
  /** What the run's bills changed by: fee lines added, water charges of cut meters removed. */
  delta_satang: number;
  water_off: number;
  late_fees: number;
  late_fee_satang: number;
  reconnection_fees: number;
};

/**
 * What the bill run adds to the bills it has just issued (docs/decisions/028), in its
 * transaction: bills of meters whose water is cut lose their water charge (meter fee only);
 * the late fees of the members' older unpaid bills and the reconnection fee of a cut are added
 * as fee lines of the member's first bill of the run; the members' debt moves with them.
 */
export async function applyBillCharges(
  tx: Tx,
  input: BillChargesInput,
): Promise<BillChargesResult> {
  const result: BillChargesResult = {
    delta_satang: 0,
    water_off: 0,
    late_fees: 0,
    late_fee_satang: 0,
    reconnection_fees: 0,
  };
  if (input.count === 0) return result;
  const debt = { clientIds: [] as number[], amounts: [] as number[] };
  const move = (clientId: number, amount: number) => {
    debt.clientIds.push(clientId);
    debt.amounts.push(amount);
    result.delta_satang += amount;
  };

  const off = await findWaterOffInvoices(tx, input);
  const repriced = off.map((bill) => ({ bill, priced: waterOffBill(bill) }));
  await setWaterOff(
    tx,
    repriced.map(({ bill, priced }) => ({ id: bill.id, vat_satang: priced.vat_satang })),
  );
  for (const { bill, priced } of repriced) {
    move(bill.client_id, priced.vat_satang - bill.vat_satang - bill.bill_satang);
  }
  result.water_off = off.length;

  const settings = await findDebtSettings(tx);
  const charges: NewCharge[] = [];
  if (settings.late_fee.enabled) {
    const rule = settings.late_fee;
    const bills = await findUnchargedOverdueBills(
      tx,
      input,
      addDays(input.invoiceDate, -Math.max(1, rule.after_days)),
    );
    for (const group of groupByClient(bills)) {
      const first = group[0]!;
      for (const line of lateFeeLines(rule, group, input.invoiceDate)) {
        charges.push({
          invoice_id: first.target_invoice_id,
          client_id: first.client_id,
          kind: 'late_fee',
          amount_satang: line.amount_satang,
          source_invoice_ids: line.source_ids,
          disconnection_id: null,
          basis: { ...rule, base_satang: line.base_satang },
        });
        result.late_fees += 1;
        result.late_fee_satang += line.amount_satang;
      }
    }
  }
  for (const order of await findUnbilledReconnections(tx, input, input.invoiceDate)) {
    charges.push({
      invoice_id: order.target_invoice_id,
      client_id: order.client_id,
      kind: 'reconnection_fee',
      amount_satang: order.fee_satang,
      source_invoice_ids: [],
      disconnection_id: order.disconnection_id,
      basis: {},
    });
    result.reconnection_fees += 1;
  }
  await insertCharges(tx, charges);
  for (const charge of charges) move(charge.client_id, charge.amount_satang);
  await addClientDebt(tx, debt.clientIds, debt.amounts, input.pastDue);
  return result;
}

function groupByClient(bills: readonly UnchargedOverdueBill[]): UnchargedOverdueBill[][] {
  const groups = new Map<number, UnchargedOverdueBill[]>();
  for (const bill of bills) {
    const group = groups.get(bill.client_id);
    if (group) group.push(bill);
    else groups.set(bill.client_id, [bill]);
  }
  return [...groups.values()];
}
