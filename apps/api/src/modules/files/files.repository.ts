import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { fileRetention, files } from '../../db/schema/files.ts';

export type NewFile = {
  kind: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  storagePath: string;
  relatedType: string | null;
  relatedId: string | null;
  regen: Record<string, unknown> | null;
  createdBy: number | null;
  createdAt: Date;
};

export async function insertFile(db: Db, file: NewFile): Promise<number> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  return row!.id;
}

export type FileListRow = {
  id: number;
  kind: string;
  name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  storage_path: string;
  related_type: string | null;
  related_id: string | null;
  related_ref: string | null;
  regen: string | null;
  created_by_name: string | null;
  created_at_ms: number;
};

export type FileFilter = { kind?: string | undefined; q?: string | undefined };

const where = (filter: FileFilter) => sql`f.deleted_at is null
  ${filter.kind ? sql`and f.kind = ${filter.kind}` : sql``}
  ${filter.q ? sql`and f.name ilike ${`%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;

/**
 * The name people know a related record by (a page of 50 rows, one primary-key look-up each).
 * The id is a number for these types (written by storeDocument's callers from a row's id).
 */
const RELATED_REF = sql`case f.related_type
    when 'billing_cycle' then (select bc.period_month || '/' || (bc.period_year + 543)
      from billing_cycles bc where bc.id = f.related_id::int)
    when 'remittance' then (select r.remittance_no from remittances r
      where r.id = f.related_id::int)
  end`;

export async function listFiles(
  db: Db,
  filter: FileFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: FileListRow[]; total: number }> {
  const rows = await rawRows<FileListRow>(
    db,
    sql`select f.id, f.kind, f.name, f.mime_type, f.size_bytes::float8 as size_bytes, f.sha256,
          f.storage_path, f.related_type, f.related_id, ${RELATED_REF} as related_ref,
          f.regen::text as regen,
          a.full_name as created_by_name,
          extract(epoch from f.created_at)::float8 * 1000 as created_at_ms
        from files f left join accounts a on a.id = f.created_by
        where ${where(filter)}
        order by f.created_at desc, f.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [count] = await rawRows<{ n: number; bytes: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(size_bytes), 0)::float8 as bytes
        from files f where ${where(filter)}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function sumLiveFileBytes(db: Db): Promise<number> {
  const [row] = await rawRows<{ bytes: number }>(
    db,
    sql`select coalesce(sum(size_bytes), 0)::float8 as bytes from files where deleted_at is null`,
  );
  return row?.bytes ?? 0;
}

export async function findLiveFile(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .limit(1);
  return row;
}

/** The newest live file of a kind that belongs to a record (e.g. a remittance's slip). */
export async function findNewestFileOf(
  db: Db,
  kind: string,
  related: { type: string; id: string | number },
): Promise<number | undefined> {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select id from files
        where kind = ${kind} and related_type = ${related.type}
          and related_id = ${String(related.id)} and deleted_at is null
        order by id desc limit 1`,
  );
  return row?.id;
}

export async function updateFileContent(
  db: Db,
  id: number,
  content: { sizeBytes: number; sha256: string },
): Promise<void> {
  await db.update(files).set(content).where(eq(files.id, id));
}

export async function markFileDeleted(
  db: Db,
  id: number,
  by: number | null,
  at: Date,
  reason: string,
): Promise<boolean> {
  const done = await db
    .update(files)
    .set({ deletedAt: at, deletedBy: by, deleteReason: reason })
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .returning({ id: files.id });
  return done.length > 0;
}

export async function listRetention(db: Db): Promise<{ kind: string; keep_days: number }[]> {
  return rawRows(db, sql`select kind, keep_days from file_retention order by kind`);
}

export async function saveRetention(
  db: Db,
  rules: { kind: string; keep_days: number | null }[],
  at: Date,
): Promise<void> {
  for (const rule of rules) {
    if (rule.keep_days === null) {
      await db.delete(fileRetention).where(eq(fileRetention.kind, rule.kind));
    } else {
      await db
        .insert(fileRetention)
        .values({ kind: rule.kind, keepDays: rule.keep_days, updatedAt: at })
        .onConflictDoUpdate({
          target: fileRetention.kind,
          set: { keepDays: rule.keep_days, updatedAt: at },
        });
    }
  }
}

/** Live files older than their kind's retention at `now`. */
export async function findExpiredFiles(
  db: Db,
  now: Date,
): Promise<{ id: number; storage_path: string; kind: string; name: string }[]> {
  return rawRows(
    db,
    sql`select f.id, f.storage_path, f.kind, f.name
        from files f join file_retention r on r.kind = f.kind
        where f.deleted_at is null
          and f.created_at < ${now.toISOString()}::timestamptz - make_interval(days => r.keep_days)
        order by f.id`,
  );
}
