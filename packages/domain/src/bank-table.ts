import { type BankFileDetail, type ParsedBankFile, parseBankDate } from './bank-file.ts';
import { parseBahtToSatang } from './money.ts';
import { toArabicDigits } from './thai-digits.ts';

/**
 * A bank's payment list as a table (CSV or Excel), read through the column mapping the office
 * saved for that bank account (docs/decisions/020): the same details as a fixed-width file,
 * so the same verdicts and confirm apply. Never throws: every unreadable cell is a problem
 * with its row (as the spreadsheet numbers it) and field.
 */

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export type BankColumnMap = {
  /** The first row with a payment (1-based, as the spreadsheet numbers it); rows above are headings. */
  firstRow: number;
  /** 0-based column indexes; null = the file has no such column. */
  date: number;
  time: number | null;
  name: number | null;
  ref1: number;
  ref2: number | null;
  amount: number;
  /** How a date like 03/04/2026 is read; ISO dates (2026-04-03) are read whatever it says. */
  dateOrder: DateOrder;
};

export type TableRow = { row: number; cells: readonly string[] };

/** A date cell → ISO date and, when the cell has one, its time ('HH:MM:SS'). */
export function parseTableDate(
  raw: string,
  order: DateOrder,
): { date: string; time: string | null } | null {
  const text = toArabicDigits(raw).trim();
  if (text === '') return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](.+?))?(?:\.\d+)?Z?$/.exec(text);
  let parts: [string, string, string] | null = null;
  let rest: string | undefined;
  if (iso) {
    parts = [iso[3] as string, iso[2] as string, iso[1] as string];
    rest = iso[4];
  } else {
    const m = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:\s+(.+))?$/.exec(text);
    if (m) {
      const [a, b, c] = [m[1] as string, m[2] as string, m[3] as string];
      if (order === 'ymd' || a.length === 4) parts = [c, b, a];
      else if (order === 'mdy') parts = [b, a, c];
      else parts = [a, b, c];
      rest = m[4];
    } else if (/^\d{8}$/.test(text)) {
      const date = parseBankDate(text);
      return date ? { date, time: null } : null;
    }
  }
  if (!parts) return null;
  const [d, mo, y] = parts;
  if (y.length !== 4) return null;
  const date = parseBankDate(`${d.padStart(2, '0')}${mo.padStart(2, '0')}${y}`);
  if (date === null) return null;
  if (rest === undefined) return { date, time: null };
  const time = parseTableTime(rest);
  return time === null ? null : { date, time };
}

/** '8:15', '08:15:30', '08.15', '081530', or a spreadsheet time ('1899-12-30T08:15:30') → 'HH:MM:SS'. */
export function parseTableTime(raw: string): string | null {
  let text = toArabicDigits(raw).trim();
  const stamp = /^\d{4}-\d{2}-\d{2}[T ](.+?)(?:\.\d+)?Z?$/.exec(text);
  if (stamp) text = stamp[1] as string;
  const m =
    /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text) ?? /^(\d{2})(\d{2})(\d{2})?$/.exec(text);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(min)}:${two(s)}`;
}

/** '1,234.50', '฿ 250', '๒๕๐.๕๐', '(250.00)' or '-250' (a reversal) → satang and kind. */
export function parseTableAmount(raw: string): { satang: number; kind: 'C' | 'D' } | null {
  let text = raw.replace(/[฿\s]|บาท|THB/gi, '');
  let negative = false;
  const parens = /^\((.*)\)$/.exec(text);
  if (parens) {
    negative = true;
    text = parens[1] as string;
  }
  const parsed = parseBahtToSatang(text);
  if (!parsed.ok || parsed.satang === 0) return null;
  if (parsed.satang < 0) negative = !negative;
  return { satang: Math.abs(parsed.satang), kind: negative ? 'D' : 'C' };
}

export function readBankTable(
  rows: readonly TableRow[],
  map: BankColumnMap,
  account: { bankCode: string; account: string },
): ParsedBankFile {
  const problems: ParsedBankFile['problems'] = [];
  const details: BankFileDetail[] = [];
  const cell = (row: TableRow, index: number | null) =>
    index === null ? '' : (row.cells[index] ?? '').trim();
  for (const row of rows) {
    if (row.row < map.firstRow) continue;
    // A line with neither a date nor a Ref1 is a total or a note, not a payment.
    if (cell(row, map.date) === '' && cell(row, map.ref1) === '') continue;
    const at = parseTableDate(cell(row, map.date), map.dateOrder);
    if (at === null)
      problems.push({
        record: row.row,
        field: 'payment_date',
        code: 'CELL_DATE',
        severity: 'error',
      });
    let time = at?.time ?? null;
    if (map.time !== null && map.time !== map.date) {
      time = parseTableTime(cell(row, map.time));
      if (time === null)
        problems.push({
          record: row.row,
          field: 'payment_time',
          code: 'CELL_TIME',
          severity: 'error',
        });
    }
    const amount = parseTableAmount(cell(row, map.amount));
    if (amount === null)
      problems.push({ record: row.row, field: 'amount', code: 'CELL_AMOUNT', severity: 'error' });
    details.push({
      record: row.row,
      sequence: null,
      bankCode: account.bankCode,
      account: account.account,
      paidDate: at?.date ?? null,
      // A list without times: midnight (the transaction key then tells payments apart by the rest).
      paidTime: at === null ? null : (time ?? (map.time === null ? '00:00:00' : null)),
      customerName: cell(row, map.name),
      ref1: cell(row, map.ref1),
      ref2: cell(row, map.ref2),
      ref3: '',
      branch: '',
      teller: '',
      kind: amount?.kind ?? 'C',
      channel: '',
      chequeNo: '',
      amountSatang: amount?.satang ?? null,
      billerId: '',
      payerBank: '',
    });
  }
  if (details.length === 0) {
    problems.push({ record: 0, field: 'file', code: 'EMPTY', severity: 'error' });
  }
  const dates = details.map((d) => d.paidDate).filter((d): d is string => d !== null);
  return {
    recordLength: null,
    header: {
      bankCode: account.bankCode,
      account: account.account,
      companyName: '',
      // ISO dates sort as text: the latest payment's day.
      effectiveDate: dates.sort().at(-1) ?? null,
      serviceCode: '',
    },
    details,
    trailer: null,
    problems,
  };
}
