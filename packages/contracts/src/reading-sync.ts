import { z } from 'zod';
import { ZReadingNote } from './billing-cycles.ts';
import { dataEnvelope } from './envelope.ts';
import { ZCurrentReading, ZSavedReading } from './readings.ts';
import { V } from './validation-keys.ts';

/**
 * Offline meter reading (decision 025): readings typed on a phone without signal wait in the
 * phone's IndexedDB and are sent here in batches when it is back online.
 *
 * POST /api/user/waterHistory/sync `{ readings: [...] }`. Each reading carries an id the phone
 * made (`sync_id`, a UUID): sending it again (a lost answer, a second tab) does not save it
 * twice but answers `saved` again with `duplicate: true` and the meter's reading as the server
 * holds it now (the office may have recorded it again since). `base_reading` is the meter's reading
 * in the cycle when the round was downloaded (null: none yet); when the server's reading has
 * changed since, someone else recorded the meter and the answer is `conflict` with theirs,
 * unless `overwrite` (the reader chose theirs on screen). One transaction for the batch; each
 * reading has its own outcome, in the order sent.
 */
export const READING_SYNC_PATH = '/api/user/waterHistory/sync';
/** The most readings one sync request carries; the phone sends more in several. */
export const READING_SYNC_BATCH_MAX = 200;

export const ZReadingSyncItem = z.object({
  sync_id: z.uuid({ message: V.idFormat }),
  cycle_id: z.number().int().positive(),
  meter_id: z.number().int().positive(),
  current_reading: ZCurrentReading,
  base_reading: z.number().int().min(0).nullable().default(null),
  confirm_rollover: z.boolean().default(false),
  confirm_anomaly: z.boolean().default(false),
  /** The reader chose this reading over one recorded by someone else meanwhile. */
  overwrite: z.boolean().default(false),
  /**
   * Not read (no access, broken): an estimate, computed by the server from the previous reading
   * and the average as `…/billing-cycle/mark` does (`current_reading` is the phone's own
   * estimate, shown until the answer). Needs the right to mark estimates (billing-cycles write:
   * office staff, not the meter reader); refused per reading otherwise.
   */
  note: ZReadingNote.nullable().default(null),
});
export type TReadingSyncItem = z.input<typeof ZReadingSyncItem>;

export const ZReadingSyncRequest = z.object({
  readings: z
    .array(ZReadingSyncItem)
    .min(1, { message: V.required })
    .max(READING_SYNC_BATCH_MAX, { message: V.listTooLong }),
});
export type TReadingSyncRequest = z.input<typeof ZReadingSyncRequest>;

export const ZReadingSyncResult = z.discriminatedUnion('status', [
  z.object({
    sync_id: z.string(),
    status: z.literal('saved'),
    /**
     * This id had been saved before: nothing was written again, and `reading` is the meter's
     * reading in the cycle now (null if it has none any more).
     */
    duplicate: z.boolean(),
    reading: ZSavedReading.nullable(),
  }),
  z.object({
    sync_id: z.string(),
    status: z.literal('conflict'),
    /** What the server holds for the meter now. */
    server_reading: z.number().int(),
    server_read_at: z.string(),
    server_read_by: z.string().nullable(),
    message: z.string(),
  }),
  z.object({
    sync_id: z.string(),
    status: z.literal('rejected'),
    /** An error code of the API (VALIDATION, NEEDS_ROLLOVER_CONFIRMATION, CONFLICT …). */
    code: z.string(),
    message: z.string(),
  }),
]);
export type TReadingSyncResult = z.infer<typeof ZReadingSyncResult>;

export const ZReadingSyncResponse = dataEnvelope(
  z.object({ results: z.array(ZReadingSyncResult) }),
);
export type TReadingSyncResponse = z.infer<typeof ZReadingSyncResponse>;
