import { describe, expect, it } from 'vitest';
import { summaryRows } from './summary-rows';

/** A white page `width` px wide with black rows where `inked` says. */
function page(width: number, height: number, inked: (row: number) => boolean) {
  const data = new Uint8Array(width * height).fill(255);
  for (let row = 0; row < height; row += 1)
    if (inked(row)) data.fill(0, row * width, row * width + width);
  return { data, width, height };
}

/** Text lines 14 rows tall every 20 rows, as a page of print. */
const everyLine = (row: number) => row % 20 < 14;

describe('summaryRows', () => {
  it('reads the top and the bottom of a page first and the middle after, all of it once', () => {
    const letter = page(100, 1300, everyLine);
    const { summary, rest } = summaryRows(letter, 2);
    expect(summary).toHaveLength(2);
    const [top, stub] = summary;
    expect(top?.top).toBe(0);
    expect(stub?.bottom).toBe(1300);
    // The rest joins up with both: every row is read exactly once.
    expect(rest[0]?.top).toBe(top?.bottom);
    expect(rest.at(-1)?.bottom).toBe(stub?.top);
    for (let index = 1; index < rest.length; index += 1)
      expect(rest[index]?.top).toBe(rest[index - 1]?.bottom);
  });

  it('never makes the summary smaller than its share, and cuts only between text lines', () => {
    const letter = page(100, 1300, everyLine);
    const [top, stub] = summaryRows(letter, 2).summary;
    expect(top?.bottom).toBeGreaterThanOrEqual(0.3 * 1300);
    expect(stub?.top).toBeLessThanOrEqual(0.65 * 1300);
    expect(everyLine(top?.bottom ?? 0)).toBe(false);
    expect(everyLine(stub?.top ?? 0)).toBe(false);
  });

  it('splits the middle into one band a thread, each with about half its print', () => {
    // In the middle (rows ≈ 390–845) only its upper part holds print.
    const inked = (row: number) => everyLine(row) && (row < 560 || row > 850);
    const { summary, rest } = summaryRows(page(100, 1300, inked), 2);
    expect(rest).toHaveLength(2);
    const middle = { top: summary[0]?.bottom ?? 0, bottom: summary[1]?.top ?? 0 };
    const inkIn = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, offset) => inked(from + offset)).filter(Boolean).length;
    const upper = inkIn(middle.top, rest[0]?.bottom ?? 0);
    const total = inkIn(middle.top, middle.bottom);
    expect(upper / total).toBeGreaterThan(0.3);
    expect(upper / total).toBeLessThan(0.7);
    // Cut by print, not by height: the first band ends in the upper half of the middle.
    expect(rest[0]?.bottom).toBeLessThan((middle.top + middle.bottom) / 2);
  });

  it('reads a picture of part of a page (wider than tall) whole, with nothing left after', () => {
    const stub = page(1000, 600, everyLine);
    const { summary, rest } = summaryRows(stub, 2);
    expect(rest).toEqual([]);
    expect(summary[0]?.top).toBe(0);
    expect(summary.at(-1)?.bottom).toBe(600);
  });
});
