import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';
import type { PNG } from 'pngjs';

/** Grey levels (0 black … 255 white) of an RGBA image, as a scanner's sensor sees them. */
export function greyOf(image: Pick<PNG, 'data' | 'width' | 'height'>): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < grey.length; i++) {
    const r = image.data[i * 4] ?? 255;
    const g = image.data[i * 4 + 1] ?? 255;
    const b = image.data[i * 4 + 2] ?? 255;
    grey[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  return grey;
}

/**
 * The Code 128 barcode in an image, read as a counter's scanner would: ZXing's 1D reader
 * (a maintained decoder, not ours), every row tried, Code 128 only. Null when none is found.
 */
export function readCode128(grey: Uint8ClampedArray, width: number, height: number): string | null {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height)));
  try {
    return new MultiFormatReader().decode(bitmap, hints).getText();
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}
