import { z } from 'zod';
import { ZClient, ZClientLookupItem } from './clients.ts';
import { dataEnvelope, pageOf } from './envelope.ts';
import { ZReadingHistoryItem } from './readings.ts';

/**
 * What the meter reader (VIEW) is answered instead of the full record: the fields reading
 * needs, listed one by one (an allow-list, so a field added to the full record later stays
 * hidden from the reader until someone decides otherwise). Table: docs/decisions/015.
 */
export const ZClientReaderView = ZClient.pick({
  id: true,
  client_id: true,
  memberId: true,
  first_name: true,
  last_name: true,
  fullname: true,
  house_no: true,
  address: true,
  area: true,
  area_code: true,
  area_name: true,
  waterNo: true,
  meter_id: true,
  meterNo: true,
  meterName: true,
  meterSize: true,
  meter_type_id: true,
  meter_type_name: true,
  meter_digit: true,
  installed_on: true,
  initial_reading: true,
});
export type TClientReaderView = z.infer<typeof ZClientReaderView>;
export const ZClientReaderPage = pageOf(ZClientReaderView);

/** GET /api/user/client as every role may be answered: full or reader view, one or a page. */
export const ZClientGetByRoleResponse = dataEnvelope(
  z.union([ZClient, pageOf(ZClient), ZClientReaderView, ZClientReaderPage]),
);

export const ZClientLookupReaderItem = ZClientLookupItem.pick({
  id: true,
  client_id: true,
  memberId: true,
  fullname: true,
  house_no: true,
  area_name: true,
  waterNo: true,
  meterNo: true,
});
export type TClientLookupReaderItem = z.infer<typeof ZClientLookupReaderItem>;
export const ZClientLookupByRoleResponse = dataEnvelope(
  z.union([z.array(ZClientLookupItem), z.array(ZClientLookupReaderItem)]),
);

/** A reading in a member's history without its charge (money). */
export const ZReadingHistoryReaderItem = ZReadingHistoryItem.omit({ total_charge: true });
export type TReadingHistoryReaderItem = z.infer<typeof ZReadingHistoryReaderItem>;
export const ZReadingHistoryByRoleResponse = dataEnvelope(
  z.union([z.array(ZReadingHistoryItem), z.array(ZReadingHistoryReaderItem)]),
);
