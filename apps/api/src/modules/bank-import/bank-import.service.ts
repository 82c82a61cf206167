import { createHash } from 'node:crypto';
import type {
  TBankDryRun,
  TBankFileUpload,
  TBankLine,
  TBankOutcome,
  TBankSettings,
  TBankTotals,
} from '@prapa/contracts/bank-import';
import { type BankFileProblem, type ParsedBankFile, parseBankFile } from '@prapa/domain/bank-file';
import {
  type BankVerdict,
  bankTransactionKey,
  type MatchInvoice,
  matchBankLine,
  normaliseRef1,
  outcomeOfVerdict,
} from '@prapa/domain/bank-matching';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import {
  type BankClientRow,
  type BankInvoiceRow,
  findClientsByMemberIds,
  findInvoicesOfClients,
  findKnownTxKeys,
  fiscalStartMonth,
  importIdOfSha,
} from './bank-import.repository.ts';
import { readUploadAsTable } from './bank-mapping.service.ts';
import { findBankSettings } from './bank-settings.service.ts';

/** Where each verdict's money ends (docs/decisions/020, 031). */
export function outcomeOf(verdict: BankVerdict): TBankOutcome {
  return outcomeOfVerdict(verdict);
}

export type EvaluatedLine = TBankLine & {
  client_id: number | null;
  invoice_ids: number[];
  /** What each of `invoice_ids` is settled for (its total): the receipt's items. */
  invoice_totals: number[];
  tx_key: string | null;
  /** Bangkok date of the payment (the receipt's date) and its fiscal year. */
  paid_date: string | null;
  fiscal_year: number | null;
  bank_code: string;
  /** Who the receipt says paid: the name in the bank file, else the member's. */
  payer: string;
};

export type Evaluation = {
  dryRun: TBankDryRun;
  bytes: Buffer;
  lines: EvaluatedLine[];
  header: {
    bankCode: string;
    accountNo: string;
    effectiveDate: string | null;
    recordLength: number;
  };
};

/** `value`: what the line holds in the field, when the message names it. */
type Problem = Omit<BankFileProblem, 'code'> & { code: string; value?: string };

/** The file as read: what a dry run and its confirm share (kept by evaluation-cache.ts). */
export type BankFileRead = {
  bytes: Buffer;
  sha256: string;
  table: { parsed: ParsedBankFile; mappingKey: string } | null;
  parsed: ParsedBankFile;
  /** The members the file's Ref1 values name, and every line's transaction key. */
  memberIds: number[];
  txKeys: string[];
};

/** The database's side of an evaluation: everything a line's verdict depends on. */
export type BankState = {
  settings: TBankSettings;
  alreadyImported: boolean;
  clients: BankClientRow[];
  invoiceRows: BankInvoiceRow[];
  known: Set<string>;
  startMonth: number;
};

export async function readBankFile(db: Db, upload: TBankFileUpload): Promise<BankFileRead> {
  const bytes = Buffer.from(upload.content_base64, 'base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const table = await readUploadAsTable(db, upload, bytes);
  const parsed = table?.parsed ?? parseBankFile(bytes);
  const bankCode = parsed.header?.bankCode ?? '';
  const accountNo = parsed.header?.account ?? '';
  const memberIds = [
    ...new Set(
      parsed.details.map((d) => normaliseRef1(d.ref1)).filter((id): id is number => id !== null),
    ),
  ];
  const txKeys = parsed.details.map((d) => bankTransactionKey(bankCode, accountNo, d));
  return { bytes, sha256, table, parsed, memberIds, txKeys };
}

/**
 * What the database holds now for this file: its settings, whether it was imported, the
 * members it names and all their invoices (locked with `lock`, as confirm needs), the earlier
 * imports of its transactions.
 */
export async function readBankState(
  db: Db,
  file: BankFileRead,
  options: { lock?: boolean; settings?: TBankSettings } = {},
): Promise<BankState> {
  const settings = options.settings ?? (await findBankSettings(db));
  const alreadyImported = (await importIdOfSha(db, file.sha256)) !== null;
  const clients = await findClientsByMemberIds(db, file.memberIds);
  const invoiceRows = await findInvoicesOfClients(
    db,
    clients.map((c) => c.id).sort((a, b) => a - b),
    options.lock ?? false,
  );
  const known = await findKnownTxKeys(db, file.txKeys);
  const startMonth = await fiscalStartMonth(db);
  return { settings, alreadyImported, clients, invoiceRows, known, startMonth };
}

/**
 * Reads the file and gives every line its verdict against the database as it is now. The dry
 * run shows this; confirm runs it again under locks and applies only if nothing changed.
 */
export async function evaluateBankFile(
  db: Db,
  upload: TBankFileUpload,
  lang: Lang,
  options: { lock?: boolean; settings?: TBankSettings } = {},
): Promise<Evaluation> {
  const file = await readBankFile(db, upload);
  return judgeBankFile(upload, file, await readBankState(db, file, options), lang);
}

/** Every line's verdict from the file and the database's state: no I/O, so repeatable. */
export function judgeBankFile(
  upload: Pick<TBankFileUpload, 'file_name'>,
  file: BankFileRead,
  state: BankState,
  lang: Lang,
): Evaluation {
  const { bytes, sha256, table, parsed, txKeys } = file;
  const { settings, clients, invoiceRows, known } = state;
  const problems: Problem[] = [...parsed.problems];
  const header = parsed.header;
  const bankCode = header?.bankCode ?? '';
  const accountNo = header?.account ?? '';

  if (header) {
    const known = settings.accounts.some(
      (a) => a.bank_code === bankCode && a.account_no === accountNo,
    );
    if (!known)
      problems.push({ record: 1, field: 'account', code: 'ACCOUNT_UNKNOWN', severity: 'error' });
  }
  for (const d of parsed.details) {
    if (d.billerId !== '' && d.billerId !== settings.biller_id) {
      problems.push({
        record: d.record,
        field: 'biller_id',
        code: 'BILLER_MISMATCH',
        severity: 'error',
      });
    }
    if (d.account !== '' && header && d.account !== accountNo) {
      problems.push({
        record: d.record,
        field: 'account',
        code: 'ACCOUNT_MISMATCH',
        severity: 'error',
      });
    }
  }
  if (state.alreadyImported) {
    problems.push({ record: 0, field: 'file', code: 'ALREADY_IMPORTED', severity: 'error' });
  }

  // The members the file's Ref1 values name, and their invoices, oldest first.
  const clientOfMember = new Map(clients.map((c) => [c.member_id, c]));
  const memberOfClient = new Map(clients.map((c) => [c.id, c.member_id]));
  const byId = new Map<number, BankInvoiceRow>(invoiceRows.map((i) => [i.id, i]));
  const matchState = new Map<number, MatchInvoice>(
    invoiceRows.map((i) => [
      i.id,
      {
        id: i.id,
        memberId: memberOfClient.get(i.client_id) ?? 0,
        key: i.key,
        dueSatang: i.paid || i.cancelled ? 0 : i.due_satang,
        state: i.cancelled ? 'cancelled' : i.paid ? 'paid' : 'unpaid',
      },
    ]),
  );
  const byKey = new Map<string, MatchInvoice>();
  // Each member's invoices, oldest first: a line looks at its member's few, never at all.
  const byMember = new Map<number, MatchInvoice[]>();
  for (const row of invoiceRows) {
    const inv = matchState.get(row.id) as MatchInvoice;
    byKey.set(inv.key, inv);
    const list = byMember.get(inv.memberId);
    if (list) list.push(inv);
    else byMember.set(inv.memberId, [inv]);
  }
  const ctx = {
    // A CSV / Excel list has no channel column (its mapping has none): only the bank's own
    // fixed-width file says which channel a payment came through, so only it is checked.
    acceptedChannels: table === null ? settings.accepted_channels : [],
    memberExists: (id: number) => clientOfMember.has(id),
    invoiceByKey: (key: string) => byKey.get(key),
    unpaidOf: (id: number) => (byMember.get(id) ?? []).filter((i) => i.state === 'unpaid'),
  };

  const seen = new Set<string>();
  // A file spans a few days: each day's fiscal year is worked out once.
  const fiscalYears = new Map<string, number>();
  const fiscalYearOf = (iso: string) => {
    let year = fiscalYears.get(iso);
    if (year === undefined) {
      const date = parseIsoDate(iso);
      year = date ? fiscalYearBE(date, state.startMonth) : 0;
      fiscalYears.set(iso, year);
    }
    return year || null;
  };
  const lines: EvaluatedLine[] = parsed.details.map((d, index) => {
    const txKey = txKeys[index] as string;
    const readable = d.paidDate !== null && d.paidTime !== null && d.amountSatang !== null;
    let verdict: BankVerdict;
    let memberId: number | null = normaliseRef1(d.ref1);
    let invoiceIds: number[] = [];
    let creditSatang = 0;
    if (!readable) verdict = 'invalid';
    else if (seen.has(txKey) || known.has(txKey)) verdict = 'duplicate';
    else {
      const result = matchBankLine(d, ctx);
      verdict = result.verdict;
      memberId = result.memberId;
      invoiceIds = result.invoiceIds;
      creditSatang = result.creditSatang;
      for (const id of invoiceIds) {
        const inv = matchState.get(id);
        if (inv) {
          inv.state = 'paid';
          inv.dueSatang = 0;
        }
      }
    }
    const duplicate = verdict === 'duplicate';
    if (!duplicate) seen.add(txKey);
    const client = memberId === null ? undefined : clientOfMember.get(memberId);
    return {
      record: d.record,
      paid_at:
        d.paidDate && d.paidTime
          ? new Date(`${d.paidDate}T${d.paidTime}+07:00`).toISOString()
          : null,
      customer_name: d.customerName,
      ref1: d.ref1,
      ref2: d.ref2,
      kind: d.kind,
      channel: d.channel,
      amount_satang: d.amountSatang ?? 0,
      verdict,
      outcome: outcomeOf(verdict),
      member_id: client ? client.member_id : null,
      invoice_nos: invoiceIds.map((id) => byId.get(id)?.invoice_no ?? ''),
      receipt_no: null,
      credit_satang: creditSatang,
      client_id: client?.id ?? null,
      invoice_ids: invoiceIds,
      // What each invoice still asks (its total less credit and part payments, decision 031).
      invoice_totals: invoiceIds.map((id) => byId.get(id)?.due_satang ?? 0),
      tx_key: duplicate || !readable ? null : txKey,
      paid_date: d.paidDate,
      fiscal_year: d.paidDate === null ? null : fiscalYearOf(d.paidDate),
      bank_code: d.payerBank || bankCode,
      payer: d.customerName || client?.fullname || '',
    };
  });

  // A payment through a channel the office does not accept is held, and said so line by line;
  // the rest of the file may still be confirmed.
  for (const line of lines) {
    if (line.verdict !== 'channel_not_accepted') continue;
    problems.push({
      record: line.record,
      field: 'channel',
      code: 'CHANNEL_NOT_ACCEPTED',
      severity: 'warning',
      value: line.channel.trim() || '-',
    });
  }

  const totals = totalsOf(lines);
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        sha256,
        table?.mappingKey ?? null,
        lines.map((l) => [l.record, l.verdict, l.invoice_ids, l.credit_satang]),
      ]),
    )
    .digest('hex');
  const dryRun: TBankDryRun = {
    file_name: upload.file_name,
    sha256,
    fingerprint,
    header: header
      ? {
          bank_code: bankCode,
          account_no: accountNo,
          company_name: header.companyName,
          effective_date: header.effectiveDate,
          record_length: parsed.recordLength,
        }
      : null,
    totals,
    problems: problems.map(({ value: _value, ...p }) => ({
      ...p,
      message: problemMessage(lang, p, table !== null, _value),
    })),
    can_confirm: !problems.some((p) => p.severity === 'error') && lines.length > 0,
    lines: lines.map(publicLine),
  };
  return {
    dryRun,
    bytes,
    lines,
    header: {
      bankCode,
      accountNo,
      effectiveDate: header?.effectiveDate ?? null,
      recordLength: parsed.recordLength ?? 0,
    },
  };
}

export function publicLine(line: EvaluatedLine): TBankLine {
  const {
    client_id,
    invoice_ids,
    invoice_totals,
    tx_key,
    paid_date,
    fiscal_year,
    bank_code,
    payer,
    ...rest
  } = line;
  return rest;
}

export function totalsOf(
  lines: readonly Pick<TBankLine, 'outcome' | 'amount_satang'>[],
): TBankTotals {
  const sum = (o: TBankOutcome) =>
    lines.filter((l) => l.outcome === o).reduce((s, l) => s + l.amount_satang, 0);
  const count = (o: TBankOutcome) => lines.filter((l) => l.outcome === o).length;
  return {
    line_count: lines.length,
    file_total_satang: lines.reduce((s, l) => s + l.amount_satang, 0),
    applied_count: count('applied'),
    applied_satang: sum('applied'),
    held_count: count('held'),
    held_satang: sum('held'),
    rejected_count: count('rejected'),
    rejected_satang: sum('rejected'),
  };
}

function problemMessage(lang: Lang, p: Problem, byRow: boolean, value = ''): string {
  const field = translate(lang, `bank_field.${p.field}`);
  const text = translate(lang, `bank_problem.${p.code}`, { field, value });
  const at = byRow ? 'bank_problem_at_row' : 'bank_problem_at';
  return p.record > 0 ? translate(lang, at, { record: p.record, text }) : text;
}
