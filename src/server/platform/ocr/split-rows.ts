import type { GreyPixels } from './estimate-skew';

const INK = 128;
/** How far from the balanced split a cut may move to find a row without print (share of height). */
const REACH = 0.05;

/** Rows `top` (inclusive) to `bottom` (exclusive) of a page. */
export type RowSpan = { top: number; bottom: number };

/** How many print pixels each row of the page holds. */
export function inkPerRow({ data, width, height }: GreyPixels): Uint32Array {
  const ink = new Uint32Array(height);
  for (let row = 0, at = 0; row < height; row += 1) {
    let count = 0;
    for (let x = 0; x < width; x += 1, at += 1) if ((data[at] ?? 255) < INK) count += 1;
    ink[row] = count;
  }
  return ink;
}

/**
 * Rows that cut a page (or the span of it given) into `parts` bands holding about the same
 * amount of print, each cut at the row with the least print near that point, so that no text
 * line is cut in two. Tesseract reads a page on one thread; the bands are read on separate
 * threads at once, and a band's time follows the print in it, not its height: a bill's dense
 * table in one half of an even split kept one thread busy 50 % longer than the other. Answers
 * [top, …cuts, bottom].
 */
export function splitRows(
  image: GreyPixels,
  parts: number,
  span: RowSpan = { top: 0, bottom: image.height },
  ink: Uint32Array = inkPerRow(image),
): number[] {
  const { top, bottom } = span;
  let total = 0;
  for (let row = top; row < bottom; row += 1) total += ink[row] ?? 0;
  const rows = [top];
  let row = top;
  let inkAbove = 0;
  const reach = Math.round(image.height * REACH);
  for (let part = 1; part < parts; part += 1) {
    // The first row with the part's share of the print above it (an even split on a blank span).
    if (total === 0) row = top + Math.round(((bottom - top) * part) / parts);
    else
      while (row < bottom && inkAbove + (ink[row] ?? 0) <= (total * part) / parts)
        inkAbove += ink[row++] ?? 0;
    rows.push(
      emptiestRow(ink, Math.max(top + 1, row - reach), Math.min(bottom - 1, row + reach), row),
    );
  }
  rows.push(bottom);
  return rows;
}

/**
 * The row with the least print from `from` to `to` (exclusive); ties go to the row nearest
 * `target` (for a balanced split, the row that keeps the bands' work even).
 */
export function emptiestRow(ink: Uint32Array, from: number, to: number, target: number): number {
  let best = target;
  let bestInk = Infinity;
  const first = Math.max(1, from);
  const last = Math.min(ink.length - 1, to);
  for (let row = first; row < last; row += 1) {
    const count = ink[row] ?? 0;
    if (count < bestInk || (count === bestInk && Math.abs(row - target) < Math.abs(best - target)))
      [best, bestInk] = [row, count];
  }
  return best;
}
