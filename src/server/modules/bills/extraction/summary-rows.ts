import type { GreyPixels } from '../../../platform/ocr/estimate-skew';
import { emptiestRow, inkPerRow, splitRows, type RowSpan } from '../../../platform/ocr/split-rows';

/**
 * Share of a page's height from the top that holds a bill's summary: the issuer's name, the
 * account number and the amount and due date box (on the dev bills it ends at 18–28 %).
 */
const SUMMARY_TOP = 0.3;
/** Share from the bottom that holds the payment stub: account, due date, amount, "paid by draft". */
const STUB_BOTTOM = 0.35;
/** How much further (share of height) a cut may move outwards to fall between two text lines. */
const REACH = 0.04;
/**
 * A picture less tall than this share of its width is part of a page (a stub, a header; a
 * Letter page is 1.29), all of it summary.
 */
const MIN_PAGE_HEIGHT = 0.9;

/** The rows to read first, and the rest, each in bands for the pool's threads. */
export type SummaryRows = { summary: RowSpan[]; rest: RowSpan[] };

/**
 * Where a bill page's summary is likely to be: the top (header, account number, amount and due
 * date box) and the bottom (the payment stub, which repeats them). These are read first; the
 * middle (usage tables, charges, messages: on a dense page most of the print and of Tesseract's
 * time) only when a field is still missing. Each cut is moved outwards, never inwards, to the
 * emptiest row near it so no text line is cut in two and the summary is never made smaller.
 * A picture of only part of a page (wider than tall) is read whole at once.
 */
export function summaryRows(page: GreyPixels, threads: number): SummaryRows {
  const { height, width } = page;
  const ink = inkPerRow(page);
  const whole = { top: 0, bottom: height };
  if (height < width * MIN_PAGE_HEIGHT)
    return { summary: bands(page, whole, threads, ink), rest: [] };
  const reach = Math.round(height * REACH);
  const topTarget = Math.round(height * SUMMARY_TOP);
  const stubTarget = Math.round(height * (1 - STUB_BOTTOM));
  const topCut = emptiestRow(ink, topTarget, topTarget + reach, topTarget);
  const stubCut = emptiestRow(ink, stubTarget - reach, stubTarget, stubTarget);
  if (stubCut <= topCut) return { summary: bands(page, whole, threads, ink), rest: [] };
  return {
    summary: [
      { top: 0, bottom: topCut },
      { top: stubCut, bottom: height },
    ],
    rest: bands(page, { top: topCut, bottom: stubCut }, threads, ink),
  };
}

/** A span cut into bands of even print, one a thread. */
function bands(page: GreyPixels, span: RowSpan, threads: number, ink: Uint32Array): RowSpan[] {
  const rows = splitRows(page, threads, span, ink);
  return rows.slice(1).map((bottom, index) => ({ top: rows[index] ?? span.top, bottom }));
}
