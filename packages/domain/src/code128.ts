/**
 * Code 128 (ISO/IEC 15417), the symbology of the Thai bank bill-payment barcode
 * (docs/decisions/020): the symbol values of a text and its bars as one SVG path. Small and
 * pure so the public bill check page can draw the same bars as the printed bill without a
 * barcode library (its budget is 60 KB of JavaScript, docs/decisions/009).
 */

/**
 * Bar and space widths in modules of every symbol value, bar first: 0–102 data and code
 * changes, 103–105 start A/B/C, 106 stop (with its closing bar).
 */
const PATTERNS: readonly string[] = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

const CODE_C = 99;
const CODE_B = 100;
const CODE_A = 101;
const START = { A: 103, B: 104, C: 105 } as const;
const STOP = 106;

type CodeSet = 'A' | 'B' | 'C';

/** Light modules before and after the bars: the 10 the standard asks for. */
export const CODE128_QUIET_ZONE = 10;

/** The value of one character in set A (controls, upper case) or B (upper and lower case). */
function valueIn(set: 'A' | 'B', code: number): number {
  if (set === 'A') return code < 32 ? code + 64 : code - 32;
  return code - 32;
}

/**
 * The symbol values of `text`: start, data (set C for runs of four digits or more, set A for
 * control characters such as CR, set B otherwise), checksum and stop. Null for an empty text or
 * a character outside ASCII, which Code 128 cannot carry.
 */
export function code128Values(text: string): number[] | null {
  const codes = [...text].map((c) => c.codePointAt(0) ?? 0);
  if (codes.length === 0 || codes.some((c) => c > 127)) return null;
  const isDigit = (i: number) => (codes[i] ?? -1) >= 48 && (codes[i] ?? -1) <= 57;
  const digitRun = (i: number) => {
    let j = i;
    while (isDigit(j)) j += 1;
    return j - i;
  };
  // A or B for what comes next: A when a control character comes before any lower case.
  const letterSet = (i: number): 'A' | 'B' => {
    for (let j = i; j < codes.length; j++) {
      const code = codes[j] as number;
      if (code < 32) return 'A';
      if (code >= 96) return 'B';
    }
    return 'B';
  };
  const firstRun = digitRun(0);
  let set: CodeSet =
    firstRun >= 4 || (firstRun === codes.length && firstRun % 2 === 0) ? 'C' : letterSet(0);
  const values: number[] = [START[set]];
  let i = 0;
  while (i < codes.length) {
    if (set === 'C') {
      if (digitRun(i) >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      set = letterSet(i);
      values.push(set === 'A' ? CODE_A : CODE_B);
      continue;
    }
    const run = digitRun(i);
    // Four digits or more go in pairs; an odd run's first digit stays in the letter set.
    if (run >= 4 && run % 2 === 0) {
      set = 'C';
      values.push(CODE_C);
      continue;
    }
    const code = codes[i] as number;
    if (set === 'B' && code < 32) {
      set = 'A';
      values.push(CODE_A);
    } else if (set === 'A' && code >= 96) {
      set = 'B';
      values.push(CODE_B);
    }
    values.push(valueIn(set, code));
    i += 1;
  }
  const checksum = values.reduce((sum, value, k) => sum + value * Math.max(k, 1), 0) % 103;
  values.push(checksum, STOP);
  return values;
}

export type Code128Bars = {
  /** Modules across, quiet zones included. */
  width: number;
  height: number;
  /** One SVG path of the dark bars, in modules (viewBox `0 0 width height`). */
  d: string;
};

/**
 * The bars of `text` as one SVG path, one unit per module, `height` units tall, with the
 * quiet zones on both sides. Null when the text cannot be encoded.
 */
export function code128Bars(text: string, height: number): Code128Bars | null {
  const values = code128Values(text);
  if (!values) return null;
  const parts: string[] = [];
  let x = CODE128_QUIET_ZONE;
  for (const value of values) {
    const widths = PATTERNS[value] as string;
    for (let k = 0; k < widths.length; k++) {
      const w = Number(widths[k]);
      if (k % 2 === 0) parts.push(`M${x} 0h${w}v${height}h-${w}z`);
      x += w;
    }
  }
  return { width: x + CODE128_QUIET_ZONE, height, d: parts.join('') };
}

/** The widths of every pattern, for the table test: 11 modules each, 13 for the stop. */
export const CODE128_PATTERNS = PATTERNS;
