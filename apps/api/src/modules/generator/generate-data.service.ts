import { bangkokToday } from '@prapa/domain/bill-state';
import { dueDate } from '@prapa/domain/due-date';
import { computeCharge } from '@prapa/domain/tariff';
import {
  BANGKOK_UTC_OFFSET_MS,
  bangkokDateParts,
  billCycleName,
  fiscalYearBE,
} from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { areas } from '../../db/schema/areas.ts';
import { meterTypes } from '../../db/schema/meter-types.ts';
import { tariffGroups, tariffVersions } from '../../db/schema/tariffs.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findBankSettings, saveBillerId } from '../bank-import/bank-settings.service.ts';
import { recountClientTallies } from '../clients/client-tallies.repository.ts';
import { getOrganisation, saveOrganisationSettings } from '../config/organisation.service.ts';
import { finishBankFiles, insertCycleBankFiles } from './generator-bank.repository.ts';
import {
  type Cashier,
  finishBilling,
  type GeneratorBank,
  insertCycleBills,
  lastSeq,
  type PriceTable,
} from './generator-billing.repository.ts';
import {
  type CycleRow,
  count,
  findPriceKeys,
  insertClients,
  insertMeters,
  insertReadings,
  wipeBusinessData,
} from './generator-data.repository.ts';
import {
  findDataOrigin,
  GENERATOR_REQUEST_PREFIX,
  insertGeneratedData,
  stampGeneratedData,
} from './generator-guard.repository.ts';
import {
  DEMO_BILLER_ID,
  DEMO_METER_TYPES,
  DEMO_ORGANISATION,
  GENERATED_BANK_ACCOUNT,
  GENERATED_TARIFF_GROUPS,
  generatedAreas,
} from './generator-master-data.ts';
import { type GeneratorPlan, planSql } from './generator-plan.ts';
import { generateRemittances } from './generator-remittance.service.ts';

export type GeneratorStep =
  | 'prepare'
  | 'clients'
  | 'readings'
  | 'invoices'
  | 'remittances'
  | 'finish';

export type GeneratorProgress = {
  step: GeneratorStep;
  /**
   * Units of work done and in all: 3 + one per cycle read + one per cycle billed + (when the
   * plan closes and remits) one per month of remittances.
   */
  done: number;
  total: number;
  /** Rows the step wrote (clients, readings or invoices of the cycle, daily closes of the month). */
  rows: number;
  /** 'YYYY-MM' of the cycle the step worked on. */
  month: string | null;
  elapsedMs: number;
};

export type GeneratedSummary = {
  markerId: number;
  clients: number;
  readings: number;
  invoices: number;
  receipts: number;
  debtors: number;
  /** Cashier-days closed and remittances made (the plan's closeAndRemit). */
  closes: number;
  remittances: number;
  elapsedMs: number;
};

/** Refuses (409) unless the database is empty or holds only generated, unchanged data. */
export async function assertGeneratable(db: Db): Promise<void> {
  const origin = await findDataOrigin(db);
  if (origin.kind === 'not_generated') {
    throw new AppError('CONFLICT', { messageKey: 'generator.NOT_GENERATED' });
  }
  if (origin.kind === 'changed') {
    throw new AppError('CONFLICT', {
      messageKey: 'generator.CHANGED_SINCE',
      params: { changes: origin.changes },
    });
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const bangkokIso = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(Date.UTC(y, m - 1, d, h, min) - BANGKOK_UTC_OFFSET_MS).toISOString();

/**
 * Runs one step in a transaction. When the role may (a superuser, as the embedded database and
 * a developer's server are), foreign-key and other triggers are switched off for it
 * (`session_replication_role = replica`): the generated rows are consistent by construction
 * (the tests prove it), and the per-row key checks were most of the bulk cost. The change
 * counters those triggers would bump are bumped once at the end instead.
 */
async function step<T>(db: Db, fast: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => {
    if (fast) await tx.execute(sql.raw('set local session_replication_role = replica'));
    return fn(tx);
  });
}

async function canSkipTriggers(db: Db): Promise<boolean> {
  const [row] = await rawRows<{ on: boolean }>(
    db,
    sql`select current_setting('is_superuser') = 'on' as on`,
  );
  return row?.on ?? false;
}

/**
 * The progress units of a plan: prepare, clients and finish, one per cycle read, one per
 * closed cycle billed and, when it closes and remits, one per month of remittances.
 */
export function generatorSteps(plan: Pick<GeneratorPlan, 'months' | 'closeAndRemit'>): number {
  return 3 + plan.months + (plan.months - 1) + (plan.closeAndRemit ? plan.months : 0);
}

/** The plan's months up to the current one, oldest first. */
function cycleMonths(now: Date, months: number) {
  const { year, month } = bangkokDateParts(now);
  return Array.from({ length: months }, (_, k) => {
    const index = year * 12 + (month - 1) - (months - 1 - k);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/**
 * Fills the database with realistic data (docs/decisions/010-scale-generator.md): master data,
 * clients and meters, monthly readings, bills for every closed cycle, the payments made so far
 * with their receipts, the cashiers' daily closes and remittances of past months, debts. Each step is one or a few set-based statements outside any long
 * transaction. `onProgress` is awaited after each step: PGlite runs in this thread, so a
 * caller that wants other requests (progress polls) answered meanwhile pauses there
 * (dev-mock.service.ts); the event loop reads no request while the steps follow each other.
 */
export async function generateData(
  ctx: RequestContext,
  plan: GeneratorPlan,
  onProgress: (progress: GeneratorProgress) => unknown = () => {},
): Promise<GeneratedSummary> {
  const { db } = ctx;
  const started = performance.now();
  await assertGeneratable(db);
  const markerId = await insertGeneratedData(db, {
    kind: plan.kind,
    clients: plan.clients,
    months: plan.months,
    seed: plan.seed,
    accountId: ctx.account?.id ?? null,
  });
  const own: RequestContext = { ...ctx, requestId: `${GENERATOR_REQUEST_PREFIX}${markerId}` };
  const p = planSql(plan);
  const total = generatorSteps(plan);
  let done = 0;
  const report = async (step: GeneratorStep, rows: number, month: string | null = null) => {
    done += 1;
    await onProgress({
      step,
      done,
      total,
      rows,
      month,
      elapsedMs: Math.round(performance.now() - started),
    });
  };

  // 1. Empty the business tables and lay down the master data.
  await wipeBusinessData(db);
  if ((await getOrganisation(own)).updated_at === null) {
    await saveOrganisationSettings(own, DEMO_ORGANISATION);
    await saveBillerId(own, DEMO_BILLER_ID);
  }
  const org = await getOrganisation(own);
  // The office's bank account the generated bank files come from (the demo's when none is set).
  await db.execute(
    sql`insert into bank_accounts (bank_code, account_no, account_name)
        select ${GENERATED_BANK_ACCOUNT.bankCode}, ${GENERATED_BANK_ACCOUNT.accountNo}, ${GENERATED_BANK_ACCOUNT.accountName}
        where not exists (select 1 from bank_accounts)`,
  );
  const bankSettings = await findBankSettings(db);
  const bankAccount = bankSettings.accounts[0] as { bank_code: string; account_no: string };
  const startMonth = org.fiscal_year_start_month;
  const months = cycleMonths(ctx.now, plan.months);
  const first = months[0] as { year: number; month: number };
  const firstFy = fiscalYearBE({ ...first, day: 25 }, startMonth);
  const fyStart = (fy: number) => {
    const y = fy - 543 - (startMonth > 1 ? 1 : 0);
    return `${y}-${pad(startMonth)}-01`;
  };
  await db.insert(areas).values(
    generatedAreas(plan.areas).map((a) => ({
      areaCode: a.area_code,
      areaName: a.area_name,
      routeOrder: a.route_order,
      active: true,
    })),
  );
  await db.insert(meterTypes).values(
    DEMO_METER_TYPES.map((m) => ({
      name: m.meter_type_name,
      meterSize: m.meter_size,
      feeSatang: m.meter_type_fee,
      digits: m.meter_digit,
      active: true,
    })),
  );
  const lastFy = fiscalYearBE(bangkokDateParts(ctx.now), startMonth);
  const versions: {
    id: number;
    groupId: number;
    from: string;
    rules: (typeof GENERATED_TARIFF_GROUPS)[number]['rules'];
  }[] = [];
  const groupIds: Record<string, number> = {};
  for (const group of GENERATED_TARIFF_GROUPS) {
    const [row] = await db
      .insert(tariffGroups)
      .values({ code: group.code, nameTh: group.name_th, nameEn: group.name_en, active: true })
      .returning({ id: tariffGroups.id });
    if (!row) throw new Error('tariff group insert returned no row');
    groupIds[group.code] = row.id;
    // Version 1 from the start of the first fiscal year; a history of more than a year sees
    // the residential rates raised at the start of the current fiscal year (version 2).
    const dated = [{ from: fyStart(firstFy), rules: group.rules }];
    if (group.code === 'RES' && plan.months > 12 && lastFy > firstFy) {
      dated.push({
        from: fyStart(lastFy),
        rules: {
          ...group.rules,
          tiers: group.rules.tiers.map((t) => ({
            ...t,
            rate_satang: Math.round(t.rate_satang * 1.1),
          })),
        },
      });
    }
    for (const [i, version] of dated.entries()) {
      const {
        tiers,
        minimum_charge_satang,
        minimum_units,
        apply_meter_fee,
        vat_enabled,
        vat_rate_bp,
      } = version.rules;
      const [v] = await db
        .insert(tariffVersions)
        .values({
          groupId: row.id,
          versionNo: i + 1,
          effectiveFrom: version.from,
          tiers,
          minimumChargeSatang: minimum_charge_satang,
          minimumUnits: minimum_units,
          applyMeterFee: apply_meter_fee,
          vatEnabled: vat_enabled,
          vatRateBp: vat_rate_bp,
          createdBy: ctx.account?.id ?? null,
        })
        .returning({ id: tariffVersions.id });
      if (!v) throw new Error('tariff version insert returned no row');
      versions.push({ id: v.id, groupId: row.id, from: version.from, rules: version.rules });
    }
  }
  await report('prepare', 0);

  // 2. Clients and their meters.
  const fast = await canSkipTriggers(db);
  await step(db, fast, async (tx) => {
    await insertClients(tx, plan, p, { res: groupIds.RES as number, bus: groupIds.BUS as number });
    await insertMeters(tx, plan, p, `${first.year}-${pad(first.month)}-01`);
  });
  await report('clients', plan.clients);

  // 3. Cycles, then each cycle's readings from the previous cycle's registers.
  const accounts = await rawRows<{ id: number; full_name: string; role: number }>(
    db,
    sql`select id, full_name, role::int as role from accounts where not disabled order by id`,
  );
  const reader = accounts.find((a) => a.role === 3)?.id ?? ctx.account?.id ?? null;
  const cashiers: Cashier[] = [
    ...accounts.filter((a) => a.role === 2),
    ...accounts.filter((a) => a.role === 2 || a.role === 1),
    ...accounts.filter((a) => a.role === 2),
  ].map((a) => ({ id: a.id, fullName: a.full_name }));
  // Bank files are confirmed by an administrator (the bank receipts' payee).
  const confirmer = accounts.find((a) => a.role === 1) ?? null;
  const bank: GeneratorBank = {
    bankCode: bankAccount.bank_code,
    accountNo: bankAccount.account_no,
    billerId: bankSettings.biller_id,
    companyName: org.name,
    confirmedBy: confirmer?.id ?? ctx.account?.id ?? null,
    confirmedByName: confirmer?.full_name ?? ctx.account?.fullName ?? 'เจ้าหน้าที่การเงิน',
  };
  const today = bangkokDateParts(ctx.now);
  const cycleNo = new Map<number, number>();
  const cycles: CycleRow[] = [];
  for (const [k, { year, month }] of months.entries()) {
    const cutOff = `${year}-${pad(month)}-25`;
    const fy = fiscalYearBE({ year, month, day: 1 }, startMonth);
    const no = (cycleNo.get(fy) ?? 0) + 1;
    cycleNo.set(fy, no);
    const open = k === months.length - 1;
    const [row] = await rawRows<{ id: number }>(
      db,
      sql`insert into billing_cycles (bill_cycle_no, bill_cycle_name, bill_year, period_year,
            period_month, bill_cut_off, "order", status, opened_at, opened_by, closed_at, closed_by)
          values (${no}, ${billCycleName(year, month - 1)}, ${fy}, ${year}, ${month}, ${cutOff},
            ${k + 1}, ${open ? 'open' : 'closed'}, ${bangkokIso(year, month, 1, 8)}, ${ctx.account?.id ?? null},
            ${open ? null : bangkokIso(year, month, 28, 16)}, ${open ? null : (ctx.account?.id ?? null)})
          returning id`,
    );
    if (!row) throw new Error('cycle insert returned no row');
    cycles.push({
      id: row.id,
      index: k,
      year,
      month,
      period: year * 12 + month - 1,
      fiscalYear: fiscalYearBE({ year, month, day: 25 }, startMonth),
      cutOff,
      dueDate: dueDate(cutOff, org.due_rule),
      open,
    });
  }
  let readings = 0;
  for (const cycle of cycles) {
    const readAt = cycle.open
      ? bangkokIso(cycle.year, cycle.month, Math.max(1, today.day - 1), 10)
      : bangkokIso(cycle.year, cycle.month, 20, 10);
    const previous = cycles[cycle.index - 1]?.id ?? null;
    const rows = await step(db, fast, (tx) =>
      insertReadings(tx, p, cycle, previous, readAt, reader),
    );
    readings += rows;
    await report('readings', rows, `${cycle.year}-${pad(cycle.month)}`);
  }

  // 4. Bills of the closed cycles, priced by the domain, and the payments made so far.
  const prices = priceTable(await findPriceKeys(db), versions);
  const invoiceBase = new Map<number, number>();
  for (const cycle of cycles.filter((c) => !c.open)) {
    const inForce = new Map<number, number>();
    for (const v of versions) if (v.from <= cycle.cutOff) inForce.set(v.groupId, v.id);
    const fys = [cycle.fiscalYear, cycle.fiscalYear + 1];
    const receiptBase = new Map<number, number>();
    for (const fy of fys) receiptBase.set(fy, await lastSeq(db, 'receipts', fy));
    await step(db, fast, async (tx) => {
      await insertCycleBills(tx, p, {
        cycle,
        prices,
        versions: inForce,
        now: ctx.now.toISOString(),
        invoiceBase: invoiceBase.get(cycle.fiscalYear) ?? 0,
        receiptBase,
        fiscalYearStartMonth: startMonth,
        cashiers,
        bank,
        createdBy: ctx.account?.id ?? null,
        invoicesFirst: fast,
      });
      await insertCycleBankFiles(tx, cycle, bank, ctx.now.toISOString(), fast);
    });
    const rows = await count(
      db,
      `select count(*)::int as n from invoices where cycle_id = ${cycle.id}`,
    );
    invoiceBase.set(cycle.fiscalYear, (invoiceBase.get(cycle.fiscalYear) ?? 0) + rows);
    await report('invoices', rows, `${cycle.year}-${pad(cycle.month)}`);
  }

  // 5. The cashiers' daily closes of the months before this one, remitted on their deadlines.
  if (plan.closeAndRemit) {
    await generateRemittances(db, {
      months: months.map(({ year, month }) => `${year}-${pad(month)}`),
      today: bangkokToday(ctx.now),
      fiscalYearStartMonth: startMonth,
      remitter: ctx.account?.id ?? accounts.find((a) => a.role === 1)?.id ?? null,
      runStep: (fn) => step(db, fast, fn),
      report: (closes, month) => report('remittances', closes, month),
    });
  }

  // 6. Debts, number counters, statistics, and one audit row for the run.
  await step(db, fast, async (tx) => {
    await finishBilling(tx, bangkokToday(ctx.now));
    await finishBankFiles(tx);
  });
  if (fast) await db.execute(sql.raw('update change_counters set value = value + 1'));
  // The status counts and the list's version, kept by triggers the fast steps switched off.
  await recountClientTallies(db);
  // VACUUM sets the visibility map of the tables the clients list reads from its indexes
  // alone (a deep page and the total read the table without it: 38 ms instead of 4.5 ms at
  // 100,000 clients); PGlite has no autovacuum to do it later. The big tables only need
  // their statistics.
  await db.execute(sql.raw('vacuum analyze clients, meters'));
  await db.execute(sql.raw('analyze'));
  const [totals] = await rawRows<{
    invoices: number;
    receipts: number;
    debtors: number;
    closes: number;
    remittances: number;
  }>(
    db,
    sql`select (select count(*)::int from invoices) as invoices,
          (select count(*)::int from receipts) as receipts,
          (select count(*)::int from clients where debt_satang > 0) as debtors,
          (select count(*)::int from cash_closes) as closes,
          (select count(*)::int from remittances) as remittances`,
  );
  const summary: GeneratedSummary = {
    markerId,
    clients: plan.clients,
    readings,
    invoices: totals?.invoices ?? 0,
    receipts: totals?.receipts ?? 0,
    debtors: totals?.debtors ?? 0,
    closes: totals?.closes ?? 0,
    remittances: totals?.remittances ?? 0,
    elapsedMs: Math.round(performance.now() - started),
  };
  await withTransaction(db, async (tx) => {
    await audit(tx, {
      ...auditFields(own),
      action: 'generator.run',
      entity: 'generated_data',
      entityId: markerId,
      after: {
        kind: plan.kind,
        months: plan.months,
        seed: plan.seed,
        areas: plan.areas,
        ...summary,
      },
    });
    await stampGeneratedData(tx, markerId, true);
  });
  await report('finish', summary.invoices);
  return summary;
}

/** Every (version, units, fee) the readings need, priced once with the domain's computeCharge. */
function priceTable(
  keys: { group_id: number; units: number; fee: number }[],
  versions: {
    id: number;
    groupId: number;
    rules: (typeof GENERATED_TARIFF_GROUPS)[number]['rules'];
  }[],
): PriceTable {
  const table: PriceTable = {
    versionId: [],
    units: [],
    meterFee: [],
    bill: [],
    fee: [],
    vat: [],
    total: [],
    tiersIndex: [],
    tiers: [],
  };
  const tierIndex = new Map<string, number>();
  for (const key of keys) {
    for (const version of versions.filter((v) => v.groupId === key.group_id)) {
      const charge = computeCharge(version.rules, key.units, key.fee);
      const json = JSON.stringify(charge.tiers);
      let index = tierIndex.get(json);
      if (index === undefined) {
        table.tiers.push(json);
        index = table.tiers.length;
        tierIndex.set(json, index);
      }
      table.versionId.push(version.id);
      table.units.push(key.units);
      table.meterFee.push(key.fee);
      table.bill.push(charge.bill_charge_satang);
      table.fee.push(charge.fee_charge_satang);
      table.vat.push(charge.vat_charge_satang);
      table.total.push(charge.total_charge_satang);
      table.tiersIndex.push(index);
    }
  }
  return table;
}
