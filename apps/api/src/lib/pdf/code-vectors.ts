import { createRequire } from 'node:module';
import type { CanvasElement } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

type QrRect = { x: number; y: number; w: number; h: number };
/** pdfmake's own QR encoder (pdfmake/js/qrEnc.js, pinned 0.3.11): the same modules as `{ qr }`. */
const qrEnc = require('pdfmake/js/qrEnc.js').default as {
  measure(node: { qr: string; fit: number }): { _canvas: QrRect[]; _width: number };
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A QR code as pdfmake canvas vectors: the same modules pdfmake's `{ qr, fit }` draws, but each
 * row's run of dark modules is one rectangle of one path, filled once. pdfmake draws every
 * module as its own filled rectangle (about 900 for a Thai QR payment code, each with its own
 * colour and line settings): for a batch of thousands of letters that was a fifth of the time.
 */
export function qrVectors(payload: string, fit: number): CanvasElement[] {
  const node = qrEnc.measure({ qr: payload, fit });
  const [background, ...modules] = node._canvas;
  let d = '';
  for (let i = 0; i < modules.length; ) {
    const first = modules[i]!;
    let width = first.w;
    let j = i + 1;
    while (j < modules.length && modules[j]!.y === first.y && modules[j]!.x === first.x + width) {
      width += modules[j]!.w;
      j += 1;
    }
    d += `M${first.x} ${first.y}h${width}v${first.h}h${-width}z`;
    i = j;
  }
  return [
    // The white square also gives the canvas its size (pdfmake does not measure a path).
    {
      type: 'rect',
      x: 0,
      y: 0,
      w: background!.w,
      h: background!.h,
      color: '#ffffff',
      lineWidth: 0,
    },
    { type: 'path', d, color: '#000000', lineWidth: 0 },
  ] as CanvasElement[];
}

/**
 * A bwip-js SVG (stroked paths in a viewBox, e.g. a Code 128 barcode) as pdfmake canvas vectors
 * `width` points wide: the paths are stroked directly instead of going through pdfmake's SVG
 * parser for every page.
 */
export function svgPathVectors(svg: string, width: number): CanvasElement[] {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('svgPathVectors: no viewBox');
  const scale = width / Number(box[1]);
  const height = round(Number(box[2]) * scale);
  const vectors: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: width, h: height, color: '#ffffff', lineWidth: 0 },
  ] as CanvasElement[];
  for (const path of svg.matchAll(/<path ([^>]*)\/>/g)) {
    const attrs = path[1]!;
    const d = /\bd="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const stroke = Number(/stroke-width="([\d.]+)"/.exec(attrs)?.[1] ?? 1);
    const scaled = d.replace(/-?\d+(?:\.\d+)?/g, (n) => String(round(Number(n) * scale)));
    vectors.push({
      type: 'path',
      d: scaled,
      lineWidth: round(stroke * scale),
      lineColor: /stroke="([^"]*)"/.exec(attrs)?.[1] ?? '#000000',
      // pdfmake draws `path` vectors; @types/pdfmake does not list them.
    } as unknown as CanvasElement);
  }
  return vectors;
}
