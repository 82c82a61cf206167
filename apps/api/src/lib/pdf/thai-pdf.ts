/**
 * Server-side Thai PDFs (batch bills, client lists, reports) with pdfmake 0.3.
 *
 * Three things make Thai work here, and each is easy to lose:
 *
 * 1. The font. Thai tone marks sit above upper vowels (ปั๊ม, น้ำ, ปิ่น) only if the font
 *    has GPOS `mark`/`mkmk` lookups for the `thai` script and GSUB `ccmp` (which splits
 *    sara am ำ so the tone mark lands above the nikhahit). fontkit, which pdfkit uses,
 *    applies both. Sarabun from Google Fonts (OFL-1.1) has them and also covers Latin
 *    and digits, so a whole document needs one family. The npm package
 *    `@expo-google-fonts/sarabun` ships the unmodified Google Fonts TTFs; `@fontsource/*`
 *    only ships per-script subsets (the `thai` subset has no digits or Latin, and pdfmake
 *    has no per-glyph font fallback), and TH Sarabun New files found on npm have no Thai
 *    GPOS at all (marks collide). Do not use pdf-lib: it does no shaping.
 *
 * 2. Line breaking. Thai has no spaces between words. pdfmake breaks lines with the
 *    `linebreak` package (UAX #14), which treats a run of Thai letters as one unbreakable
 *    word. We insert an invisible break opportunity at the word boundaries found by
 *    `Intl.Segmenter('th', { granularity: 'word' })`. The character is U+00AD SOFT HYPHEN,
 *    not U+200B ZERO WIDTH SPACE, although both are break opportunities in UAX #14 and both
 *    are "default ignorable" (fontkit shapes them as a zero-advance blank, as HarfBuzz does):
 *    fontkit recognises an ignorable only through the code point stored on the glyph it
 *    maps to, and pdfkit fetches glyph 0 (.notdef) with no code points when it opens a font.
 *    Sarabun has no U+200B, so U+200B maps to that cached .notdef and prints as a 700-unit
 *    box. U+00AD has its own glyph in Sarabun (not shared with '-'), so it is always
 *    recognised and hidden. pdfmake never draws a hyphen at the break; Thai does not
 *    hyphenate anyway. If the font is ever changed, check that `BREAK` still disappears
 *    (demo.ts renders it at 26 pt).
 *
 * 3. The import. pdfmake is CommonJS whose `module.exports` is an instance. Under Node ESM
 *    and tsx only the default import works: `import * as pdfmake` or named imports are
 *    `undefined` at run time even though the types accept them.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type {
  Content,
  ContentTable,
  DynamicContent,
  TDocumentDefinitions,
  TFontDictionary,
} from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/** The family name to use in `font:` / `defaultStyle.font`. */
export const THAI_FONT = 'Sarabun';

/**
 * Absolute paths of the Sarabun TTFs inside node_modules. Resolved through the package
 * (which has no `exports` map, so deep paths resolve) so it works wherever npm hoisted it;
 * no system font package is needed at run time.
 */
export const sarabunFiles = {
  normal: require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf'),
  italics: require.resolve(
    '@expo-google-fonts/sarabun/400Regular_Italic/Sarabun_400Regular_Italic.ttf',
  ),
  bolditalics: require.resolve(
    '@expo-google-fonts/sarabun/700Bold_Italic/Sarabun_700Bold_Italic.ttf',
  ),
} as const;

const fontDir = dirname(dirname(sarabunFiles.normal));

// ---------------------------------------------------------------------------------------
// Thai line-break opportunities
// ---------------------------------------------------------------------------------------

/** Invisible line-break opportunity; see point 2 at the top of the file for why U+00AD. */
export const BREAK = '\u00AD';
const THAI = /[\u0E00-\u0E7F]/;
// One segmenter for the process: construction loads ICU dictionaries and is not free.
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Returns `s` with `BREAK` (U+00AD) between adjacent Thai words, so pdfmake can wrap Thai lines
 * between words and never inside one (a break inside a word could also separate a base
 * letter from its marks). Only Thai–Thai boundaries get a break: Thai next to a space,
 * digit or punctuation already breaks (or deliberately doesn't, e.g. before ')') under
 * UAX #14. Idempotent; strings without Thai are returned unchanged. The hidden break is
 * drawn as the font's space glyph with zero advance, so text copied out of the PDF may
 * contain a space there (pdftotext drops it).
 */
export function thaiText(s: string): string {
  if (!THAI.test(s)) return s;
  let out = '';
  let prev = '';
  for (const { segment } of segmenter.segment(s.replaceAll(BREAK, ''))) {
    if (prev && THAI.test(prev.at(-1)!) && THAI.test(segment[0]!)) out += BREAK;
    out += segment;
    prev = segment;
  }
  return out;
}

// Text nodes made by `wholeWords`: left without break opportunities (see there).
const WHOLE_WORDS = new WeakSet<object>();

/**
 * A person's or a place's name, as a text node that wraps only at its spaces. The Thai word
 * dictionary does not know names, so it cuts them into pieces that are not words ('เจริญผลพา'
 * + 'นิชย์กุล', 'สามัคคีธ' + 'รมาราม'); a name is better moved whole to the next line. A part
 * wider than its column is still cut by pdfmake, which is the lesser evil.
 */
export function wholeWords(text: string): { text: string } {
  const node = { text: text.replaceAll(BREAK, '') };
  WHOLE_WORDS.add(node);
  return node;
}

/**
 * Applies `thaiText` to every text string in a pdfmake content tree (text, stack, columns,
 * ul/ol, table bodies) and returns a copy. Other string properties (style names,
 * alignment, …) are left alone.
 */
export function withThaiBreaks<T>(node: T): T {
  return breakNode(node) as T;
}

function breakNode(node: unknown): unknown {
  if (typeof node === 'string') return thaiText(node);
  if (Array.isArray(node)) return node.map(breakNode);
  if (node === null || typeof node !== 'object') return node;
  if (WHOLE_WORDS.has(node)) return node;
  const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  for (const key of ['text', 'stack', 'columns', 'ul', 'ol', 'layers'] as const) {
    if (key in copy) copy[key] = breakNode(copy[key]);
  }
  const table = copy.table as ContentTable['table'] | undefined;
  if (table && Array.isArray(table.body)) {
    copy.table = { ...table, body: table.body.map((row) => row.map(breakNode)) };
  }
  return copy;
}

function breakDynamic<F extends DynamicContent | Content | undefined>(part: F): F {
  if (typeof part === 'function') {
    return ((...args: Parameters<DynamicContent>) => breakNode(part(...args))) as F;
  }
  return breakNode(part) as F;
}

// ---------------------------------------------------------------------------------------
// Printer
// ---------------------------------------------------------------------------------------

export type RenderOptions = {
  /** Insert Thai word breaks into all text first (default true). */
  thaiBreaks?: boolean;
};

export type PdfPrinter = {
  /** Lays out and serialises the document. Layout is one synchronous CPU block (~0.7 ms per table row): run big batches in a worker. */
  render(doc: TDocumentDefinitions, options?: RenderOptions): Promise<Buffer>;
};

/**
 * lineHeight 1.2: Sarabun's line box is 1.3 em (ascent 1.068 + descent 0.232), but a tone
 * mark over an upper vowel reaches 1.22 em (ญี่, ปั๊ม, สวัสดิ์) and sara u/uu go to
 * −0.33 em, so at lineHeight 1 such a mark can touch a sara u on the line above.
 * 1.2 × 1.3 = 1.56 em clears both. pdfmake adds the extra below the baseline.
 */
export const DEFAULT_STYLE = { font: THAI_FONT, fontSize: 11, lineHeight: 1.2 } as const;

let printer: PdfPrinter | undefined;

/**
 * Configures pdfmake once and returns the printer. pdfmake 0.3 is a process-wide singleton
 * (`module.exports = new pdfmake()`), so fonts and access policies are global; this
 * function is idempotent so modules can call it freely.
 *
 * Fonts are registered by file path. pdfmake 0.3.11 does not accept Buffers as font
 * sources on the server (its URL resolver calls `.toLowerCase()` on them); the path is
 * read and parsed once per document, which costs ~1 ms.
 */
export function createPdfPrinter(): PdfPrinter {
  if (printer) return printer;

  warmGlyphCodePoints();
  const fonts: TFontDictionary = { [THAI_FONT]: { ...sarabunFiles } };
  pdfmake.setFonts(fonts);
  // Documents are built from database content: never fetch URLs, and read local files
  // only from the font directory. Setting both also silences pdfmake's warnings.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));

  printer = {
    render(doc, { thaiBreaks = true } = {}) {
      const prepared: TDocumentDefinitions = thaiBreaks
        ? {
            ...doc,
            content: breakNode(doc.content) as Content,
            header: breakDynamic(doc.header),
            footer: breakDynamic(doc.footer),
          }
        : { ...doc };
      prepared.defaultStyle = { ...DEFAULT_STYLE, ...doc.defaultStyle };
      return pdfmake.createPdf(prepared).getBuffer();
    },
  };
  return printer;
}

/**
 * Copy/paste and search in the PDF depend on its ToUnicode map, which pdfkit fills from
 * the code points fontkit stores on each glyph object the first time that glyph is
 * created. fontkit caches glyph objects per font, and GSUB `ccmp` creates the sara aa
 * glyph of ำ with no code points; when the first า of a document comes from ำ (e.g. the
 * first text is 'น้ำ'), every า in the PDF extracts as nothing ('ต มที่' for 'ตามที่').
 * Creating every cmap glyph from its code point before any shaping fixes that (ำ then
 * extracts as 'ำา', a known limit of ToUnicode; pdfkit has no ActualText). The hook is
 * pdfmake's internal PDFDocument.provideFont (pdfmake/js/PDFDocument.js, no exports map),
 * so it is guarded: if a pdfmake upgrade changes it, extraction degrades, output does not.
 * Costs ~1 ms per font per document. Rendering is identical with or without it.
 */
function warmGlyphCodePoints(): void {
  type FontkitFont = { characterSet: number[]; glyphForCodePoint(cp: number): unknown };
  type ProvideFont = (this: unknown, ...args: unknown[]) => { font?: FontkitFont } | undefined;
  let proto: { provideFont?: ProvideFont } | undefined;
  try {
    proto = require('pdfmake/js/PDFDocument.js').default?.prototype;
  } catch {
    return;
  }
  const original = proto?.provideFont;
  if (!proto || typeof original !== 'function') return;
  const warmed = new WeakSet<FontkitFont>();
  proto.provideFont = function (this: unknown, ...args: unknown[]) {
    const embedded = original.apply(this, args);
    const font = embedded?.font;
    if (font && Array.isArray(font.characterSet) && !warmed.has(font)) {
      warmed.add(font);
      for (const cp of font.characterSet) font.glyphForCodePoint(cp);
    }
    return embedded;
  };
}

/** Renders with the shared printer (Thai word breaks applied). */
export function renderPdf(doc: TDocumentDefinitions, options?: RenderOptions): Promise<Buffer> {
  return createPdfPrinter().render(doc, options);
}
