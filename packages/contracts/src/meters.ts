import { z } from 'zod';
import { ZIsoDate, ZPickedId, ZRequiredText } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { V } from './validation-keys.ts';

/**
 * Meters installed at clients. A meter number is unique among installed meters (in any case);
 * replacing a meter frees its number.
 */
export const ZMeterNo = ZRequiredText(30).regex(/^[A-Za-z0-9ก-๙/._-]+$/, {
  message: V.meterNoFormat,
});

/** A register reading: whole units; the meter type's digits bound it (checked by the server). */
export const ZReading = z
  .number({ message: V.reading })
  .int({ message: V.reading })
  .min(0, { message: V.reading })
  .max(9_999_999, { message: V.reading });

/** The member id as typed or shown: '00042', 42, '๔๒'. */
export const ZMemberIdRef = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[0-9๐-๙]{1,9}$/, { message: V.memberIdFormat }));

/** A new meter, with a new client or as a replacement. */
export const ZNewMeter = z.object({
  meter_no: ZMeterNo,
  meter_type_id: ZPickedId,
  /** Must be below 10^digits of the meter type. */
  initial_reading: ZReading.default(0),
  installed_on: ZIsoDate,
});
export type TNewMeter = z.infer<typeof ZNewMeter>;

/**
 * GET /api/user/meter/lookup-duplicate/meterno?meterNo=&clientId= (snake_case accepted too):
 * is the number on an installed meter of a client other than `clientId` (a member id)?
 */
function unsavedToNull(memberId: string): string | null {
  return memberId === '' || /^[0๐]+$/.test(memberId) ? null : memberId;
}

export const ZMeterDuplicateQuery = z
  .object({
    meterNo: z.string().trim().max(30).optional(),
    meter_no: z.string().trim().max(30).optional(),
    clientId: z.union([z.string(), z.number()]).optional(),
    client_id: z.union([z.string(), z.number()]).optional(),
  })
  .transform((query) => ({
    meter_no: query.meter_no || query.meterNo || '',
    // An empty client id or 0 (a client not saved yet: the spec's client sends 0) means "any client".
    client_id: unsavedToNull(String(query.client_id ?? query.clientId ?? '').trim()),
  }))
  .pipe(
    z.object({
      meter_no: z.string().min(1, { message: V.required }),
      client_id: z
        .string()
        .regex(/^[0-9๐-๙]{1,9}$/, { message: V.memberIdFormat })
        .nullable(),
    }),
  );
export type TMeterDuplicateQuery = z.input<typeof ZMeterDuplicateQuery>;

export const ZMeterDuplicate = z.object({
  duplicate: z.boolean(),
  /** The holder's member id ('00042') and name, when duplicate. */
  client_id: z.string().optional(),
  fullname: z.string().optional(),
});
export type TMeterDuplicate = z.infer<typeof ZMeterDuplicate>;
export const ZMeterDuplicateResponse = dataEnvelope(ZMeterDuplicate);

/**
 * POST /api/user/meter/replace `{ params }`: closes the client's current meter with its final
 * reading and opens the new one, in one transaction.
 */
export const ZReplaceMeterParams = ZNewMeter.extend({
  client_id: ZMemberIdRef,
  /**
   * At least the old meter's last recorded reading (else its initial reading), unless the
   * meter rolled over since: then lower, with `confirm_rollover` (the readings' rule).
   */
  final_reading: ZReading,
  removed_on: ZIsoDate,
  confirm_rollover: z.boolean().optional(),
});
export type TReplaceMeterParams = z.infer<typeof ZReplaceMeterParams>;
export const ZReplaceMeterRequest = z.object({ params: ZReplaceMeterParams });
export type TReplaceMeterRequest = z.input<typeof ZReplaceMeterRequest>;

/** GET /api/user/meter/history?client_id= */
export const ZMeterHistoryQuery = z.object({ client_id: ZMemberIdRef });
export type TMeterHistoryQuery = z.input<typeof ZMeterHistoryQuery>;

/** One meter a client has had; `removed_on` null for the one installed now. */
export const ZMeterHistoryItem = z.object({
  meter_id: z.number().int(),
  meterNo: z.string(),
  meter_type_id: z.number().int(),
  meter_type_name: z.string(),
  meterSize: z.string(),
  meter_digit: z.number().int(),
  initial_reading: z.number().int(),
  installed_on: ZIsoDate,
  removed_on: ZIsoDate.nullable(),
  final_reading: z.number().int().nullable(),
  /**
   * The real last reading: the final reading of a removed meter; else the latest recorded
   * reading, or the initial one when it has none.
   */
  last_reading: z.number().int(),
  current: z.boolean(),
});
export type TMeterHistoryItem = z.infer<typeof ZMeterHistoryItem>;
/** Newest first. */
export const ZMeterHistoryResponse = dataEnvelope(z.array(ZMeterHistoryItem));
