import type { GreyPixels } from './estimate-skew';

const INK = 128;
/** How far from the balanced split a cut may move to find a row without print (share of height). */
const REACH = 0.05;

/**
 * Rows that cut a page into `parts` bands holding about the same amount of print, each cut at
 * the row with the least print near that point, so that no text line is cut in two. Tesseract
 * reads a page on one thread; the bands are read on separate threads at once, and a band's time
 * follows the print in it, not its height: a bill's dense table in one half of an even split
 * kept one thread busy 50 % longer than the other. Answers [0, …cuts, height].
 */
export function splitRows({ data, width, height }: GreyPixels, parts: number): number[] {
  const inkPerRow = new Uint32Array(height);
  let total = 0;
  for (let row = 0, at = 0; row < height; row += 1) {
    let ink = 0;
    for (let x = 0; x < width; x += 1, at += 1) if ((data[at] ?? 255) < INK) ink += 1;
    inkPerRow[row] = ink;
    total += ink;
  }
  const rows = [0];
  let row = 0;
  let inkAbove = 0;
  for (let part = 1; part < parts; part += 1) {
    // The first row with the part's share of the print above it (an even split on a blank page).
    if (total === 0) row = Math.round((height * part) / parts);
    else
      while (row < height && inkAbove + (inkPerRow[row] ?? 0) <= (total * part) / parts)
        inkAbove += inkPerRow[row++] ?? 0;
    rows.push(emptiestRowNear(inkPerRow, row, Math.round(height * REACH)));
  }
  rows.push(height);
  return rows;
}

/** Ties go to the row nearest the balanced split, which keeps the bands' work even. */
function emptiestRowNear(inkPerRow: Uint32Array, target: number, reach: number): number {
  let best = target;
  let bestInk = Infinity;
  const last = inkPerRow.length - 1;
  for (let row = Math.max(1, target - reach); row < Math.min(last, target + reach); row += 1) {
    const ink = inkPerRow[row] ?? 0;
    if (ink < bestInk || (ink === bestInk && Math.abs(row - target) < Math.abs(best - target)))
      [best, bestInk] = [row, ink];
  }
  return best;
}
