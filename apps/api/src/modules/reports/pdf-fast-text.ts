import type PDFDocument from 'pdfkit';

/**
 * Table text for very long PDFs (100,000 rows), written straight into pdfkit's page content.
 *
 * `doc.text()` costs ~30 µs a call before any shaping (options, line wrapper, save/restore),
 * and pdfkit shapes every distinct space-separated word with fontkit (GSUB/GPOS), which is
 * what Thai needs but is wasted on the unique numbers of a ledger (amounts, bill numbers).
 * Here one row is one BT…ET block; ASCII text (digits, '.', ',', '/', Latin) is laid out from
 * per-character cached runs, and Thai still goes through fontkit's shaping (so marks are
 * positioned exactly as `doc.text()` would place them; pdfkit caches each shaped word).
 * The glyph encoding and positioning follow pdfkit's own `_fragment`.
 */

type Glyph = { id: number; advanceWidth: number; codePoints: number[] };
type Position = {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
};
type Run = { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
type EmbeddedFont = {
  id: string;
  ascender: number;
  scale: number;
  widths: number[];
  unicode: number[][];
  subset: { includeGlyph: (id: number) => number };
  ref: () => unknown;
  layoutCached: (text: string) => Run;
  layout: (text: string, features?: unknown, onlyWidth?: boolean) => Run;
};
type Doc = InstanceType<typeof PDFDocument> & {
  _font: EmbeddedFont;
  page: { height: number; fonts: Record<string, unknown> };
  addContent: (s: string) => unknown;
};

const ASCII = /^[\x20-\x7E]*$/;
/** Thai text is shaped a space-separated token at a time (as pdfkit does), '…' on its own. */
const TOKENS = /( +|…)/;
const num = (n: number) => (Math.round(n * 100) / 100).toString();

export type FastCell = { text: string; x: number; y: number };
/** A text matrix placed at the cell's origin plus (dx, dy) points. */
type Move = { dx: number; dy: number };
/** A cell's operators with its origin left open: lines of text, and moves to place at (x, y). */
type Plan = (string | Move)[];
type Encoded = {
  hex: string[];
  pos: Position[];
  width: number;
  /** planCell's result for `planScale`, kept with the cell. */
  plan: Plan | undefined;
  planScale: number;
};

/**
 * The TJ operators of a laid-out cell, worked out once per cell text and size and reused
 * wherever it is drawn (a name, a status, a date repeats down a list): runs of glyphs go out as
 * one TJ, and a glyph with an offset of its own (a Thai vowel or tone mark placed by GPOS) gets
 * its own text matrix. This follows pdfkit's own `_fragment`. Module level, not a closure per
 * cell: under tsx every nested function costs a `__name` call each time it is created.
 */
function planCell(enc: Encoded, scale: number): Plan {
  if (enc.plan !== undefined && enc.planScale === scale) return enc.plan;
  const { hex, pos } = enc;
  const plan: Plan = [];
  let x = 0;
  let last = 0;
  let hadOffset = false;
  let commands: string[] = [];
  const n = pos.length;
  for (let i = 0; i <= n; i += 1) {
    const p = i < n ? pos[i]! : undefined;
    const offset = p !== undefined && (p.xOffset !== 0 || p.yOffset !== 0);
    // Close the run before a glyph that needs its own position, and at the end.
    if (p === undefined || offset) {
      if (last < i) {
        const q = pos[i - 1]!;
        commands.push(`<${hex.slice(last, i).join('')}> ${num(-(q.xAdvance - q.advanceWidth))}`);
        last = i;
      }
      if (commands.length > 0) {
        plan.push(`[${commands.join(' ')}] TJ`);
        commands = [];
      }
      if (p === undefined) break;
      plan.push({ dx: x + p.xOffset * scale, dy: p.yOffset * scale });
      plan.push(`[<${hex[i]}> ${num(-(p.xAdvance - p.advanceWidth))}] TJ`);
      last = i + 1;
      hadOffset = true;
    } else {
      if (hadOffset) {
        plan.push({ dx: x, dy: 0 });
        hadOffset = false;
      }
      if (p.xAdvance - p.advanceWidth !== 0) {
        commands.push(
          `<${hex.slice(last, i + 1).join('')}> ${num(-(p.xAdvance - p.advanceWidth))}`,
        );
        last = i + 1;
      }
    }
    x += p.xAdvance * scale;
  }
  enc.plan = plan;
  enc.planScale = scale;
  return plan;
}

/** Appends a planned cell's operators with its origin at (x0, y) to `out`. */
function emitPlan(out: string[], plan: Plan, x0: number, y: number): void {
  for (const piece of plan) {
    if (typeof piece === 'string') out.push(piece);
    else out.push(`1 0 0 1 ${num(x0 + piece.dx)} ${num(y + piece.dy)} Tm`);
  }
}

/**
 * One printable ASCII character that is a single glyph with no offset or kerning of its own
 * (digits, '/', ',', '.', Latin in Sarabun): its glyph id in the subset, as 4 hex digits, and
 * its advance. `null`: the character needs the general path.
 */
type PlainGlyph = { hex: string; width: number } | null;

function plainGlyph(font: EmbeddedFont, code: number): PlainGlyph {
  const run = font.layoutCached(String.fromCharCode(code));
  const glyph = run.glyphs[0];
  const p = run.positions[0];
  if (
    run.glyphs.length !== 1 ||
    glyph === undefined ||
    p === undefined ||
    p.xOffset !== 0 ||
    p.yOffset !== 0 ||
    p.xAdvance !== p.advanceWidth ||
    p.xAdvance !== run.advanceWidth
  )
    return null;
  const gid = font.subset.includeGlyph(glyph.id);
  if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
  if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
  return { hex: `0000${gid.toString(16)}`.slice(-4), width: run.advanceWidth };
}

/** Result of {@link plainAscii}, reused: no object per cell. */
const plain = { hex: '', width: 0 };

/**
 * Lays out text of plain ASCII glyphs only (numbers, dates, bill numbers: most cells of a
 * ledger) straight from a per-character table, with no shaping and no cache of whole strings
 * (100,000 one-off member and meter numbers would only churn one). Fills `plain` and returns
 * true; false when some character is not ASCII or not plain (then the general path lays it
 * out, with the same result).
 */
function plainAscii(table: (PlainGlyph | undefined)[], font: EmbeddedFont, text: string): boolean {
  let hex = '';
  let width = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) return false;
    let g = table[code];
    if (g === undefined) {
      g = plainGlyph(font, code);
      table[code] = g;
    }
    if (g === null) return false;
    hex += g.hex;
    width += g.width;
  }
  plain.hex = hex;
  plain.width = width;
  return true;
}

export function createFastText(docIn: InstanceType<typeof PDFDocument>) {
  const doc = docIn as Doc;
  /** Plain ASCII glyphs per font, by character code. */
  const plainTables = new Map<EmbeddedFont, (PlainGlyph | undefined)[]>();
  const plainTable = (font: EmbeddedFont) => {
    let table = plainTables.get(font);
    if (!table) {
      table = [];
      plainTables.set(font, table);
    }
    return table;
  };
  /** Shaped tokens per font: names and addresses repeat their words, numbers their digits. */
  const tokens = new Map<EmbeddedFont, Map<string, Encoded>>();
  /** Whole Thai cells, kept apart so one-off names never push the words out. */
  const whole = new Map<EmbeddedFont, Map<string, Encoded>>();

  const layoutAscii = (font: EmbeddedFont, text: string): Run => {
    const glyphs: Glyph[] = [];
    const positions: Position[] = [];
    let advanceWidth = 0;
    for (const ch of text) {
      const run = font.layoutCached(ch);
      for (const g of run.glyphs) glyphs.push(g);
      for (const p of run.positions) positions.push(p);
      advanceWidth += run.advanceWidth;
    }
    return { glyphs, positions, advanceWidth };
  };

  const encodeToken = (font: EmbeddedFont, cache: Map<string, Encoded>, text: string) => {
    const hit = cache.get(text);
    if (hit) return hit;
    const run = ASCII.test(text) ? layoutAscii(font, text) : font.layout(text);
    const hex: string[] = [];
    for (const glyph of run.glyphs) {
      const gid = font.subset.includeGlyph(glyph.id);
      hex.push(`0000${gid.toString(16)}`.slice(-4));
      if (font.widths[gid] == null) font.widths[gid] = glyph.advanceWidth * font.scale;
      if (font.unicode[gid] == null) font.unicode[gid] = glyph.codePoints;
    }
    const value: Encoded = {
      hex,
      pos: run.positions,
      width: run.advanceWidth,
      plan: undefined,
      planScale: 0,
    };
    // Bounded: a ledger has many one-off strings (bill numbers); keep the memory flat.
    if (cache.size > 50_000) cache.clear();
    cache.set(text, value);
    return value;
  };

  const encode = (font: EmbeddedFont, text: string): Encoded => {
    let cache = tokens.get(font);
    if (!cache) {
      cache = new Map();
      tokens.set(font, cache);
    }
    if (ASCII.test(text)) return encodeToken(font, cache, text);
    // Thai: a word's shaping never reaches across a space, so each token is shaped once and
    // the cell is their concatenation (exactly what `doc.text()` draws, pdfkit splits at
    // spaces too).
    let wholeCache = whole.get(font);
    if (!wholeCache) {
      wholeCache = new Map();
      whole.set(font, wholeCache);
    }
    const known = wholeCache.get(text);
    if (known) return known;
    const parts = text.split(TOKENS);
    if (parts.length === 1) return encodeToken(font, cache, text);
    const hex: string[] = [];
    const pos: Position[] = [];
    let width = 0;
    for (const part of parts) {
      if (part === '') continue;
      const e = encodeToken(font, cache, part);
      for (const h of e.hex) hex.push(h);
      for (const q of e.pos) pos.push(q);
      width += e.width;
    }
    // Kept too: a cell is measured, fitted and drawn (and statuses, dates repeat whole).
    const value: Encoded = { hex, pos, width, plan: undefined, planScale: 0 };
    if (wholeCache.size > 20_000) wholeCache.clear();
    wholeCache.set(text, value);
    return value;
  };

  /**
   * The width of what `encode` would give, without building it: a cell too long for its
   * column (most addresses) is measured whole once and then drawn cut, so its whole layout
   * would only be thrown away.
   */
  const widthOf = (font: EmbeddedFont, text: string): number => {
    const known = whole.get(font)?.get(text);
    if (known) return known.width;
    let cache = tokens.get(font);
    if (!cache) {
      cache = new Map();
      tokens.set(font, cache);
    }
    if (ASCII.test(text)) return encodeToken(font, cache, text).width;
    const parts = text.split(TOKENS);
    if (parts.length === 1) return encodeToken(font, cache, text).width;
    let width = 0;
    for (const part of parts) if (part !== '') width += encodeToken(font, cache, part).width;
    return width;
  };

  return {
    /** Width in points of `text` in the current font and `size`. */
    width(text: string, size: number): number {
      const font = doc._font;
      if (plainAscii(plainTable(font), font, text)) return (plain.width * size) / 1000;
      return (widthOf(font, text) * size) / 1000;
    },
    /**
     * Draws the cells (top-left y, like `doc.text`) in the current font and `size`, plus
     * optional raw path operators (`extra`, already in page coordinates), as one content block.
     */
    draw(cells: readonly FastCell[], size: number, extra = ''): void {
      const font = doc._font;
      if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
      const table = plainTable(font);
      const h = doc.page.height;
      const dy = (font.ascender / 1000) * size;
      const scale = size / 1000;
      const out: string[] = [];
      if (extra) out.push(extra);
      out.push('q', `1 0 0 -1 0 ${num(h)} cm`, 'BT', `/${font.id} ${num(size)} Tf`);
      for (const cell of cells) {
        if (cell.text === '') continue;
        const y = h - cell.y - dy;
        out.push(`1 0 0 1 ${num(cell.x)} ${num(y)} Tm`);
        // What planCell gives a run of plain glyphs, without building it glyph by glyph.
        if (plainAscii(table, font, cell.text)) out.push(`[<${plain.hex}> 0] TJ`);
        else emitPlan(out, planCell(encode(font, cell.text), scale), cell.x, y);
      }
      out.push('ET', 'Q');
      doc.addContent(out.join('\n'));
    },
  };
}
