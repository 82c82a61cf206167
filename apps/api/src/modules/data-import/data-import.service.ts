import {
  IMPORT_ROWS_MAX,
  type TImportDryRun,
  type TImportFileRequest,
  type TImportResult,
} from '@prapa/contracts/data-import';
import { formatMemberId } from '@prapa/domain/member-id';
import { fiscalYearBE, toIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { storeDocument } from '../files/store-document.ts';
import {
  analyseImportedTables,
  insertClientBatch,
  insertMeterBatch,
  insertOpeningInvoiceBatch,
  loadImportReference,
} from './data-import.repository.ts';
import {
  type FileLine,
  kindOfFileName,
  readFileLines,
  UnreadableFileError,
} from './import-file.ts';
import {
  type ImportPlan,
  keysOfLines,
  mapHeader,
  type PlannedClient,
  planImport,
} from './import-rows.ts';

/** Rows per INSERT statement (as the bill run): the arrays stay a few MB. */
export const IMPORT_BATCH = 10_000;
/** Imports this large refresh the planner statistics of the tables they filled. */
const ANALYSE_AFTER = 1_000;

async function readLines(request: TImportFileRequest) {
  const kind = kindOfFileName(request.file_name);
  if (!kind) throw new AppError('VALIDATION', { messageKey: 'import_file_type' });
  const content = Buffer.from(request.content_base64, 'base64');
  try {
    return await readFileLines(kind, content);
  } catch (error) {
    if (error instanceof UnreadableFileError) {
      throw new AppError('VALIDATION', { messageKey: 'import_file_unreadable', cause: error });
    }
    throw error;
  }
}

/** Checks the file's lines against the database `db` sees (the root or a transaction). */
async function planOf(db: Db, lines: readonly FileLine[], lang: Lang): Promise<ImportPlan> {
  const [headerLine, ...dataLines] = lines;
  if (dataLines.length === 0) throw new AppError('VALIDATION', { messageKey: 'import_file_empty' });
  if (dataLines.length > IMPORT_ROWS_MAX) {
    throw new AppError('VALIDATION', {
      messageKey: 'import_too_many_rows',
      params: { rows: dataLines.length, max: IMPORT_ROWS_MAX },
    });
  }
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const header = mapHeader(headerLine, t);
  const reference = await loadImportReference(db, keysOfLines(dataLines, header.map));
  return planImport(dataLines, reference, t, header);
}

/** The dry run: what would be created and every problem; writes nothing. */
export async function dryRunImport(
  ctx: RequestContext,
  request: TImportFileRequest,
  lang: Lang,
): Promise<TImportDryRun> {
  const plan = await planOf(ctx.db, await readLines(request), lang);
  return {
    file_name: request.file_name,
    totals: plan.totals,
    rows: plan.rows,
    problems: plan.problems,
  };
}

/**
 * The confirmed import: the same file checked again inside ONE transaction, then every client,
 * meter and opening invoice written set-based, or nothing at all when any row has a problem
 * (409) or a number was taken meanwhile (the unique indexes answer; 409 too).
 */
export async function confirmImport(
  ctx: RequestContext,
  request: TImportFileRequest,
  lang: Lang,
  dataDir?: string,
): Promise<TImportResult> {
  // Read outside the transaction: parsing a large workbook takes seconds, and on the embedded
  // database an open transaction makes every other request wait.
  const lines = await readLines(request);
  let result: TImportResult;
  try {
    result = await withTransaction(ctx.db, async (tx) => {
      const plan = await planOf(tx, lines, lang);
      if (plan.totals.problems > 0) {
        throw new AppError('CONFLICT', {
          messageKey: 'import_has_problems',
          params: { count: plan.totals.problems, rows: plan.totals.rows_with_problems },
        });
      }
      const written = await writePlan(ctx, tx, plan.clients);
      const result: TImportResult = {
        file_name: request.file_name,
        totals: plan.totals,
        ...written,
      };
      await audit(tx, {
        ...auditFields(ctx),
        action: 'data_import.confirm',
        entity: 'data_import',
        entityId: null,
        after: result,
      });
      return result;
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'meters_meter_no_in_use_key') ||
      isUniqueViolation(error, 'clients_water_no_key')
    ) {
      throw new AppError('CONFLICT', { messageKey: 'import_conflict', cause: error });
    }
    throw error;
  }
  // The file that was imported is kept in the file room (kind `import`) once the import holds.
  if (dataDir) {
    await storeDocument(ctx.db, dataDir, {
      kind: 'import',
      name: request.file_name,
      mimeType: IMPORT_MIME[kindOfFileName(request.file_name) ?? 'csv'],
      content: Buffer.from(request.content_base64, 'base64'),
      // The members it created, by their ids ('00001–00420').
      related: result.first_member_id
        ? { type: 'data_import', id: `${result.first_member_id}–${result.last_member_id}` }
        : null,
      createdBy: ctx.account?.id ?? null,
      at: ctx.now,
    });
  }
  return result;
}

const IMPORT_MIME = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

async function writePlan(ctx: RequestContext, tx: Tx, planned: readonly PlannedClient[]) {
  const organisation = await findOrganisation(tx);
  if (!organisation) throw new Error('organisation row missing');
  const today = toIsoDate(ctx.now);
  const createdBy = ctx.account?.id ?? null;
  const clientIds: number[] = [];
  const memberIds: number[] = [];

  for (let start = 0; start < planned.length; start += IMPORT_BATCH) {
    const batch = planned.slice(start, start + IMPORT_BATCH);
    const inserted = await insertClientBatch(
      tx,
      {
        firstName: batch.map((c) => c.firstName),
        lastName: batch.map((c) => c.lastName),
        houseNo: batch.map((c) => c.houseNo),
        address: batch.map((c) => c.address),
        areaId: batch.map((c) => c.areaId),
        phone: batch.map((c) => c.phone),
        waterNo: batch.map((c) => c.waterNo),
        tariffGroupId: batch.map((c) => c.tariffGroupId),
        debtSatang: batch.map((c) => c.openingDebt),
      },
      ctx.now,
    );
    if (inserted.length !== batch.length) throw new Error('client batch insert count mismatch');
    const ids = inserted.map((row) => row.id);
    clientIds.push(...ids);
    memberIds.push(...inserted.map((row) => row.member_id));
    await insertMeterBatch(
      tx,
      {
        clientId: ids,
        meterNo: batch.map((c) => c.meterNo),
        meterTypeId: batch.map((c) => c.meterTypeId),
        initialReading: batch.map((c) => c.lastReading),
      },
      today,
      ctx.now,
    );
  }

  const owing = planned.flatMap((c, i) =>
    c.openingDebt > 0 ? [{ clientId: clientIds[i] as number, amount: c.openingDebt }] : [],
  );
  let firstInvoiceNo: string | null = null;
  let lastInvoiceNo: string | null = null;
  if (owing.length > 0) {
    const fiscalYear = fiscalYearBE(ctx.now, organisation.fiscalYearStartMonth);
    const numbers = await takeDocumentNumbers(tx, 'invoice', fiscalYear, owing.length);
    for (let start = 0; start < owing.length; start += IMPORT_BATCH) {
      const batch = owing.slice(start, start + IMPORT_BATCH);
      await insertOpeningInvoiceBatch(
        tx,
        { fiscalYear, invoiceDate: today, createdBy, now: ctx.now },
        {
          invoiceNo: batch.map((_, i) => numbers.format(start + i)),
          seq: batch.map((_, i) => numbers.first + start + i),
          clientId: batch.map((o) => o.clientId),
          totalSatang: batch.map((o) => o.amount),
        },
      );
    }
    firstInvoiceNo = numbers.format(0);
    lastInvoiceNo = numbers.format(owing.length - 1);
  }
  if (planned.length >= ANALYSE_AFTER) await analyseImportedTables(tx);

  const first = memberIds[0];
  const last = memberIds.at(-1);
  return {
    first_member_id: first === undefined ? null : formatMemberId(first),
    last_member_id: last === undefined ? null : formatMemberId(last),
    first_invoice_no: firstInvoiceNo,
    last_invoice_no: lastInvoiceNo,
  };
}
