import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TFileRecord } from '@prapa/contracts/files';
import { ROLE } from '@prapa/domain/roles';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { type LettersRegen, writeLettersFile } from '../debt/letters-job.ts';
import {
  type FieldSheetRegen,
  renderFieldSheet,
} from '../investigation/investigation-export.service.ts';
import { type BillBatchRegen, renderInvoicesPdf } from '../invoices/invoice-print.service.ts';
import { renderRemittanceSlip, type SlipRegen } from '../remittance/remittance-slip.service.ts';
import { regenerateReportFile } from '../reports/report-file.service.ts';
import {
  backupsRoot,
  commitTempFile,
  diskSpace,
  fileExists,
  removeStored,
  storedPath,
  tempPathFor,
} from './file-store.ts';
import {
  type FileFilter,
  findExpiredFiles,
  findLiveFile,
  listFiles,
  listRetention,
  markFileDeleted,
  saveRetention,
  sumLiveFileBytes,
  updateFileContent,
} from './files.repository.ts';

const isAdmin = (ctx: RequestContext) => {
  const role = requireAccount(ctx).role;
  return role === ROLE.ADMIN || role === ROLE.DEV;
};

function requireAdmin(ctx: RequestContext) {
  if (!isAdmin(ctx)) throw new AppError('FORBIDDEN', { messageKey: 'files.admin_only' });
}

export async function getFileList(
  ctx: RequestContext,
  dataDir: string,
  filter: FileFilter,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listFiles(ctx.db, filter, page, pageSize);
  const records: TFileRecord[] = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      mime_type: row.mime_type,
      size_bytes: row.size_bytes,
      sha256: row.sha256,
      related_type: row.related_type,
      related_id: row.related_id,
      related_ref: row.related_ref,
      created_by_name: row.created_by_name,
      created_at: new Date(row.created_at_ms).toISOString(),
      present: await fileExists(storedPath(dataDir, row.storage_path)),
      regenerable: row.regen !== null,
    })),
  );
  const [disk, used] = await Promise.all([diskSpace(dataDir), sumLiveFileBytes(ctx.db)]);
  return {
    rows: records,
    total,
    page,
    page_size: pageSize,
    disk: { free_bytes: disk.free, total_bytes: disk.total, used_by_files_bytes: used },
  };
}

/**
 * Makes a document again from how it was made: a bill batch, a batch of debt letters (from the
 * letters as stored), a remittance slip, a field sheet, or (the default) a report.
 */
async function regenerate(ctx: RequestContext, regen: Record<string, unknown>, path: string) {
  switch (regen.type) {
    case 'bill_batch': {
      const { query, lang } = regen as BillBatchRegen;
      await writeFile(path, await renderInvoicesPdf(ctx, query, lang));
      return;
    }
    case 'debt_letters':
      await writeLettersFile(ctx.db, (regen as LettersRegen).batch_no, path);
      return;
    case 'remittance_slip':
      await writeFile(path, await renderRemittanceSlip(ctx, (regen as SlipRegen).remittance_id));
      return;
    case 'field_sheet':
      await writeFile(path, await renderFieldSheet(ctx, (regen as FieldSheetRegen).filter));
      return;
    default:
      await regenerateReportFile(ctx, regen, path);
  }
}

/**
 * The path of a document to send. A document whose bytes are missing (deleted by hand, a disk
 * restored without them) is made again from the database when it keeps how (`regen`): the
 * report is run again with the same filters, so it shows the data as it is now.
 */
export async function openFileForDownload(ctx: RequestContext, dataDir: string, id: number) {
  const file = await findLiveFile(ctx.db, id);
  if (!file) throw new AppError('NOT_FOUND', { messageKey: 'files.not_found' });
  const full = storedPath(dataDir, file.storagePath);
  if (!(await fileExists(full))) {
    if (!file.regen) throw new AppError('NOT_FOUND', { messageKey: 'files.missing' });
    const temp = await tempPathFor(full);
    await regenerate(ctx, file.regen, temp);
    const content = await commitTempFile(temp, full);
    await withTransaction(ctx.db, async (tx) => {
      await updateFileContent(tx, id, { sizeBytes: content.size, sha256: content.sha256 });
      await audit(tx, {
        ...auditFields(ctx),
        action: 'file.regenerate',
        entity: 'file',
        entityId: id,
        before: { sha256: file.sha256 },
        after: content,
      });
    });
  }
  return { path: full, name: file.name, mimeType: file.mimeType };
}

export async function deleteFile(ctx: RequestContext, dataDir: string, id: number, reason: string) {
  requireAdmin(ctx);
  const file = await findLiveFile(ctx.db, id);
  if (!file) throw new AppError('NOT_FOUND', { messageKey: 'files.not_found' });
  await withTransaction(ctx.db, async (tx) => {
    await markFileDeleted(tx, id, ctx.account?.id ?? null, ctx.now, reason);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'file.delete',
      entity: 'file',
      entityId: id,
      before: { kind: file.kind, name: file.name, sha256: file.sha256 },
      after: { reason },
    });
  });
  await removeStored(storedPath(dataDir, file.storagePath));
}

export async function getRetention(ctx: RequestContext) {
  return (await listRetention(ctx.db)).map((r) => ({ kind: r.kind, keep_days: r.keep_days }));
}

export async function setRetention(
  ctx: RequestContext,
  rules: { kind: string; keep_days: number | null }[],
) {
  requireAdmin(ctx);
  await withTransaction(ctx.db, async (tx) => {
    const before = await listRetention(tx);
    await saveRetention(tx, rules, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'file.retention',
      entity: 'file_retention',
      before,
      after: rules,
    });
  });
  return getRetention(ctx);
}

/**
 * Deletes every file older than its kind's retention (rows kept, bytes removed, one audit row
 * per file). Run by an ADMIN on demand and by the job runner once a day.
 */
export async function cleanupExpiredFiles(ctx: RequestContext, dataDir: string): Promise<number> {
  const expired = await findExpiredFiles(ctx.db, ctx.now);
  let deleted = 0;
  for (const file of expired) {
    const done = await withTransaction(ctx.db, async (tx) => {
      const ok = await markFileDeleted(tx, file.id, ctx.account?.id ?? null, ctx.now, 'retention');
      if (ok) {
        await audit(tx, {
          ...auditFields(ctx),
          action: 'file.expire',
          entity: 'file',
          entityId: file.id,
          before: { kind: file.kind, name: file.name },
          after: { reason: 'retention' },
        });
      }
      return ok;
    });
    if (done) {
      await removeStored(storedPath(dataDir, file.storage_path));
      deleted += 1;
    }
  }
  return deleted;
}

export async function cleanupByAdmin(ctx: RequestContext, dataDir: string) {
  requireAdmin(ctx);
  return cleanupExpiredFiles(ctx, dataDir);
}

const BACKUP_NAME = /^[A-Za-z0-9._-]{1,200}$/;

/** Backups written by the backup feature under PRAPA_DATA_DIR/backups, each with a .sha256. */
export async function listBackups(dataDir: string) {
  const root = backupsRoot(dataDir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return { exists: false, rows: [] };
  }
  const rows = [];
  for (const name of names.sort().reverse()) {
    if (name.endsWith('.sha256') || !BACKUP_NAME.test(name)) continue;
    const info = await stat(join(root, name));
    if (!info.isFile()) continue;
    let sha256: string | null = null;
    try {
      sha256 =
        (await readFile(join(root, `${name}.sha256`), 'utf8')).trim().split(/\s+/)[0] ?? null;
    } catch {
      sha256 = null;
    }
    rows.push({
      name,
      size_bytes: info.size,
      modified_at: info.mtime.toISOString(),
      sha256,
    });
  }
  return { exists: true, rows };
}

export async function openBackup(ctx: RequestContext, dataDir: string, name: string) {
  requireAdmin(ctx);
  if (!BACKUP_NAME.test(name) || name.endsWith('.sha256')) {
    throw new AppError('NOT_FOUND', { messageKey: 'files.not_found' });
  }
  const full = join(backupsRoot(dataDir), name);
  if (!(await fileExists(full))) throw new AppError('NOT_FOUND', { messageKey: 'files.not_found' });
  return { path: full, name };
}
