import { decodeTis620 } from '@prapa/domain/tis620';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** One line of the file: its number as a spreadsheet shows it (header = 1) and its cells. */
export type FileLine = { row: number; cells: string[] };

export type FileKind = 'csv' | 'xlsx';

export class UnreadableFileError extends Error {}

export function kindOfFileName(fileName: string): FileKind | null {
  const lower = fileName.trim().toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/**
 * How a bank's payment list differs from the office's own template (docs/decisions/020): a CSV
 * that is not UTF-8 is read as TIS-620, one separated by semicolons or tabs is read too, and a
 * spreadsheet date-time keeps its time.
 */
export type ReadOptions = { bankList?: boolean };

/** Lines of the file, header first; blank lines are left out but keep their numbers. */
export async function readFileLines(
  kind: FileKind,
  content: Buffer,
  options: ReadOptions = {},
): Promise<FileLine[]> {
  const lines = kind === 'csv' ? readCsv(content, options) : await readXlsx(content, options);
  return lines.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
}

function readCsv(content: Buffer, options: ReadOptions): FileLine[] {
  let text = content.toString('utf8');
  if (text.includes('\uFFFD')) {
    if (!options.bankList) throw new UnreadableFileError('not UTF-8');
    text = decodeTis620(content);
  }
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const delimiter = !options.bankList
    ? ','
    : (([',', ';', '\t'] as const)
        .map((d) => ({ d, n: firstLine.split(d).length }))
        .sort((a, b) => b.n - a.n)[0]?.d ?? ',');
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    // `info.lines` is the line the record ends on; a quoted cell may span lines.
    return records.map(({ record, info }) => ({ row: info.lines, cells: record }));
  } catch (error) {
    throw new UnreadableFileError(String(error));
  }
}

async function readXlsx(content: Buffer, options: ReadOptions): Promise<FileLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types want its own Buffer flavour; a Node Buffer is what it reads.
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFileError(String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const lines: FileLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const count = row.cellCount;
    for (let column = 1; column <= count; column += 1) {
      cells.push(cellText(row.getCell(column).value, options));
    }
    lines.push({ row: rowNumber, cells });
  });
  return lines;
}

/**
 * A cell as text. Numbers are taken as stored, not as formatted (a debt of 1250.5 shown as
 * '1,250.50' is read '1250.5'); JavaScript prints the shortest decimal that is the stored
 * double, so 0.1 reads '0.1', never 0.1000000000000000055.
 */
function cellText(value: ExcelJS.CellValue, options: ReadOptions = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // exceljs gives a cell's date-time as that wall-clock time in UTC.
  if (value instanceof Date) return value.toISOString().slice(0, options.bankList ? 19 : 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue, options);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}
