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
 * row's run of dark modules is one rectangle. pdfmake draws every module as its own filled
 * rectangle (about 900 for a Thai QR payment code): for a batch of thousands of letters that
 * was a fifth of the time. (Rectangles, not one path: pdfmake moves a canvas's rectangles to
 * where it lays the canvas out, but not a path's coordinates.)
 */
export function qrVectors(payload: string, fit: number): CanvasElement[] {
  const node = qrEnc.measure({ qr: payload, fit });
  const [background, ...modules] = node._canvas;
  const vectors: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: background!.w, h: background!.h, color: '#ffffff' },
  ];
  for (let i = 0; i < modules.length; ) {
    const first = modules[i]!;
    let width = first.w;
    let j = i + 1;
    while (j < modules.length && modules[j]!.y === first.y && modules[j]!.x === first.x + width) {
      width += modules[j]!.w;
      j += 1;
    }
    vectors.push({ type: 'rect', x: first.x, y: first.y, w: width, h: first.h, color: '#000000' });
    i = j;
  }
  return vectors;
}

/**
 * A bwip-js barcode SVG (vertical strokes `M x h L x 0` in a viewBox, e.g. Code 128) as pdfmake
 * canvas rectangles `width` points wide, one per bar, instead of going through pdfmake's SVG
 * parser for every page.
 */
export function svgPathVectors(svg: string, width: number): CanvasElement[] {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('svgPathVectors: no viewBox');
  const scale = width / Number(box[1]);
  const height = round(Number(box[2]) * scale);
  const vectors: CanvasElement[] = [
    { type: 'rect', x: 0, y: 0, w: width, h: height, color: '#ffffff' },
  ];
  for (const path of svg.matchAll(/<path ([^>]*)\/>/g)) {
    const attrs = path[1]!;
    const d = /\bd="([^"]*)"/.exec(attrs)?.[1] ?? '';
    const bar = Number(/stroke-width="([\d.]+)"/.exec(attrs)?.[1] ?? 1) * scale;
    const color = /stroke="([^"]*)"/.exec(attrs)?.[1] ?? '#000000';
    for (const line of d.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)) {
      const x = Number(line[1]) * scale;
      const [y1, y2] = [Number(line[2]) * scale, Number(line[4]) * scale];
      vectors.push({
        type: 'rect',
        x: round(x - bar / 2),
        y: round(Math.min(y1, y2)),
        w: round(bar),
        h: round(Math.abs(y2 - y1)),
        color,
      });
    }
  }
  return vectors;
}
