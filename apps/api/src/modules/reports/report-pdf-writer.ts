import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { createFastText, type FastCell } from './pdf-fast-text.ts';
import { cellText, createTotals } from './report-format.ts';
import { isMarked, type ReportCell, type ReportRow } from './report-types.ts';
import type { ReportFileMeta, ReportWriter } from './report-writer-types.ts';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf');

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

const SPACES = /( +)/;
const LEADING_MARK = /^\p{M}/u;
/** The segmenter's words of each space-free token seen (names and addresses repeat them). */
const tokenWords = new Map<string, string[]>();

/**
 * The words of `text` as Intl.Segmenter('th') gives them. A word never reaches across a space
 * (the segmenter breaks on both sides of one), so each space-free token is segmented once and
 * its words kept: segmenting is the dearest step of cutting a cell, and a long list cuts most
 * of its addresses. A token that starts with a combining mark would join the space before it,
 * so such a text is segmented whole.
 */
export function wordsOf(text: string): string[] {
  const parts = text.split(SPACES);
  if (parts.some((part) => LEADING_MARK.test(part))) {
    return Array.from(words.segment(text), (s) => s.segment);
  }
  const out: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    if (part.charCodeAt(0) === 0x20) {
      out.push(part);
      continue;
    }
    let known = tokenWords.get(part);
    if (!known) {
      known = Array.from(words.segment(part), (s) => s.segment);
      if (tokenWords.size > 20_000) tokenWords.clear();
      tokenWords.set(part, known);
    }
    for (const word of known) out.push(word);
  }
  return out;
}

const MARGIN = 24;
const FONT = 7.5;
const SMALL_FONT = 5.5;
const HEAD_FONT = 7.5;
const HEAD_LINE = 9.5;
const TABLE_TOP = 66;
const FOOTER_SPACE = 28;

type Doc = InstanceType<typeof PDFDocument>;

/** pdfkit's object of a PDF (PDFReference), as far as this writer touches it. */
type PdfRef = {
  data: Record<string, unknown>;
  buffer: Buffer[];
  compress: boolean;
  finalize: () => void;
  end: (chunk?: string) => void;
};
type PdfPage = {
  content: PdfRef;
  fonts: Record<string, unknown>;
  xobjects: Record<string, unknown>;
};

/**
 * zlib level of the page contents. A page of a long list is ~15 KB of text operators; level 1
 * makes the file a little larger than pdfkit's default 6 for a fraction of the time.
 */
const CONTENT_DEFLATE_LEVEL = 1;

/** Compresses this page's content at CONTENT_DEFLATE_LEVEL instead of pdfkit's default. */
function deflateFast(ref: PdfRef): void {
  ref.compress = false;
  const finalize = ref.finalize.bind(ref);
  ref.finalize = () => {
    if (ref.buffer.length > 0) {
      ref.buffer = [deflateSync(Buffer.concat(ref.buffer), { level: CONTENT_DEFLATE_LEVEL })];
      ref.data.Filter = 'FlateDecode';
    }
    finalize();
  };
}

/** The name of the page template (a Form XObject) in each page's resources. */
const TEMPLATE = 'Page';

/**
 * Cuts `text` to fit `width` at a word boundary (Intl.Segmenter('th')), ending with '…', so a
 * Thai word is never split (a split could also part a letter from its marks). A single word
 * that does not fit on its own (a long meter number) is cut by grapheme.
 */
export function fitText(measure: (s: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  const ell = '…';
  // Widths add up word by word (each word's width is cached by the measure), so a long cell
  // costs one pass, not one shaping of every growing prefix.
  const room = width - measure(ell);
  let out = '';
  let used = 0;
  for (const segment of wordsOf(text)) {
    const w = measure(segment);
    if (used + w > room) break;
    out += segment;
    used += w;
  }
  if (out.trim() === '') {
    out = '';
    used = 0;
    for (const { segment } of graphemes.segment(text)) {
      const w = measure(segment);
      if (used + w > room) break;
      out += segment;
      used += w;
    }
  }
  return out.trimEnd() + ell;
}

/** Wraps a header label into lines at word boundaries. */
export function wrapWords(measure: (s: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of words.segment(text)) {
    if (line !== '' && measure(line + segment) > width) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else line += segment;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/**
 * The PDF of a report, written row by row straight to the file (pdfkit flushes each finished
 * page), so memory does not grow with the report. Every line of the table has one height, so
 * the number of pages is known before the first row (groups and their sizes come first) and
 * every page can say 'หน้า x/y'. Group (area) headings, subtotals and the total take a line
 * each; the total comes on the last page.
 */
export function createPdfWriter(path: string, meta: ReportFileMeta): ReportWriter {
  const landscape = meta.orientation === 'landscape';
  const ROW_H = meta.rowHeight;
  const textY = (ROW_H - 10) / 2 + 1;
  const doc: Doc = new PDFDocument({
    size: 'A4',
    layout: meta.orientation,
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: meta.title, Author: meta.organisation, Creator: 'PRAPA' },
  });
  const out = createWriteStream(path);
  doc.pipe(out);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.registerFont('R', REGULAR);
  doc.registerFont('B', BOLD);

  const pageW = landscape ? 841.89 : 595.28;
  const pageH = landscape ? 595.28 : 841.89;
  const tableW = pageW - 2 * MARGIN;
  const weight = meta.columns.reduce((s, c) => s + c.width, 0);
  const widths = meta.columns.map((c) => (c.width / weight) * tableW);
  const xs: number[] = [];
  widths.reduce((x, w) => {
    xs.push(x);
    return x + w;
  }, MARGIN);

  const measure = (s: string) => doc.widthOfString(s);
  const fast = createFastText(doc);
  doc.font('B').fontSize(HEAD_FONT);
  const headLines = meta.columns.map((c, i) => wrapWords(measure, c.label, widths[i]! - 4));
  const headH = Math.max(...headLines.map((l) => l.length)) * HEAD_LINE + 4;
  const rowsTop = TABLE_TOP + headH;
  const perPage = Math.max(1, Math.floor((pageH - FOOTER_SPACE - rowsTop) / ROW_H));

  const grouped = meta.groups.length > 0;
  const totalLines = grouped
    ? meta.groups.reduce((s, g) => s + g.count + (g.marked ?? 0) + 2, 0) + 1
    : meta.totalRows + 1;
  const pages = Math.max(1, Math.ceil(totalLines / perPage));

  let page = 0;
  let line = perPage; // forces a page before the first line
  const printed = meta.printedAtText;

  /**
   * What every page repeats (organisation, title, filters, printed-at, the table head) is drawn
   * once into a Form XObject that each page paints with one operator: a 100,000-row report has
   * thousands of pages, and drawing the head each time was a sixth of the layout. It is drawn
   * by the same pdfkit calls as before, only into the template's content.
   */
  const drawTemplate = () => {
    doc.font('B').fontSize(12).text(meta.organisation, MARGIN, 18, { lineBreak: false });
    doc.font('R').fontSize(8);
    doc.text(printed, pageW - MARGIN - measure(printed), 21, { lineBreak: false });
    doc.font('B').fontSize(10.5).text(meta.title, MARGIN, 34, { lineBreak: false });
    doc.font('R').fontSize(8.5);
    doc.text(fitText(measure, meta.subtitle, tableW), MARGIN, 49, { lineBreak: false });
    // Table head.
    doc.lineWidth(0.5).strokeColor('#555555');
    doc.rect(MARGIN, TABLE_TOP, tableW, headH).fillAndStroke('#EEEEEE', '#555555');
    doc.fillColor('#000000').font('B').fontSize(HEAD_FONT);
    meta.columns.forEach((_c, i) => {
      const x = xs[i]!;
      if (i > 0)
        doc
          .moveTo(x, TABLE_TOP)
          .lineTo(x, TABLE_TOP + headH)
          .stroke();
      headLines[i]!.forEach((text, k) => {
        const w = measure(text);
        doc.text(text, x + (widths[i]! - w) / 2, TABLE_TOP + 2 + k * HEAD_LINE, {
          lineBreak: false,
        });
      });
    });
  };
  let template: PdfRef | null = null;
  const makeTemplate = (current: PdfPage): PdfRef => {
    const ref = doc.ref({
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, pageW, pageH],
    }) as unknown as PdfRef;
    const pageContent = current.content;
    const pageFonts = { ...current.fonts };
    current.content = ref;
    doc.save();
    drawTemplate();
    doc.restore();
    current.content = pageContent;
    // The fonts the template's text uses become its own resources.
    ref.data.Resources = { Font: { ...current.fonts } };
    for (const key of Object.keys(current.fonts)) delete current.fonts[key];
    Object.assign(current.fonts, pageFonts);
    ref.end();
    return ref;
  };

  const newPage = () => {
    doc.addPage();
    page += 1;
    line = 0;
    const current = doc.page as unknown as PdfPage;
    deflateFast(current.content);
    template ??= makeTemplate(current);
    current.xobjects[TEMPLATE] = template;
    doc.addContent(`/${TEMPLATE} Do`);
    const footer = `หน้า ${page}/${pages}`;
    doc.font('R');
    fast.draw([{ text: footer, x: pageW - MARGIN - fast.width(footer, 8), y: pageH - 20 }], 8);
  };

  const fastMeasure = (size: number) => (text: string) => fast.width(text, size);
  const measureRow = fastMeasure(FONT);
  const right = (type: string) => type === 'int' || type === 'money' || type === 'percent';
  const n2 = (v: number) => (Math.round(v * 100) / 100).toString();
  // The column rules of consecutive rows are drawn once, top to bottom of the run, when the
  // run ends (a heading or total line, the end of the page): a row then carries only its text
  // and its bottom rule, which halves what pdfkit has to compress.
  let runTop: number | null = null;
  let runBottom = 0;
  const flushRun = () => {
    if (runTop === null) return;
    const top = n2(runTop);
    const bottom = n2(runBottom);
    fast.draw(
      [],
      FONT,
      `${xs
        .slice(1)
        .map((x) => `${n2(x)} ${top} m ${n2(x)} ${bottom} l`)
        .join(' ')} S\n`,
    );
    runTop = null;
  };

  /** One line of the table as one content block (see pdf-fast-text.ts). */
  let fill = '0';
  const drawLine = (
    cells: Record<string, ReportCell>,
    style: 'row' | 'marked' | 'group' | 'total',
    label?: string,
  ) => {
    if (line >= perPage) {
      flushRun();
      newPage();
      doc.lineWidth(0.3).strokeColor('#999999').fillColor('#000000');
      fill = '0';
    }
    // A marked (cancelled) row's text is grey; the colour is set only when it changes.
    const rowFill = style === 'marked' ? '0.45' : '0';
    const fillOp = rowFill === fill ? '' : `${rowFill} g\n`;
    fill = rowFill;
    const marked = style === 'marked';
    if (marked) style = 'row';
    const y = rowsTop + line * ROW_H;
    line += 1;
    if (style !== 'row') flushRun();
    else {
      if (runTop === null) runTop = y;
      runBottom = y + ROW_H;
    }
    doc.font(style === 'row' ? 'R' : 'B');
    const texts: FastCell[] = [];
    const small: { size: number; cell: FastCell }[] = [];
    let paths = fillOp;
    if (style !== 'row') {
      const gray = style === 'total' ? '0.894' : '0.957';
      paths += `q ${gray} g ${n2(MARGIN)} ${n2(y)} ${n2(tableW)} ${n2(ROW_H)} re f Q\n`;
    }
    if (style === 'group' && label) {
      texts.push({ text: fitText(measureRow, label, tableW - 4), x: MARGIN + 2, y: y + textY });
    } else {
      // A total line's label fills the leading columns that have no total.
      let first = 0;
      if (label) {
        let spanW = 0;
        while (
          first < meta.columns.length &&
          cellText(meta.columns[first]!.type, cells[meta.columns[first]!.key] ?? null) === ''
        ) {
          spanW += widths[first]!;
          first += 1;
        }
        const room = Math.max(spanW, widths[0]!) - 4;
        texts.push({ text: fitText(measureRow, label, room), x: MARGIN + 2, y: y + textY });
        first = Math.max(first, 1);
      }
      for (let i = first; i < meta.columns.length; i += 1) {
        const col = meta.columns[i]!;
        const text = cellText(col.type, cells[col.key] ?? null);
        if (text === '') continue;
        const room = widths[i]! - 4;
        // A cancelled row's mark must not be cut ('INV2570/000123 ยกเลิก'): a cell that does
        // not fit is set smaller first (down to SMALL_FONT), and cut only then.
        const size = marked
          ? Math.max(SMALL_FONT, Math.min(FONT, (FONT * room) / measureRow(text)))
          : FONT;
        const measureCell = size === FONT ? measureRow : fastMeasure(size);
        // Most cells fit: measured once, not again by fitText and for right alignment.
        const whole = measureCell(text);
        const fitted = whole <= room ? text : fitText(measureCell, text, room);
        const x = right(col.type)
          ? xs[i]! + widths[i]! - 2 - (fitted === text ? whole : measureCell(fitted))
          : xs[i]! + 2;
        if (size === FONT) texts.push({ text: fitted, x, y: y + textY });
        else small.push({ size, cell: { text: fitted, x, y: y + textY + (FONT - size) * 0.6 } });
      }
    }
    const bottom = n2(y + ROW_H);
    paths += `${n2(MARGIN)} ${bottom} m ${n2(MARGIN + tableW)} ${bottom} l S\n`;
    fast.draw(texts, FONT, paths);
    for (const { size, cell } of small) fast.draw([cell], size);
  };

  const grand = createTotals(meta.columns);
  let groupTotals = createTotals(meta.columns);
  let currentGroup: number | null = null;
  let rowsWritten = 0;
  const labels = new Map(meta.groups.map((g) => [g.id, g.label]));
  const counted = (label: string, count: number) =>
    `${label} (${meta.countLabel.replace('{{count}}', count.toLocaleString('en-US'))})`;
  const counts = new Map(meta.groups.map((g) => [g.id, g.count]));

  const closeGroup = () => {
    if (currentGroup === null) return;
    drawLine(
      groupTotals.row(),
      'total',
      counted(
        `${meta.subtotalLabel} ${labels.get(currentGroup) ?? ''}`,
        counts.get(currentGroup) ?? 0,
      ),
    );
  };

  return {
    write(group: number, rows: ReportRow[]) {
      if (grouped && group !== currentGroup) {
        closeGroup();
        currentGroup = group;
        groupTotals = createTotals(meta.columns);
        drawLine({}, 'group', labels.get(group) ?? '');
      }
      for (const row of rows) {
        if (isMarked(row)) {
          drawLine(row, 'marked');
          continue;
        }
        rowsWritten += 1;
        grand.add(row);
        groupTotals.add(row);
        drawLine(row, 'row');
      }
    },
    async end() {
      if (grouped) closeGroup();
      drawLine(grand.row(), 'total', counted(meta.totalLabel, rowsWritten));
      flushRun();
      doc.end();
      await finished;
      return { pages };
    },
  };
}
