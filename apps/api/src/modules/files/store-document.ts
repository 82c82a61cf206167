import { writeFile } from 'node:fs/promises';
import { FILE_KINDS } from '@prapa/contracts/files';
import type { Db } from '../../db/database.ts';
import {
  commitTempFile,
  newStoragePath,
  removeStored,
  storedPath,
  tempPathFor,
} from './file-store.ts';
import { insertFile } from './files.repository.ts';

/** The kinds of document the file room keeps; each has its own retention (set by an ADMIN). */
export type DocumentKind = (typeof FILE_KINDS)[number];

export type StoreDocumentInput = {
  /** Which shelf: 'report', 'bill_batch', 'notice', 'remittance', 'field_sheet', 'import'. */
  kind: DocumentKind;
  /** The name a person sees and downloads it as, e.g. 'ใบแจ้งหนี้ รอบ 2569-11.pdf'. */
  name: string;
  mimeType: string;
  /**
   * The bytes (a Buffer or text), or a writer for large documents: it is given a temporary path
   * to write to and the file is moved into place only when it resolves.
   */
  content: Uint8Array | string | ((path: string) => Promise<void>);
  /** The record it belongs to, shown in the file room, e.g. `{ type: 'billing_cycle', id: 12 }`. */
  related?: { type: string; id: string | number } | null;
  /**
   * How to make it again from the database if its bytes go missing (see `regenerate` in
   * files.service.ts); null when it cannot be (an uploaded file).
   */
  regen?: Record<string, unknown> | null;
  /** The account that caused it; null for the system. */
  createdBy: number | null;
  at: Date;
};

export type StoredDocument = { id: number; sha256: string; sizeBytes: number };

/**
 * Puts one generated or received document into the file room: its bytes under
 * `PRAPA_DATA_DIR/files/<yyyy-mm>/`, written to a `.part` file and renamed when complete, and a
 * `files` row with its SHA-256, size, kind, who and when. The kind's retention (file room,
 * "how long each kind is kept") then applies to it.
 *
 * Call it after the business change it records has committed (a failed print or import leaves
 * nothing behind), or with the transaction handle as `db` when the row must commit with it.
 *
 * ```ts
 * await storeDocument(ctx.db, app.dataDir, {
 *   kind: 'notice', name: 'หนังสือแจ้งหนี้ 2569-11.pdf', mimeType: 'application/pdf',
 *   content: pdfBuffer, related: { type: 'billing_cycle', id: cycleId },
 *   createdBy: ctx.account?.id ?? null, at: ctx.now,
 * });
 * ```
 */
export async function storeDocument(
  db: Db,
  dataDir: string,
  doc: StoreDocumentInput,
): Promise<StoredDocument> {
  if (!(FILE_KINDS as readonly string[]).includes(doc.kind)) {
    throw new Error(`unknown document kind: ${doc.kind}`);
  }
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(doc.name)?.[0] ?? '';
  const storage = newStoragePath(doc.at, `${doc.kind}${extension}`);
  const full = storedPath(dataDir, storage);
  const temp = await tempPathFor(full);
  let content: { size: number; sha256: string };
  try {
    if (typeof doc.content === 'function') await doc.content(temp);
    else await writeFile(temp, doc.content);
    content = await commitTempFile(temp, full);
  } catch (error) {
    await removeStored(temp);
    throw error;
  }
  try {
    const id = await insertFile(db, {
      kind: doc.kind,
      name: doc.name,
      mimeType: doc.mimeType,
      sizeBytes: content.size,
      sha256: content.sha256,
      storagePath: storage,
      relatedType: doc.related?.type ?? null,
      relatedId: doc.related ? String(doc.related.id) : null,
      regen: doc.regen ?? null,
      createdBy: doc.createdBy,
      createdAt: doc.at,
    });
    return { id, sha256: content.sha256, sizeBytes: content.size };
  } catch (error) {
    await removeStored(full);
    throw error;
  }
}
