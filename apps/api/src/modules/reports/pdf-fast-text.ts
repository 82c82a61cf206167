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
const num = (n: number) => (Math.round(n * 100) / 100).toString();

export type FastCell = { text: string; x: number; y: number };

export function createFastText(docIn: InstanceType<typeof PDFDocument>) {
  const doc = docIn as Doc;
  const encoded = new Map<
    EmbeddedFont,
    Map<string, { hex: string[]; pos: Position[]; width: number }>
  >();

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

  const encode = (font: EmbeddedFont, text: string) => {
    let cache = encoded.get(font);
    if (!cache) {
      cache = new Map();
      encoded.set(font, cache);
    }
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
    if (cache.size > 20_000) cache.clear();
    cache.set(text, value);
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
        const { hex, pos } = encode(font, cell.text);
        let x = cell.x;
        const y = h - cell.y - dy;
        out.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
        const commands: string[] = [];
        let last = 0;
        let hadOffset = false;
        const addSegment = (cur: number) => {
          if (last < cur) {
            const p = pos[cur - 1]!;
            commands.push(
              `<${hex.slice(last, cur).join('')}> ${num(-(p.xAdvance - p.advanceWidth))}`,
            );
          }
          last = cur;
        };
        const flush = (i: number) => {
          addSegment(i);
          if (commands.length > 0) {
            out.push(`[${commands.join(' ')}] TJ`);
            commands.length = 0;
          }
        };
        let i = 0;
        for (; i < pos.length; i += 1) {
          const p = pos[i]!;
          if (p.xOffset || p.yOffset) {
            flush(i);
            out.push(`1 0 0 1 ${num(x + p.xOffset * scale)} ${num(y + p.yOffset * scale)} Tm`);
            flush(i + 1);
            hadOffset = true;
          } else {
            if (hadOffset) {
              out.push(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
              hadOffset = false;
            }
            if (p.xAdvance - p.advanceWidth !== 0) addSegment(i + 1);
          }
          x += p.xAdvance * scale;
        }
        flush(i);
      }
      out.push('ET', 'Q');
      doc.addContent(out.join('\n'));
    },
  };
}
