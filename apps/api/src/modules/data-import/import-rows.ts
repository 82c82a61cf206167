import type {
  TImportColumn,
  TImportProblem,
  TImportRow,
  TImportTotals,
} from '@prapa/contracts/data-import';
import { parseBahtToSatang } from '@prapa/domain/money';
import { toArabicDigits } from '@prapa/domain/thai-digits';
import { columnOfHeader, IMPORT_COLUMN_SPECS, type ImportColumnSpec } from './import-columns.ts';
import type { FileLine } from './import-file.ts';

/** What the rows are checked against; the service loads it (in the import's transaction). */
export type ImportReference = {
  areas: readonly { id: number; code: string; name: string; active: boolean }[];
  tariffGroups: readonly {
    id: number;
    code: string;
    nameTh: string;
    nameEn: string;
    active: boolean;
  }[];
  meterTypes: readonly { id: number; name: string; digits: number; active: boolean }[];
  /** Installed meter numbers among the file's, lower case. */
  takenMeterNos: ReadonlySet<string>;
  /** Water numbers of clients that are not deleted, among the file's. */
  takenWaterNos: ReadonlySet<string>;
};

/** A row ready to write: every reference resolved, amounts in satang. */
export type PlannedClient = {
  row: number;
  firstName: string;
  lastName: string;
  houseNo: string;
  address: string;
  areaId: number;
  waterNo: string | null;
  tariffGroupId: number;
  meterNo: string;
  meterTypeId: number;
  lastReading: number;
  openingDebt: number;
  phone: string;
};

export type ImportPlan = {
  rows: TImportRow[];
  problems: TImportProblem[];
  totals: TImportTotals;
  /** Rows without problems, in file order. */
  clients: PlannedClient[];
};

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Arabic-Indic (٠–٩, ۰–۹) and Thai (๐–๙) digits as 0–9: files come from many systems. */
export function toAsciiDigits(text: string): string {
  return toArabicDigits(text).replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) =>
    String(d.charCodeAt(0) & 0xf),
  );
}

const INTEGER = /^([0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)$/;
const METER_NO = /^[A-Za-z0-9ก-๙/._-]+$/;
const PHONE = /^[0-9+\-\s,]{0,40}$/;
const READING_MAX = 9_999_999;

const TEXT_MAX: Partial<Record<TImportColumn, number>> = {
  first_name: 100,
  last_name: 100,
  house_no: 30,
  address: 300,
  water_no: 30,
  meter_no: 30,
};

type HeaderMap = { index: Map<TImportColumn, number>; header: Map<TImportColumn, string> };

/** Which column holds what; problems for missing, unknown and repeated headers (row 1). */
export function mapHeader(
  line: FileLine | undefined,
  t: Translate,
): { map: HeaderMap; problems: TImportProblem[] } {
  const map: HeaderMap = { index: new Map(), header: new Map() };
  const problems: TImportProblem[] = [];
  const headerRow = line?.row ?? 1;
  (line?.cells ?? []).forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    const spec = columnOfHeader(text);
    if (!spec) {
      problems.push({ row: headerRow, column: text, message: t('import_column_unknown') });
    } else if (map.index.has(spec.key)) {
      problems.push({ row: headerRow, column: text, message: t('import_column_duplicate') });
    } else {
      map.index.set(spec.key, index);
      map.header.set(spec.key, text);
    }
  });
  for (const spec of IMPORT_COLUMN_SPECS) {
    if (spec.required && !map.index.has(spec.key)) {
      problems.push({
        row: headerRow,
        column: spec.header,
        message: t('import_column_missing', { column: spec.header }),
      });
    }
  }
  return { map, problems };
}

const lower = (s: string) => s.trim().toLowerCase();

/** Meter and water numbers compare with Thai digits as Arabic and without outer spaces. */
export const normaliseCode = (text: string) => toAsciiDigits(text.trim());

/** The meter and water numbers of the data rows, to ask the database about them at once. */
export function keysOfLines(lines: readonly FileLine[], map: HeaderMap) {
  const meterAt = map.index.get('meter_no');
  const waterAt = map.index.get('water_no');
  const meterNos = new Set<string>();
  const waterNos = new Set<string>();
  for (const line of lines) {
    const meter = meterAt === undefined ? '' : normaliseCode(line.cells[meterAt] ?? '');
    const water = waterAt === undefined ? '' : normaliseCode(line.cells[waterAt] ?? '');
    if (meter) meterNos.add(meter.toLowerCase());
    if (water) waterNos.add(water);
  }
  return { meterNos: [...meterNos], waterNos: [...waterNos] };
}

function lookups(reference: ImportReference) {
  const area = new Map<string, ImportReference['areas'][number]>();
  // Codes first, so a code wins over an area whose name happens to be that text.
  for (const a of reference.areas) if (!area.has(lower(a.name))) area.set(lower(a.name), a);
  for (const a of reference.areas) area.set(lower(a.code), a);
  const group = new Map<string, ImportReference['tariffGroups'][number]>();
  for (const g of reference.tariffGroups) {
    for (const key of [g.nameEn, g.nameTh, g.code]) group.set(lower(key), g);
  }
  const type = new Map(reference.meterTypes.map((m) => [lower(m.name), m]));
  return { area, group, type };
}

/**
 * Checks every data row (lines after the header) and plans what the import creates. Pure:
 * the same file and reference give the same report, so the confirmed import (which runs
 * this again inside its transaction) writes exactly what the dry run showed.
 */
export function planImport(
  lines: readonly FileLine[],
  reference: ImportReference,
  t: Translate,
  header: { map: HeaderMap; problems: TImportProblem[] },
): ImportPlan {
  const { map } = header;
  const problems: TImportProblem[] = [...header.problems];
  const rows: TImportRow[] = [];
  const clients: PlannedClient[] = [];
  const find = lookups(reference);
  const meterRows = new Map<string, number>();
  const waterRows = new Map<string, number>();
  const totals: TImportTotals = {
    rows: 0,
    rows_ok: 0,
    rows_with_problems: 0,
    problems: 0,
    clients: 0,
    meters: 0,
    opening_debts: 0,
    opening_debt_total: 0,
  };

  for (const line of lines) {
    const rowProblems: TImportProblem[] = [];
    const specOf = (key: TImportColumn) =>
      IMPORT_COLUMN_SPECS.find((s) => s.key === key) as ImportColumnSpec;
    const problem = (key: TImportColumn, message: string) =>
      rowProblems.push({
        row: line.row,
        column: map.header.get(key) ?? specOf(key).header,
        message,
      });
    const cell = (key: TImportColumn): string => {
      const at = map.index.get(key);
      const value = at === undefined ? '' : (line.cells[at] ?? '').trim();
      const max = TEXT_MAX[key];
      if (max !== undefined && value.length > max) problem(key, t('import_too_long', { max }));
      return value;
    };
    const required = (key: TImportColumn): string => {
      const value = cell(key);
      if (value === '' && map.index.has(key)) problem(key, t('import_required'));
      return value;
    };

    const firstName = required('first_name');
    const lastName = required('last_name');
    const houseNo = cell('house_no');
    const address = cell('address');

    const areaText = required('area');
    const area = areaText === '' ? undefined : find.area.get(lower(areaText));
    if (areaText !== '' && !area) problem('area', t('import_area_unknown', { value: areaText }));
    if (area && !area.active) problem('area', t('import_area_inactive', { value: areaText }));

    const groupText = required('tariff_group');
    const group = groupText === '' ? undefined : find.group.get(lower(groupText));
    if (groupText !== '' && !group?.active) {
      problem('tariff_group', t('import_tariff_group_unknown', { value: groupText }));
    }

    const typeText = required('meter_type');
    const type = typeText === '' ? undefined : find.type.get(lower(typeText));
    if (typeText !== '' && !type?.active) {
      problem('meter_type', t('import_meter_type_unknown', { value: typeText }));
    }

    const meterNo = normaliseCode(required('meter_no'));
    if (meterNo !== '') {
      const key = meterNo.toLowerCase();
      const earlier = meterRows.get(key);
      if (!METER_NO.test(meterNo)) {
        problem('meter_no', t('import_meter_no_format', { value: meterNo }));
      } else if (earlier !== undefined) {
        problem('meter_no', t('import_meter_no_duplicate', { value: meterNo, row: earlier }));
      } else if (reference.takenMeterNos.has(key)) {
        problem('meter_no', t('import_meter_no_taken', { value: meterNo }));
      }
      if (earlier === undefined) meterRows.set(key, line.row);
    }

    const waterText = normaliseCode(cell('water_no'));
    const waterNo = waterText === '' ? null : waterText;
    if (waterNo !== null) {
      const earlier = waterRows.get(waterNo);
      if (earlier !== undefined) {
        problem('water_no', t('import_water_no_duplicate', { value: waterNo, row: earlier }));
      } else {
        waterRows.set(waterNo, line.row);
        if (reference.takenWaterNos.has(waterNo)) {
          problem('water_no', t('import_water_no_taken', { value: waterNo }));
        }
      }
    }

    const lastReading = readInteger(cell('last_reading'), (message) =>
      problem('last_reading', message),
    );
    if (lastReading !== null && type && lastReading >= 10 ** type.digits) {
      problem(
        'last_reading',
        t('import_reading_too_large', { value: lastReading, digits: type.digits }),
      );
    }
    const openingDebt = readAmount(cell('opening_debt'), (message) =>
      problem('opening_debt', message),
    );

    const phone = toAsciiDigits(cell('phone'));
    if (!PHONE.test(phone)) problem('phone', t('import_phone_format', { value: phone }));

    const ok = rowProblems.length === 0;
    totals.rows += 1;
    if (ok && area && group && type && lastReading !== null && openingDebt !== null) {
      totals.rows_ok += 1;
      totals.clients += 1;
      totals.meters += 1;
      if (openingDebt > 0) {
        totals.opening_debts += 1;
        totals.opening_debt_total += openingDebt;
      }
      clients.push({
        row: line.row,
        firstName,
        lastName,
        houseNo,
        address,
        areaId: area.id,
        waterNo,
        tariffGroupId: group.id,
        meterNo,
        meterTypeId: type.id,
        lastReading,
        openingDebt,
        phone,
      });
    } else {
      totals.rows_with_problems += 1;
    }
    rows.push({
      row: line.row,
      fullname: `${firstName} ${lastName}`.trim(),
      area: area ? `${area.code} ${area.name}` : areaText,
      meter_no: meterNo,
      water_no: waterNo,
      last_reading: lastReading,
      opening_debt: openingDebt,
      action: ok ? (openingDebt ? 'client_meter_debt' : 'client_meter') : null,
      problems: rowProblems.length,
    });
    problems.push(...rowProblems);
  }
  totals.problems = problems.length;
  return { rows, problems, totals, clients };

  function readInteger(text: string, report: (message: string) => void): number | null {
    if (text === '') return 0;
    const digits = toAsciiDigits(text).replace(/\s+/g, '');
    if (!INTEGER.test(digits)) {
      report(t('import_number_format', { value: text }));
      return null;
    }
    const value = Number(digits.replaceAll(',', ''));
    if (value > READING_MAX) {
      report(t('import_number_format', { value: text }));
      return null;
    }
    return value;
  }

  function readAmount(text: string, report: (message: string) => void): number | null {
    if (text === '') return 0;
    const parsed = parseBahtToSatang(toAsciiDigits(text).replace(/\s+/g, ''));
    if (parsed.ok && parsed.satang < 0) {
      report(t('import_amount_negative'));
      return null;
    }
    if (parsed.ok) return parsed.satang;
    report(
      t(parsed.error === 'TOO_MANY_DECIMALS' ? 'import_amount_decimals' : 'import_amount_format', {
        value: text,
      }),
    );
    return null;
  }
}
