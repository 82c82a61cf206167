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

/** Lines of the file, header first; blank lines are left out but keep their numbers. */
export async function readFileLines(kind: FileKind, content: Buffer): Promise<FileLine[]> {
  const lines = kind === 'csv' ? readCsv(content) : await readXlsx(content);
  return lines.filter((line) => line.cells.some((cell) => cell.trim() !== ''));
}

function readCsv(content: Buffer): FileLine[] {
  const text = content.toString('utf8');
  if (text.includes('\uFFFD')) throw new UnreadableFileError('not UTF-8');
  try {
    const records = parse(text, {
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

async function readXlsx(content: Buffer): Promise<FileLine[]> {
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
      cells.push(cellText(row.getCell(column).value));
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
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}
