/**
 * CSV/formula injection (OWASP "CSV Injection"): a spreadsheet treats a cell that starts with
 * = + - @ (or a tab or carriage return before one) as a formula. Exported names and addresses
 * are typed by people and imported from files, so every text cell is neutralised with a
 * leading apostrophe, which spreadsheets show as text and do not display.
 *
 * Apply this to text columns only: amounts and counts should be written as numbers, where a
 * leading '-' is a sign, not an attack.
 */
const DANGEROUS_FIRST = new Set(['=', '+', '-', '@', '\t', '\r']);

export function isDangerousCsvCell(value: string): boolean {
  return value.length > 0 && DANGEROUS_FIRST.has(value[0]!);
}

export function neutraliseCsvCell(value: string): string {
  return isDangerousCsvCell(value) ? `'${value}` : value;
}
