import { greyHistogram } from './contrast-levels';
import type { GreyPixels } from './estimate-skew';

/** How much darker than the brightest paper a pixel may be and still count as paper. */
const PAPER_RANGE = 24;
/** Darker than this is print (the skew finder's threshold). */
const INK = 110;
/** A row or column with at least this share of paper pixels holds paper. */
const MIN_PAPER_SHARE = 0.1;
/** A row or column with at least this share of print pixels holds print, whatever its light. */
const MIN_INK_SHARE = 0.01;
/** Kept around the paper so that a corner the straightening left a little off is not cut. */
const MARGIN = 0.01;
/** Cropping less than this off a side is not worth the work. */
const MIN_CROP = 0.03;
/** Paper narrower or shorter than this share of the photo is more likely a bright patch of it. */
const MIN_PAPER_SIZE = 0.4;

/**
 * Grey level the caller fills the corners with when it turns the sample level: neither paper
 * nor print, so the corners count as background.
 */
export const TURN_FILL = '#808080';

/** The part of an image to keep, as shares (0–1) of its width and height. */
export type PaperBox = { left: number; top: number; width: number; height: number };

export const WHOLE_IMAGE: PaperBox = { left: 0, top: 0, width: 1, height: 1 };

/**
 * Where the bill is in a photo of it lying on something darker, found on a straightened,
 * contrast-stretched small copy: the rows and columns, from the outside in, that hold neither
 * paper nor print are background. Around a phone photo's paper Tesseract reads the grain of the
 * background as rows of letters, and the paper's width, not the photo's, is what the OCR
 * resolution must be set by. A column with print is kept however dark it is (a shadow or the
 * darker edge of a photo over text), so only empty surround is cut; a photo with no darker
 * surround is kept whole.
 */
export function findPaper(image: GreyPixels): PaperBox {
  const { data, width, height } = image;
  const paperFrom = brightest(data) - PAPER_RANGE;
  const columns = { paper: new Uint32Array(width), ink: new Uint32Array(width) };
  const rows = { paper: new Uint32Array(height), ink: new Uint32Array(height) };
  for (let row = 0, at = 0; row < height; row += 1)
    for (let column = 0; column < width; column += 1, at += 1) {
      const value = data[at] ?? 0;
      if (value >= paperFrom) {
        columns.paper[column] = (columns.paper[column] ?? 0) + 1;
        rows.paper[row] = (rows.paper[row] ?? 0) + 1;
      } else if (value < INK) {
        columns.ink[column] = (columns.ink[column] ?? 0) + 1;
        rows.ink[row] = (rows.ink[row] ?? 0) + 1;
      }
    }
  const horizontal = contentSpan(columns, height);
  const vertical = contentSpan(rows, width);
  if (!horizontal || !vertical) return WHOLE_IMAGE;
  if (horizontal.size > 1 - MIN_CROP && vertical.size > 1 - MIN_CROP) return WHOLE_IMAGE;
  if (horizontal.size < MIN_PAPER_SIZE || vertical.size < MIN_PAPER_SIZE) return WHOLE_IMAGE;
  return {
    left: horizontal.start,
    width: horizontal.size,
    top: vertical.start,
    height: vertical.size,
  };
}

/** The 97th percentile: the paper's own white, not a few glaring pixels. */
function brightest(data: Uint8Array): number {
  const histogram = greyHistogram(data);
  let seen = 0;
  for (let level = 255; level > 0; level -= 1) {
    seen += histogram[level] ?? 0;
    if (seen >= data.length * 0.03) return level;
  }
  return 0;
}

/** From the first to the last line (row or column) holding paper or print, widened a little. */
function contentSpan(counts: { paper: Uint32Array; ink: Uint32Array }, across: number) {
  const length = counts.paper.length;
  const holds = (index: number) =>
    (counts.paper[index] ?? 0) >= across * MIN_PAPER_SHARE ||
    (counts.ink[index] ?? 0) >= across * MIN_INK_SHARE;
  let first = 0;
  while (first < length && !holds(first)) first += 1;
  if (first === length) return null;
  let last = length - 1;
  while (!holds(last)) last -= 1;
  const start = Math.max(0, first / length - MARGIN);
  const end = Math.min(1, (last + 1) / length + MARGIN);
  return { start, size: end - start };
}
