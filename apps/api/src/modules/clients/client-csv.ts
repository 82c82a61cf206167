import { Readable } from 'node:stream';
import type { TClient } from '@prapa/contracts/clients';
import { neutraliseCsvCell } from '@prapa/domain/csv-safety';
import { formatBahtPlain } from '@prapa/domain/money';
import { stringify } from 'csv-stringify';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';

type Column = { header: string; cell: (client: TClient) => string };

/** Staff open the export in a Thai Excel: headers are Thai whatever the screen language. */
const label = (key: string) => translate(DEFAULT_LANG, `doc.clients.${key}`);

/** A text cell: never read as a formula by a spreadsheet (see csv-safety). */
const text =
  (pick: (client: TClient) => string | null | undefined) =>
  (client: TClient): string =>
    neutraliseCsvCell(pick(client) ?? '');

/** The register as staff open it in Excel: Thai headers, one client per line. */
export const CLIENT_CSV_COLUMNS: readonly Column[] = [
  { header: label('member_id'), cell: text((c) => c.client_id) },
  { header: label('first_name'), cell: text((c) => c.first_name) },
  { header: label('last_name'), cell: text((c) => c.last_name) },
  { header: label('house_no'), cell: text((c) => c.house_no) },
  { header: label('address'), cell: text((c) => c.address) },
  { header: label('area_code'), cell: text((c) => c.area_code) },
  { header: label('area'), cell: text((c) => c.area_name) },
  { header: label('water_no'), cell: text((c) => c.waterNo) },
  { header: label('meter_no'), cell: text((c) => c.meterNo) },
  { header: label('meter_type'), cell: text((c) => c.meter_type_name) },
  { header: label('installed_on'), cell: text((c) => c.installed_on) },
  { header: label('tariff_group'), cell: text((c) => c.tariff_group_name) },
  { header: label('status'), cell: text((c) => c.status_name) },
  { header: label('ignored'), cell: (c) => (c.ignored ? label('ignored_yes') : '') },
  { header: label('ignored_reason'), cell: text((c) => c.ignored_reason) },
  // A number, not text: '1234.50' with no grouping, so a spreadsheet can add it up.
  { header: label('debt_baht'), cell: (c) => formatBahtPlain(c.debt) },
  { header: label('phone'), cell: text((c) => c.phone) },
  { header: label('email'), cell: text((c) => c.email) },
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
