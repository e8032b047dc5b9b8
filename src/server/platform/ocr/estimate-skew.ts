/** A greyscale image as raw bytes, one per pixel, row by row. */
export type GreyPixels = { data: Uint8Array; width: number; height: number };

const INK = 110; // darker than this counts as print
const WIDEST_DEGREES = 8;

/**
 * How many degrees the lines of text lean (positive: rising to the right), found by the
 * projection-profile method: rotating the ink by the right angle makes every text line fall into
 * few rows, so the row histogram is sharpest (largest sum of squares). A phone held slightly
 * crooked gives 1–5°; Tesseract reads level lines much better, and a lost amount column on the
 * right is the usual price of a skew it does not undo.
 */
export function estimateSkewDegrees(image: GreyPixels): number {
  const ink = inkPoints(image);
  if (ink.xs.length < 200) return 0;
  let best = 0;
  let bestScore = sharpness(ink, 0, image.height);
  const search = (from: number, to: number, step: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = sharpness(ink, degrees, image.height);
      if (score > bestScore) [best, bestScore] = [degrees, score];
    }
  };
  search(-WIDEST_DEGREES, WIDEST_DEGREES, 0.5);
  search(best - 0.4, best + 0.4, 0.1);
  return Math.round(best * 10) / 10;
}

/** Every few ink pixels: enough to find the angle, few enough to try thirty angles quickly. */
function inkPoints({ data, width, height }: GreyPixels) {
  const xs: number[] = [];
  const ys: number[] = [];
  const stride = Math.max(1, Math.round((width * height) / 400_000));
  for (let index = 0; index < data.length; index += stride) {
    if ((data[index] ?? 255) < INK) {
      xs.push(index % width);
      ys.push(Math.floor(index / width));
    }
  }
  return { xs, ys };
}

function sharpness(ink: { xs: number[]; ys: number[] }, degrees: number, height: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const rows = new Float64Array(height * 2 + 1);
  for (let index = 0; index < ink.xs.length; index += 1) {
    // The row this point lands on once the page is turned back by `degrees`.
    const row = Math.round((ink.ys[index] ?? 0) * cos + (ink.xs[index] ?? 0) * sin) + height;
    if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
  }
  let sum = 0;
  for (const count of rows) sum += count * count;
  return sum;
}
