import type { TNewMeter } from '@prapa/contracts/meters';
import { formatMemberId } from '@prapa/domain/member-id';
import { parseIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { MeterTypeRow } from '../../db/schema/meter-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { fieldError, fullnameOf } from '../clients/client-mapping.ts';
import { findActiveMeterType, findInstalledMeterHolder } from './meters.repository.ts';

/** A 'YYYY-MM-DD' that is a real day (the contract only checks the shape). */
export function assertCalendarDate(value: string, path: string): void {
  if (!parseIsoDate(value)) throw fieldError(path, 'date_invalid');
}

/** 409 naming the client that has the meter number installed. */
export function meterNoTaken(
  meterNo: string,
  holder: { memberId: number; firstName: string; lastName: string },
): AppError {
  return new AppError('CONFLICT', {
    messageKey: 'meter_no_taken',
    params: {
      meter_no: meterNo,
      client_id: formatMemberId(holder.memberId),
      fullname: fullnameOf(holder),
    },
  });
}

/**
 * Checks a meter about to be installed: an active type, a reading the register can show, a
 * real date and a number no installed meter of another client has. `path` is where the meter's
 * fields sit in the request ('params.meter' or 'params').
 */
export async function checkNewMeter(
  db: Db,
  meter: TNewMeter,
  path: string,
  exceptClientId?: number,
): Promise<MeterTypeRow> {
  const type = await findActiveMeterType(db, meter.meter_type_id);
  if (!type) throw fieldError(`${path}.meter_type_id`, 'client_meter_type_not_found');
  if (meter.initial_reading >= 10 ** type.digits) {
    throw fieldError(`${path}.initial_reading`, 'client_reading_too_large');
  }
  assertCalendarDate(meter.installed_on, `${path}.installed_on`);
  const holder = await findInstalledMeterHolder(db, meter.meter_no, exceptClientId);
  if (holder) throw meterNoTaken(meter.meter_no, holder);
  return type;
}

/**
 * The unique index on installed meter numbers is the real guard (two saves at the same
 * moment); its violation is answered like the check above, naming the holder after the
 * failed transaction has rolled back.
 */
export async function withFreeMeterNo<T>(
  db: Db,
  meterNo: string,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error, 'meters_meter_no_in_use_key')) {
      const holder = await findInstalledMeterHolder(db, meterNo);
      if (holder) throw meterNoTaken(meterNo, holder);
      throw new AppError('CONFLICT', { cause: error });
    }
    throw error;
  }
}
