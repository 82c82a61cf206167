import { bahttext } from 'bahttext';

/**
 * An amount in Thai words for receipts and cheques ('หนึ่งร้อยเอ็ดบาทถ้วน').
 *
 * The `bahttext` package is given a decimal string built from the integer satang, never a
 * float: the number 90071992547409.91 is stored as …409.90625, and the package reads that as
 * ninety-two satang (tested).
 *
 * One reading differs from the package on purpose. The Royal Institute (ราชบัณฑิตยสถาน)
 * and Excel's BAHTTEXT read a 1 in the units place as 'เอ็ด' whenever a higher digit is
 * present: 101 = หนึ่งร้อยเอ็ด, 1,000,001 = หนึ่งล้านเอ็ด. The package writes 'หนึ่ง' when the
 * tens digit is 0 (หนึ่งร้อยหนึ่ง). We follow the Royal Institute, since this text appears on
 * receipts, and correct that one case here.
 */
const ONE = 'หนึ่ง';
const ET = 'เอ็ด';
const WHOLE_SUFFIX = 'บาทถ้วน';

export function bahtText(satang: number): string {
  if (!Number.isSafeInteger(satang)) {
    throw new RangeError(`satang must be a safe integer, got ${satang}`);
  }
  if (satang < 0) return `ลบ${bahtText(-satang)}`;
  const baht = Math.floor(satang / 100);
  const cents = satang % 100;

  const bahtWords = baht === 0 ? '' : wordsForBaht(baht);
  if (cents === 0) return baht === 0 ? 'ศูนย์บาทถ้วน' : `${bahtWords}บาทถ้วน`;
  // '0.xx' gives the satang words alone ('ห้าสิบสตางค์').
  const centsWords = bahttext(`0.${String(cents).padStart(2, '0')}`);
  return baht === 0 ? centsWords : `${bahtWords}บาท${centsWords}`;
}

function wordsForBaht(baht: number): string {
  const text = bahttext(String(baht));
  if (!text.endsWith(WHOLE_SUFFIX)) {
    throw new Error(`unexpected bahttext output for ${baht}: ${text}`);
  }
  const words = text.slice(0, -WHOLE_SUFFIX.length);
  // The package's one divergence: …01 read as …หนึ่ง. 1 itself stays หนึ่ง.
  if (baht > 100 && baht % 100 === 1 && words.endsWith(ONE)) {
    return words.slice(0, -ONE.length) + ET;
  }
  return words;
}
