/**
 * The labels' Code 128 barcodes as PNGs, made by bwip-js (Barcode Writer in Pure PostScript, in
 * JavaScript: no native code, nothing fetched). The PDF sets each image's size on the sheet; the
 * PNG only has to carry the bars exactly, so it is drawn with whole pixels per module
 * (PIXELS_PER_MODULE wide) and only a few pixel rows tall: a few hundred bytes a label.
 * No human-readable text in the image: the label sets the code in the PDF's own font, where it
 * stays searchable and sharp.
 */
import { code128 } from 'bwip-js';
import type { Barcode } from './labels-pdf.ts';

/**
 * Pixels per module. The PDF scales the image up (a module is 0.4 mm, 4.7 px at 300 dpi); with
 * several pixels per module even a viewer that smooths scaled images keeps the bars' edges sharp.
 */
const PIXELS_PER_MODULE = 4;

async function code128Barcode(text: string): Promise<Barcode> {
  const png = await code128({
    bcid: 'code128',
    text,
    scaleX: PIXELS_PER_MODULE,
    scaleY: 1,
    // Bar height in bwip-js's units: the PDF stretches it to the label's bar height.
    height: 2,
    includetext: false,
  });
  // A PNG's width is the big-endian word at byte 16 of its IHDR chunk.
  return { png, modules: png.readUInt32BE(16) / PIXELS_PER_MODULE };
}

/** How many barcodes are made between two reports of progress (a few ms each). */
const BARCODES_PER_REPORT = 20;

/**
 * One barcode per distinct code, made one after another (the PDF thread has nothing else to do),
 * telling `onMade` how many are made every BARCODES_PER_REPORT and at the end: two thousand take
 * seconds, which the user sees move.
 */
export async function barcodesFor(
  codes: Iterable<string>,
  onMade?: (made: number) => void,
): Promise<Map<string, Barcode>> {
  const barcodes = new Map<string, Barcode>();
  for (const code of codes) {
    if (barcodes.has(code)) continue;
    barcodes.set(code, await code128Barcode(code));
    if (barcodes.size % BARCODES_PER_REPORT === 0) onMade?.(barcodes.size);
  }
  if (barcodes.size % BARCODES_PER_REPORT !== 0) onMade?.(barcodes.size);
  return barcodes;
}
