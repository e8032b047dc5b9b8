import type { GreyPixels } from './estimate-skew';

const INK = 128;
/** How far from an even split a cut may move to find a row without print (share of height). */
const REACH = 0.1;

/**
 * Rows that cut a page into `parts` bands of about equal height, each at the row with the least
 * print near the even split, so that no text line is cut in two. Tesseract reads a page on one
 * thread; reading the bands on separate threads at once is what brings a photo under 2 s on two
 * cores. Answers [0, …cuts, height].
 */
export function splitRows({ data, width, height }: GreyPixels, parts: number): number[] {
  const rows = [0];
  for (let part = 1; part < parts; part += 1) {
    const even = Math.round((height * part) / parts);
    const reach = Math.round(height * REACH);
    let best = even;
    let bestInk = Infinity;
    for (let row = Math.max(1, even - reach); row < Math.min(height - 1, even + reach); row += 1) {
      let ink = 0;
      for (let x = 0, at = row * width; x < width; x += 1, at += 1)
        if ((data[at] ?? 255) < INK) ink += 1;
      // Ties go to the row nearest the even split, which keeps the bands' work balanced.
      if (ink < bestInk || (ink === bestInk && Math.abs(row - even) < Math.abs(best - even)))
        [best, bestInk] = [row, ink];
    }
    rows.push(best);
  }
  rows.push(height);
  return rows;
}
