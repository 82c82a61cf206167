import type { TBillRunResult } from '@prapa/contracts/invoices';
import { bangkokToday, isPastDue } from '@prapa/domain/bill-state';
import { dueDate } from '@prapa/domain/due-date';
import { fiscalYearBE, formatThaiDate, parseIsoDate, toIsoDate } from '@prapa/domain/thai-date';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound } from '../billing-cycles/billing-cycles.service.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { deductCreditFromNewBills } from '../credit/credit.service.ts';
import { applyBillCharges } from '../debt/bill-charges.service.ts';
import { billDueInstalments } from '../debt/instalment-billing.ts';
import { addClientDebt } from '../documents/client-debt.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import {
  analyseInvoices,
  countReadingsNotToBill,
  findReadingsToBill,
  findTariffGroupName,
  findTariffVersionsInForce,
  type InvoiceColumns,
  insertInvoiceBatch,
  type ReadingToBill,
  type TariffVersionInForce,
} from './bill-run.repository.ts';
import { createBillPricer, type PricedBill } from './invoice-pricing.ts';

/** Rows per INSERT: large enough that round trips do not matter, small enough for memory. */
export const BILL_RUN_BATCH = 10_000;

/** Runs that issue this many invoices refresh the table's statistics once committed. */
const ANALYSE_AFTER = 1_000;

export type BillRunOptions = {
  /**
   * The invoice date ('YYYY-MM-DD'); default today in Bangkok. Only for internal callers
   * (the demo seed bills past months on their own dates); the HTTP route never sets it.
   */
  invoiceDate?: string;
  batchSize?: number;
  /**
   * Called after each batch is inserted, inside the transaction. Tests throw from it to prove
   * that a run failing half-way leaves nothing behind.
   */
  afterBatch?: (insertedSoFar: number) => Promise<void> | void;
  /**
   * Bill only these readings (ออกใบแจ้งหนี้แทน: one cancelled invoice's reading). The run's
   * audit row is then `invoice.reissue` instead of `invoice.bill_run`.
   */
  readingIds?: readonly number[];
  /** Extra facts for the audit row (the review the clerk confirmed, the invoice replaced). */
  audit?: Record<string, unknown>;
};

/** The first day a cycle may be billed: the first day of its month ('YYYY-MM-DD'). */
export function billableFrom(cycle: { periodYear: number; periodMonth: number }): string {
  return `${cycle.periodYear}-${String(cycle.periodMonth).padStart(2, '0')}-01`;
}

type Bill = { reading: ReadingToBill; version: TariffVersionInForce; priced: PricedBill };

/**
 * Issues one invoice for every recorded reading of the cycle that has none yet, open or
 * closed cycle alike, in ONE transaction (docs/decisions/007): the run is all or nothing, and
 * running it again issues only what is still missing (`invoices.reading_id` is unique, and
 * the cycle row is locked so two runs of one cycle queue instead of racing).
 *
 * Set-based for 100,000 meters: one query fetches the readings with their tariff group, meter
 * fee and arrears; the charges are computed in JS by the domain tariff (cached per version and
 * units); invoices go in with `INSERT … SELECT FROM unnest(arrays)` a batch at a time; one
 * statement adds them to the clients' debt and sets the status to match; one audit row records
 * the run. After the commit, a large run refreshes the planner's statistics of `invoices`.
 */
export async function runBillRun(
  ctx: RequestContext,
  cycleId: number,
  options: BillRunOptions = {},
): Promise<TBillRunResult> {
  const result = await withTransaction(ctx.db, (tx) => runBillRunIn(tx, ctx, cycleId, options));
  if (result.issued >= ANALYSE_AFTER) await analyseInvoices(ctx.db);
  return result;
}

/**
 * The bill run inside a transaction the caller owns: a correction that cancels a bill, fixes
 * its reading and bills it again does all three in one transaction (decision 027).
 */
export async function runBillRunIn(
  tx: Tx,
  ctx: RequestContext,
  cycleId: number,
  options: BillRunOptions = {},
): Promise<TBillRunResult> {
  const invoiceDate = options.invoiceDate ?? toIsoDate(ctx.now);
  const parsedDate = parseIsoDate(invoiceDate);
  if (!parsedDate) throw new RangeError(`invalid invoice date ${invoiceDate}`);
  const batchSize = options.batchSize ?? BILL_RUN_BATCH;

  // FOR UPDATE: a reading save (FOR SHARE on the cycle) cannot change a reading while it is
  // being billed, and a second run of the same cycle waits, then finds nothing left to do.
  const cycle = await findCycle(tx, cycleId, 'update');
  if (!cycle) throw cycleNotFound();
  // A cycle whose month has not started has no readings worth billing yet (December billed
  // on 25 November would be due with November): refused, saying from when (decision 012).
  const from = billableFrom(cycle);
  if (invoiceDate < from) {
    throw new AppError('CONFLICT', {
      messageKey: 'bill_run_period_not_started',
      params: {
        name: cycle.billCycleName,
        date: formatThaiDate(parseIsoDate(from) ?? parsedDate, 'long'),
      },
    });
  }
  const organisation = await findOrganisation(tx);
  if (!organisation) throw new Error('organisation row missing');

  const [readings, counts, versions] = [
    await findReadingsToBill(tx, cycle.id, options.readingIds),
    await countReadingsNotToBill(tx, cycle.id),
    await findTariffVersionsInForce(tx, invoiceDate),
  ];
  const result: TBillRunResult = {
    cycle_id: cycle.id,
    issued: 0,
    already_issued: counts.already_issued,
    skipped_ignored: counts.skipped_ignored,
    skipped_inactive: counts.skipped_inactive,
    total_satang: 0,
    first_invoice_no: null,
    last_invoice_no: null,
  };
  if (readings.length === 0) return result;

  const bills = priceBills(readings, versions);
  if (bills.missingGroupId !== null) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_no_tariff_in_force',
      params: {
        group: (await findTariffGroupName(tx, bills.missingGroupId)) ?? bills.missingGroupId,
        date: formatThaiDate(parsedDate, 'long'),
      },
    });
  }
  const fiscalYear = fiscalYearBE(parsedDate, organisation.fiscalYearStartMonth);
  const numbers = await takeDocumentNumbers(tx, 'invoice', fiscalYear, bills.list.length);
  const shared = {
    fiscalYear,
    invoiceDate,
    dueDate: dueDate(invoiceDate, organisation.dueRule),
    cycleId: cycle.id,
    createdBy: ctx.account?.id ?? null,
    tiers: bills.tierSets.json,
  };
  for (let start = 0; start < bills.list.length; start += batchSize) {
    const batch = bills.list.slice(start, start + batchSize);
    await insertInvoiceBatch(tx, shared, columnsOf(batch, start, numbers));
    await options.afterBatch?.(start + batch.length);
  }
  // Instalment plans: the month's instalment as its own line of the member's new bill.
  await billDueInstalments(tx, ctx, {
    cycleId: cycle.id,
    period: cycle.periodYear * 12 + cycle.periodMonth - 1,
    fiscalYear,
    firstSeq: numbers.first,
    count: bills.list.length,
  });

  const total = bills.list.reduce((sum, bill) => sum + bill.priced.total_charge_satang, 0);
  result.issued = bills.list.length;
  result.total_satang = total;
  result.first_invoice_no = numbers.format(0);
  result.last_invoice_no = numbers.format(bills.list.length - 1);

  const { statusChanged } = await addClientDebt(
    tx,
    bills.list.map((bill) => bill.reading.client_id),
    bills.list.map((bill) => bill.priced.total_charge_satang),
    isPastDue(shared.dueDate, bangkokToday(ctx.now)),
  );
  // Cut meters, late fees, the reconnection fee (docs/decisions/028): its own module.
  const charges = await applyBillCharges(tx, {
    fiscalYear,
    firstSeq: numbers.first,
    count: bills.list.length,
    invoiceDate,
    pastDue: isPastDue(shared.dueDate, bangkokToday(ctx.now)),
  });
  result.total_satang += charges.delta_satang;
  // Members holding a credit balance have it deducted from their new bills, after the fee and
  // instalment lines so it covers them too (decision 031).
  await deductCreditFromNewBills(tx, ctx, cycle.id, invoiceDate);
  await audit(tx, {
    ...auditFields(ctx),
    action: options.readingIds === undefined ? 'invoice.bill_run' : 'invoice.reissue',
    entity: 'billing_cycle',
    entityId: cycle.id,
    after: {
      ...result,
      ...options.audit,
      replaces_invoice_ids: bills.list.flatMap((bill) =>
        bill.reading.replaces_invoice_id === null ? [] : [bill.reading.replaces_invoice_id],
      ),
      bill_cycle_name: cycle.billCycleName,
      invoice_date: invoiceDate,
      due_date: shared.dueDate,
      fiscal_year: fiscalYear,
      clients_status_changed: statusChanged,
      charges,
    },
  });
  return result;
}

function priceBills(readings: readonly ReadingToBill[], versions: readonly TariffVersionInForce[]) {
  const versionOf = new Map(versions.map((v) => [v.group_id, v]));
  const pricer = createBillPricer();
  const list: Bill[] = [];
  for (const reading of readings) {
    const version = versionOf.get(reading.tariff_group_id);
    if (!version)
      return { list, tierSets: pricer.tierSets, missingGroupId: reading.tariff_group_id };
    list.push({
      reading,
      version,
      priced: pricer.price(version, reading.units, reading.meter_fee_satang),
    });
  }
  return { list, tierSets: pricer.tierSets, missingGroupId: null };
}

function columnsOf(
  bills: readonly Bill[],
  offset: number,
  numbers: { first: number; format: (index: number) => string },
): InvoiceColumns {
  const columns: InvoiceColumns = {
    invoiceNo: [],
    seq: [],
    clientId: [],
    meterId: [],
    readingId: [],
    tariffVersionId: [],
    previousReading: [],
    currentReading: [],
    units: [],
    tiersIndex: [],
    billSatang: [],
    feeSatang: [],
    vatSatang: [],
    totalSatang: [],
    debtSatang: [],
    replacesInvoiceId: [],
  };
  bills.forEach(({ reading, version, priced }, i) => {
    columns.invoiceNo.push(numbers.format(offset + i));
    columns.seq.push(numbers.first + offset + i);
    columns.clientId.push(reading.client_id);
    columns.meterId.push(reading.meter_id);
    columns.readingId.push(reading.reading_id);
    columns.tariffVersionId.push(version.id);
    columns.previousReading.push(reading.previous_reading);
    columns.currentReading.push(reading.current_reading);
    columns.units.push(reading.units);
    columns.tiersIndex.push(priced.tiersIndex);
    columns.billSatang.push(priced.bill_charge_satang);
    columns.feeSatang.push(priced.fee_charge_satang);
    columns.vatSatang.push(priced.vat_charge_satang);
    columns.totalSatang.push(priced.total_charge_satang);
    columns.debtSatang.push(reading.debt_satang);
    columns.replacesInvoiceId.push(reading.replaces_invoice_id);
  });
  return columns;
}
