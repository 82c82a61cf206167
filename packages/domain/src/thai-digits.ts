/**
 * Thai digits (๐–๙, U+0E50–U+0E59) appear in typed input and in files exported from Thai
 * government systems; every parser converts them first so '๑๒๓' and '123' mean the same.
 */
const THAI_ZERO = 0x0e50;

export function toArabicDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - THAI_ZERO));
}

/** For printed official documents that use Thai numerals. */
export function toThaiDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(THAI_ZERO + Number(d)));
}
