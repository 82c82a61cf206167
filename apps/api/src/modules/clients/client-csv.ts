import { Readable } from 'node:stream';
import type { TClient } from '@prapa/contracts/clients';
import { neutraliseCsvCell } from '@prapa/domain/csv-safety';
import { formatBahtPlain } from '@prapa/domain/money';
import { stringify } from 'csv-stringify';

type Column = { header: string; cell: (client: TClient) => string };

/** A text cell: never read as a formula by a spreadsheet (see csv-safety). */
const text =
  (pick: (client: TClient) => string | null | undefined) =>
  (client: TClient): string =>
    neutraliseCsvCell(pick(client) ?? '');

/** The register as staff open it in Excel: Thai headers, one client per line. */
export const CLIENT_CSV_COLUMNS: readonly Column[] = [
  { header: 'รหัสสมาชิก', cell: text((c) => c.client_id) },
  { header: 'ชื่อ', cell: text((c) => c.first_name) },
  { header: 'นามสกุล', cell: text((c) => c.last_name) },
  { header: 'บ้านเลขที่', cell: text((c) => c.house_no) },
  { header: 'ที่อยู่', cell: text((c) => c.address) },
  { header: 'รหัสเขต', cell: text((c) => c.area_code) },
  { header: 'เขต', cell: text((c) => c.area_name) },
  { header: 'เลขผู้ใช้น้ำ', cell: text((c) => c.waterNo) },
  { header: 'เลขมาตร', cell: text((c) => c.meterNo) },
  { header: 'ประเภทมาตร', cell: text((c) => c.meter_type_name) },
  { header: 'วันที่ติดตั้งมาตร', cell: text((c) => c.installed_on) },
  { header: 'กลุ่มอัตราค่าน้ำ', cell: text((c) => c.tariff_group_name) },
  { header: 'สถานะ', cell: text((c) => c.status_name) },
  { header: 'ยกเว้นการออกใบแจ้งหนี้', cell: (c) => (c.ignored ? 'ใช่' : '') },
  { header: 'เหตุผลที่ยกเว้น', cell: text((c) => c.ignored_reason) },
  // A number, not text: '1234.50' with no grouping, so a spreadsheet can add it up.
  { header: 'ค้างชำระ (บาท)', cell: (c) => formatBahtPlain(c.debt) },
  { header: 'โทรศัพท์', cell: text((c) => c.phone) },
  { header: 'อีเมล', cell: text((c) => c.email) },
];

/**
 * UTF-8 with a byte-order mark (Excel otherwise reads Thai as mojibake), CRLF line ends,
 * quoting only where needed. Rows arrive in batches so a large register is never held whole.
 */
export function clientCsvStream(batches: AsyncIterable<readonly TClient[]>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: CLIENT_CSV_COLUMNS.map((column, index) => ({
      key: String(index),
      header: column.header,
    })),
    record_delimiter: 'windows',
  });
  async function* records() {
    for await (const batch of batches) {
      for (const client of batch) yield CLIENT_CSV_COLUMNS.map((column) => column.cell(client));
    }
  }
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
