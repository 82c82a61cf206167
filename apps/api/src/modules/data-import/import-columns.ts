import type { TImportColumn } from '@prapa/contracts/data-import';

export type ImportColumnSpec = {
  key: TImportColumn;
  /** The template's header, what staff see in Excel. */
  header: string;
  required: boolean;
  /** Other headers accepted for the column (English keys, common Thai variants). */
  aliases: readonly string[];
};

/**
 * The template, in column order (docs/decisions/011-data-import.md, docs/user-guide.md).
 * Headers are matched ignoring case, spaces, '_' and '-', so 'First name', 'first_name' and
 * 'FIRSTNAME' are one column.
 */
export const IMPORT_COLUMN_SPECS: readonly ImportColumnSpec[] = [
  { key: 'first_name', header: 'ชื่อ', required: true, aliases: ['first_name', 'firstname'] },
  {
    key: 'last_name',
    header: 'นามสกุล',
    required: true,
    aliases: ['last_name', 'lastname', 'surname'],
  },
  { key: 'house_no', header: 'บ้านเลขที่', required: false, aliases: ['house_no', 'houseno'] },
  { key: 'address', header: 'ที่อยู่', required: false, aliases: ['address'] },
  {
    key: 'area',
    header: 'หมู่/เขต',
    required: true,
    aliases: ['หมู่', 'เขต', 'area', 'area_code', 'district'],
  },
  { key: 'water_no', header: 'เลขที่ผู้ใช้น้ำ', required: false, aliases: ['water_no', 'waterno'] },
  {
    key: 'tariff_group',
    header: 'กลุ่มอัตรา',
    required: true,
    aliases: ['กลุ่มอัตราค่าน้ำ', 'tariff_group', 'tariff'],
  },
  {
    key: 'meter_no',
    header: 'เลขมาตร',
    required: true,
    aliases: ['เลขที่มาตร', 'meter_no', 'meterno'],
  },
  { key: 'meter_type', header: 'ประเภทมาตร', required: true, aliases: ['meter_type', 'metertype'] },
  {
    key: 'last_reading',
    header: 'เลขอ่านล่าสุด',
    required: false,
    aliases: ['last_reading', 'reading', 'initial_reading'],
  },
  {
    key: 'opening_debt',
    header: 'ยอดค้างยกมา',
    required: false,
    aliases: ['ยอดยกมา', 'opening_debt', 'debt'],
  },
  { key: 'phone', header: 'โทรศัพท์', required: false, aliases: ['เบอร์โทร', 'เบอร์โทรศัพท์', 'phone'] },
];

/** Sample rows of the template (the demo's area codes, tariff groups and meter types). */
export const TEMPLATE_SAMPLE_ROWS: readonly Record<TImportColumn, string>[] = [
  {
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    house_no: '12/3',
    address: 'ตำบลหนองน้ำใส',
    area: 'M01',
    water_no: 'W-0001',
    tariff_group: 'RES',
    meter_no: 'NS-100001',
    meter_type: 'มาตร 1/2 นิ้ว',
    last_reading: '1,234',
    opening_debt: '1,250.50',
    phone: '081-234-5678',
  },
  {
    first_name: 'สมหญิง',
    last_name: 'รักน้ำ',
    house_no: '๔๕',
    address: '',
    area: 'หมู่ 2 บ้านโนนสว่าง',
    water_no: '',
    tariff_group: 'ที่อยู่อาศัย',
    meter_no: 'NS-100002',
    meter_type: 'มาตร 1/2 นิ้ว',
    last_reading: '๓๒๐',
    opening_debt: '',
    phone: '',
  },
];

export const normaliseHeader = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const BY_HEADER = new Map<string, ImportColumnSpec>(
  IMPORT_COLUMN_SPECS.flatMap((spec) =>
    [spec.header, spec.key, ...spec.aliases].map((h) => [normaliseHeader(h), spec] as const),
  ),
);

export function columnOfHeader(header: string): ImportColumnSpec | undefined {
  return BY_HEADER.get(normaliseHeader(header));
}
