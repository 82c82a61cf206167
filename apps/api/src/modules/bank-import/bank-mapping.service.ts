import type {
  TBankColumnMapping,
  TBankColumnMappingInput,
  TBankFileUpload,
  TBankMappings,
  TBankPreview,
} from '@prapa/contracts/bank-import';
import type { ParsedBankFile } from '@prapa/domain/bank-file';
import { type BankColumnMap, readBankTable } from '@prapa/domain/bank-table';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  type FileLine,
  kindOfFileName,
  readFileLines,
  UnreadableFileError,
} from '../data-import/import-file.ts';
import { findBankSettings } from './bank-settings.service.ts';

type MappingRow = Omit<TBankColumnMapping, 'updated_at'> & { updated_at_ms: number };

function findMappingRows(db: Db, id: number | null) {
  return rawRows<MappingRow>(
    db,
    sql`select m.id, m.bank_code, m.account_no, m.first_row, m.date_col::int as date_col,
          m.time_col::int as time_col, m.name_col::int as name_col, m.ref1_col::int as ref1_col,
          m.ref2_col::int as ref2_col, m.amount_col::int as amount_col, m.date_order,
          (extract(epoch from m.updated_at) * 1000)::float8 as updated_at_ms,
          coalesce(a.full_name, a.user_name, '') as updated_by
        from bank_column_mappings m left join accounts a on a.id = m.updated_by
        where ${id === null ? sql`true` : sql`m.id = ${id}`}
        order by m.bank_code, m.account_no`,
  );
}

function toMapping(row: MappingRow): TBankColumnMapping {
  const { updated_at_ms, ...rest } = row;
  return { ...rest, updated_at: new Date(updated_at_ms).toISOString() };
}

/** The receiving accounts and the mapping saved for each (if any). */
export async function listBankMappings(ctx: RequestContext): Promise<TBankMappings> {
  const settings = await findBankSettings(ctx.db);
  const rows = await findMappingRows(ctx.db, null);
  return { accounts: settings.accounts, mappings: rows.map(toMapping) };
}

/**
 * Saves the account's mapping (one per receiving account: a second save replaces it), audited
 * with what it was before. The account must be one of the settings' receiving accounts.
 */
export async function saveBankMapping(
  ctx: RequestContext,
  input: TBankColumnMappingInput,
): Promise<TBankColumnMapping> {
  const account = requireAccount(ctx);
  const id = await withTransaction(ctx.db, async (tx) => {
    const settings = await findBankSettings(tx);
    const known = settings.accounts.some(
      (a) => a.bank_code === input.bank_code && a.account_no === input.account_no,
    );
    if (!known) throw new AppError('VALIDATION', { messageKey: 'bank_import_mapping_account' });
    const [before] = await rawRows<{ id: number }>(
      tx,
      sql`select id from bank_column_mappings
          where bank_code = ${input.bank_code} and account_no = ${input.account_no} for update`,
    );
    const beforeMapping = before ? (await findMappingRows(tx, before.id)).map(toMapping)[0] : null;
    const [saved] = await rawRows<{ id: number }>(
      tx,
      sql`insert into bank_column_mappings (bank_code, account_no, first_row, date_col, time_col,
            name_col, ref1_col, ref2_col, amount_col, date_order, updated_at, updated_by)
          values (${input.bank_code}, ${input.account_no}, ${input.first_row}, ${input.date_col},
            ${input.time_col}, ${input.name_col}, ${input.ref1_col}, ${input.ref2_col},
            ${input.amount_col}, ${input.date_order}, ${ctx.now.toISOString()}, ${account.id})
          on conflict (bank_code, account_no) do update set first_row = excluded.first_row,
            date_col = excluded.date_col, time_col = excluded.time_col,
            name_col = excluded.name_col, ref1_col = excluded.ref1_col,
            ref2_col = excluded.ref2_col, amount_col = excluded.amount_col,
            date_order = excluded.date_order, updated_at = excluded.updated_at,
            updated_by = excluded.updated_by
          returning id`,
    );
    const savedId = saved?.id as number;
    await audit(tx, {
      ...auditFields(ctx),
      action: 'bank_import.mapping',
      entity: 'bank_column_mapping',
      entityId: savedId,
      before: beforeMapping ?? null,
      after: input,
    });
    return savedId;
  });
  const [row] = await findMappingRows(ctx.db, id);
  return toMapping(row as MappingRow);
}

async function readTableLines(fileName: string, bytes: Buffer): Promise<FileLine[]> {
  try {
    return await readFileLines(kindOfFileName(fileName) === 'xlsx' ? 'xlsx' : 'csv', bytes, {
      bankList: true,
    });
  } catch (error) {
    if (error instanceof UnreadableFileError) {
      throw new AppError('VALIDATION', { messageKey: 'bank_import_unreadable' });
    }
    throw error;
  }
}

/** The first ten rows of a CSV / Excel list, for the office to map its columns. */
export async function previewBankTable(
  ctx: RequestContext,
  upload: Pick<TBankFileUpload, 'file_name' | 'content_base64'>,
): Promise<TBankPreview> {
  requireAccount(ctx);
  const lines = await readTableLines(
    upload.file_name,
    Buffer.from(upload.content_base64, 'base64'),
  );
  return { rows: lines.slice(0, 10).map((l) => ({ row: l.row, cells: l.cells })) };
}

/**
 * Reads an upload as the dry run and confirm see it: a CSV / Excel list through its saved
 * mapping (which the fingerprint then covers), or else the banks' fixed-width file. A list
 * without a mapping is refused (400) rather than misread.
 */
export async function readUploadAsTable(
  db: Db,
  upload: TBankFileUpload,
  bytes: Buffer,
): Promise<{ parsed: ParsedBankFile; mappingKey: string } | null> {
  if (upload.mapping_id === undefined) {
    if (kindOfFileName(upload.file_name) === 'xlsx' || /\.csv$/i.test(upload.file_name.trim())) {
      throw new AppError('VALIDATION', { messageKey: 'bank_import_mapping_required' });
    }
    return null;
  }
  const [row] = await findMappingRows(db, upload.mapping_id);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'bank_import_mapping_not_found' });
  const map: BankColumnMap = {
    firstRow: row.first_row,
    date: row.date_col,
    time: row.time_col,
    name: row.name_col,
    ref1: row.ref1_col,
    ref2: row.ref2_col,
    amount: row.amount_col,
    dateOrder: row.date_order,
  };
  const lines = await readTableLines(upload.file_name, bytes);
  const parsed = readBankTable(lines, map, { bankCode: row.bank_code, account: row.account_no });
  return { parsed, mappingKey: JSON.stringify([row.bank_code, row.account_no, map]) };
}
