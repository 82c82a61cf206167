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
type Encoded = { hex: string[]; pos: Position[]; width: number };

/**
 * Appends one cell's TJ operators to `out` (module level, not a closure per cell: under tsx
 * every nested function costs a `__name` call each time it is created).
 */
function emitCell(out: string[], enc: Encoded, x0: number, y: number, scale: number): void {
  const { hex, pos } = enc;
  let x = x0;
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
        out.push(`[${commands.join(' ')}] TJ`);
        commands = [];
      }
      if (p === undefined) break;
      out.push(`1 0 0 1 ${num(x + p.xOffset * scale)} ${num(y + p.yOffset * scale)} Tm`);
      out.push(`[<${hex[i]}> ${num(-(p.xAdvance - p.advanceWidth))}] TJ`);
      last = i + 1;
      hadOffset = true;
    } else {
      if (hadOffset) {
        out.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
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
}

export function createFastText(docIn: InstanceType<typeof PDFDocument>) {
  const doc = docIn as Doc;
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
    const value = { hex, pos: run.positions, width: run.advanceWidth };
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
    const value = { hex, pos, width };
    if (wholeCache.size > 20_000) wholeCache.clear();
    wholeCache.set(text, value);
    return value;
  };

  return {
    /** Width in points of `text` in the current font and `size`. */
    width(text: string, size: number): number {
      return (encode(doc._font, text).width * size) / 1000;
    },
    /**
     * Draws the cells (top-left y, like `doc.text`) in the current font and `size`, plus
     * optional raw path operators (`extra`, already in page coordinates), as one content block.
     */
    draw(cells: readonly FastCell[], size: number, extra = ''): void {
      const font = doc._font;
      if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
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
        emitCell(out, encode(font, cell.text), cell.x, y, scale);
      }
      out.push('ET', 'Q');
      doc.addContent(out.join('\n'));
    },
  };
}
