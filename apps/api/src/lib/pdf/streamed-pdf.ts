import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { createPdfPrinter, DEFAULT_STYLE, withThaiBreaks } from './thai-pdf.ts';

const require = createRequire(import.meta.url);

/** What every part of a streamed document shares: the page and the default text style. */
export type StreamedPdfSettings = Pick<
  TDocumentDefinitions,
  'pageSize' | 'pageOrientation' | 'pageMargins' | 'defaultStyle' | 'watermark' | 'styles'
> & { title: string };

export type StreamedPdf = {
  /** Lays out one part (whole pages: it starts on a new page) and writes its pages out. */
  add(content: Content): void;
  /** Finishes the file (fonts are embedded now); the number of pages written. */
  end(): Promise<{ pages: number }>;
};

type Layout = {
  PDFDocument: new (...args: unknown[]) => PdfKitDoc;
  LayoutBuilder: new (
    pageSize: unknown,
    margins: unknown,
    svgMeasure: unknown,
  ) => {
    registerTableLayouts(layouts: unknown): void;
    layoutDocument(...args: unknown[]): unknown[];
  };
  SVGMeasure: new () => unknown;
  Renderer: new (doc: PdfKitDoc, progress?: unknown) => { renderPages(pages: unknown[]): void };
  normalizePageSize(size: unknown, orientation: unknown): { width: number; height: number };
  normalizePageMargin(margin: unknown): unknown;
  tableLayouts: unknown;
};
type PdfKitDoc = NodeJS.ReadableStream & { end(): void; on(event: string, f: unknown): void };

let layout: Layout | undefined;

/**
 * pdfmake's own layout engine and renderer (pdfmake/js/*, CommonJS, no exports map; pdfmake is
 * pinned at 0.3.11), the pieces `createPdf` strings together, taken apart so one pdfkit document
 * can receive many layouts.
 */
function pdfmakeLayout(): Layout {
  if (layout) return layout;
  const pageSize = require('pdfmake/js/PageSize.js');
  layout = {
    PDFDocument: require('pdfmake/js/PDFDocument.js').default,
    LayoutBuilder: require('pdfmake/js/LayoutBuilder.js').default,
    SVGMeasure: require('pdfmake/js/SVGMeasure.js').default,
    Renderer: require('pdfmake/js/Renderer.js').default,
    normalizePageSize: pageSize.normalizePageSize,
    normalizePageMargin: pageSize.normalizePageMargin,
    tableLayouts: require('pdfmake/js/tableLayouts.js').tableLayouts,
  };
  return layout;
}

/**
 * A PDF written to `path` part by part, for documents of thousands of independent pages (a
 * batch of debt letters). `pdfmake.createPdf` lays a whole document out in memory before it
 * writes a byte; here each part is laid out with the same pdfmake engine (same fonts, Thai word
 * breaks, tables, QR codes and SVG as `renderPdf`) and rendered into one pdfkit document that
 * streams its finished pages to the file. Memory holds one part; the caller can report progress
 * between parts. Parts share no page numbers or headers (each starts on a new page).
 */
export function openStreamedPdf(path: string, settings: StreamedPdfSettings): StreamedPdf {
  createPdfPrinter(); // fonts, access policies and the glyph warm-up, once per thread
  const engine = pdfmakeLayout();
  const shared = pdfmake as unknown as {
    fonts: unknown;
    virtualfs: unknown;
    localAccessPolicy: unknown;
  };
  const size = engine.normalizePageSize(settings.pageSize ?? 'A4', settings.pageOrientation);
  const margins = engine.normalizePageMargin(settings.pageMargins ?? 40);
  const doc = new engine.PDFDocument(
    shared.fonts,
    {},
    {},
    {},
    {
      size: [size.width, size.height],
      pdfVersion: '1.3',
      compress: true,
      tagged: false,
      displayTitle: false,
      fontLayoutCache: true,
      bufferPages: false,
      autoFirstPage: false,
      info: { Title: settings.title, Creator: 'PRAPA', Producer: 'pdfmake' },
      font: null,
    },
    shared.virtualfs,
    shared.localAccessPolicy,
  );
  const out = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  const defaultStyle = { ...DEFAULT_STYLE, ...settings.defaultStyle };
  let pages = 0;
  return {
    add(content) {
      const builder = new engine.LayoutBuilder(size, margins, new engine.SVGMeasure());
      builder.registerTableLayouts(engine.tableLayouts);
      const laid = builder.layoutDocument(
        withThaiBreaks(content),
        doc,
        settings.styles ?? {},
        defaultStyle,
        undefined,
        undefined,
        undefined,
        settings.watermark,
        undefined,
      );
      new engine.Renderer(doc).renderPages(laid);
      pages += laid.length;
    },
    async end() {
      doc.end();
      await closed;
      return { pages };
    },
  };
}
