import type {
  TBankImportDetail,
  TBankImportLine,
  TBankImportListQuery,
  TBankImportPage,
  TBankImportSummary,
} from '@prapa/contracts/bank-import';
import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';

type SummaryRow = Omit<TBankImportSummary, 'imported_at' | 'confirmed_at'> & {
  imported_at_ms: number;
  confirmed_at_ms: number;
};

function summaries(ctx: RequestContext, where: SQL, page = sql``) {
  return rawRows<SummaryRow>(
    ctx.db,
    sql`select b.id, b.file_name, b.sha256, b.bank_code, b.account_no,
          b.effective_date::text as effective_date, b.line_count,
          b.file_total_satang::float8 as file_total_satang, b.applied_count,
          b.applied_satang::float8 as applied_satang, b.held_count,
          b.held_satang::float8 as held_satang, b.rejected_count,
          b.rejected_satang::float8 as rejected_satang, b.refunded_count,
          b.refunded_satang::float8 as refunded_satang,
          coalesce(ia.full_name, ia.user_name, '') as imported_by,
          (extract(epoch from b.imported_at) * 1000)::float8 as imported_at_ms,
          coalesce(ca.full_name, ca.user_name, '') as confirmed_by,
          (extract(epoch from b.confirmed_at) * 1000)::float8 as confirmed_at_ms
        from bank_imports b
        left join accounts ia on ia.id = b.imported_by
        left join accounts ca on ca.id = b.confirmed_by
        where ${where}
        order by b.id desc ${page}`,
  );
}

function toSummary(row: SummaryRow): TBankImportSummary {
  const { imported_at_ms, confirmed_at_ms, ...rest } = row;
  return {
    ...rest,
    imported_at: new Date(imported_at_ms).toISOString(),
    confirmed_at: new Date(confirmed_at_ms).toISOString(),
  };
}

/**
 * A page of the imported files, newest first, with their totals (applied + held + rejected +
 * refunded = file). A file a day adds up over the years, so the check page is paged.
 */
export async function listBankImports(
  ctx: RequestContext,
  query: TBankImportListQuery,
): Promise<TBankImportPage> {
  const offset = (query.page - 1) * query.page_size;
  const [rows, [count]] = await Promise.all([
    summaries(ctx, sql`true`, sql`limit ${query.page_size} offset ${offset}`),
    rawRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from bank_imports`),
  ]);
  return {
    rows: rows.map(toSummary),
    total: count?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'bank_import_not_found' });

export async function getBankImport(ctx: RequestContext, id: number): Promise<TBankImportDetail> {
  const [row] = await summaries(ctx, sql`b.id = ${id}`);
  if (!row) throw notFound();
  const lines = await rawRows<
    Omit<TBankImportLine, 'paid_at' | 'invoice_nos' | 'resolved_at'> & {
      paid_at_ms: number | null;
      resolved_at_ms: number | null;
      invoice_nos: string;
    }
  >(
    ctx.db,
    sql`select l.record, (extract(epoch from l.paid_at) * 1000)::float8 as paid_at_ms,
          l.customer_name, l.ref1, l.ref2, l.kind, l.channel,
          l.amount_satang::float8 as amount_satang, l.verdict, l.outcome,
          c.member_id::int as member_id, r.receipt_no,
          l.credit_satang::float8 as credit_satang, l.resolution, l.resolution_note,
          case when l.resolved_at is null then null
            else coalesce(ra.full_name, ra.user_name, '') end as resolved_by,
          (extract(epoch from l.resolved_at) * 1000)::float8 as resolved_at_ms,
          (select coalesce(json_agg(i.invoice_no order by i.id), '[]')::text from invoices i
            where i.id = any(l.invoice_ids)) as invoice_nos
        from bank_import_lines l
        left join clients c on c.id = l.client_id
        left join receipts r on r.id = l.receipt_id
        left join accounts ra on ra.id = l.resolved_by
        where l.import_id = ${id}
        order by l.record`,
  );
  return {
    ...toSummary(row),
    lines: lines.map(({ paid_at_ms, resolved_at_ms, invoice_nos, ...l }) => ({
      ...l,
      paid_at: paid_at_ms === null ? null : new Date(paid_at_ms).toISOString(),
      resolved_at: resolved_at_ms === null ? null : new Date(resolved_at_ms).toISOString(),
      invoice_nos: JSON.parse(invoice_nos) as string[],
    })),
  };
}

/** The original file, byte for byte. */
export async function getBankImportFile(
  ctx: RequestContext,
  id: number,
): Promise<{ name: string; bytes: Buffer }> {
  const [row] = await rawRows<{ file_name: string; content: string }>(
    ctx.db,
    sql`select file_name, encode(content, 'base64') as content from bank_imports where id = ${id}`,
  );
  if (!row) throw notFound();
  return { name: row.file_name, bytes: Buffer.from(row.content.replace(/\s/g, ''), 'base64') };
}
