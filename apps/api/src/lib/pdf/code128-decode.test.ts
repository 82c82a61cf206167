import { code128Bars } from '@prapa/domain/code128';
import { describe, expect, it } from 'vitest';
import { readCode128 } from '../../test/read-code128.ts';

/** The bars of `text` laid on a white image, `scale` pixels a module, for a decoder to read. */
function drawn(text: string, scale = 2) {
  const bars = code128Bars(text, 1);
  if (!bars) throw new Error(`cannot encode ${JSON.stringify(text)}`);
  const width = bars.width * scale;
  const height = 40;
  const grey = new Uint8ClampedArray(width * height).fill(255);
  for (const [, x, w] of bars.d.matchAll(/M(\d+) 0h(\d+)/g)) {
    for (let y = 10; y < height - 10; y++) {
      grey.fill(0, y * width + Number(x) * scale, y * width + (Number(x) + Number(w)) * scale);
    }
  }
  return readCode128(grey, width, height);
}

const range = (from: number, to: number) =>
  String.fromCharCode(...Array.from({ length: to - from }, (_, i) => from + i));

describe('our Code 128 bars, read back by ZXing', () => {
  it.each([
    [
      'every set C pair 00–99',
      Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(''),
    ],
    ['every set A control character', `${range(0, 32)}A`],
    ['every printable character, set B', range(32, 128)],
    ['switches between the sets', 'a\rb X12345 \r1 1234'],
    ['a bank barcode', '|099400015981100\r00042\rINV2570000123\r25050'],
    ['an open amount', '|099400015981100\r00001\r2570000001\r0'],
  ])('%s', (_name, text) => {
    expect(drawn(text)).toBe(text);
  });
});
