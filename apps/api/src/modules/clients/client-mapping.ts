import type { TClient, TClientLookupItem } from '@prapa/contracts/clients';
import { owingOf } from '@prapa/domain/bill-state';
import { parseStatusCode } from '@prapa/domain/client-status';
import { formatMemberId } from '@prapa/domain/member-id';
import { AppError } from '../../lib/app-error.ts';
import type { ClientRowData } from './client-rows.repository.ts';

export function fullnameOf(row: { firstName: string; lastName: string }): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

function statusOf(code: string) {
  const parsed = parseStatusCode(code);
  // The column has a check constraint and a foreign key; anything else is a broken database.
  if (!parsed) throw new Error(`unknown client status code ${code}`);
  return parsed;
}

/** The response shape of spec §3 (its mixed camelCase / snake_case names included). */
export function toClient(row: ClientRowData): TClient {
  return {
    id: row.id,
    client_id: formatMemberId(row.memberId),
    memberId: row.memberId,
    first_name: row.firstName,
    last_name: row.lastName,
    fullname: fullnameOf(row),
    email: row.email,
    phone: row.phone,
    house_no: row.houseNo,
    address: row.address,
    area: row.areaId,
    area_code: row.areaCode,
    area_name: row.areaName,
    status_code: statusOf(row.statusCode),
    status_name: row.statusName,
    debt: row.debtSatang,
    owing: owingOf(row.statusCode, row.debtSatang),
    waterNo: row.waterNo,
    tariff_group_id: row.tariffGroupId,
    tariff_group_name: row.tariffGroupName,
    ignored: row.ignored,
    ignored_reason: row.ignoredReason,
    created_date: row.createdAt.toISOString(),
    modify_date: row.updatedAt.toISOString(),
    meter_id: row.meterId,
    meterNo: row.meterNo,
    meterName: row.meterTypeName,
    meterSize: row.meterSize,
    meter_type_id: row.meterTypeId,
    meter_type_name: row.meterTypeName,
    meter_type_fee: row.meterFeeSatang,
    meter_digit: row.meterDigits,
    installed_on: row.installedOn,
    initial_reading: row.initialReading,
  };
}

export function toLookupItem(row: {
  id: number;
  memberId: number;
  firstName: string;
  lastName: string;
  houseNo: string;
  areaName: string;
  waterNo: string | null;
  meterNo: string | null;
  statusCode: string;
  statusName: string;
}): TClientLookupItem {
  return {
    id: row.id,
    client_id: formatMemberId(row.memberId),
    memberId: row.memberId,
    fullname: fullnameOf(row),
    house_no: row.houseNo,
    area_name: row.areaName,
    waterNo: row.waterNo,
    meterNo: row.meterNo,
    status_code: statusOf(row.statusCode),
    status_name: row.statusName,
  };
}

export const clientNotFound = () => new AppError('NOT_FOUND', { messageKey: 'client_not_found' });

/** A 400 naming one field, with a message key that needs no parameters. */
export function fieldError(path: string, messageKey: string): AppError {
  return new AppError('VALIDATION', { messageKey, fields: [{ path, message: messageKey }] });
}
