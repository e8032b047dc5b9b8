import { describe, expect, it } from 'vitest';
import { splitRows } from './split-rows';

/** A white page 10 px wide with black rows where `inked` says. */
function page(height: number, inked: (row: number) => boolean) {
  const data = new Uint8Array(10 * height).fill(255);
  for (let row = 0; row < height; row += 1) if (inked(row)) data.fill(0, row * 10, row * 10 + 10);
  return { data, width: 10, height };
}

describe('splitRows', () => {
  it('gives the whole page as one band when asked for one', () => {
    expect(
      splitRows(
        page(100, () => true),
        1,
      ),
    ).toEqual([0, 100]);
  });

  it('cuts between text lines, not through one, near the middle of the print', () => {
    // Lines of print at rows 40–53 and 56–69: half the print lies above the gap between them.
    const [top, cut, bottom] = splitRows(
      page(100, (row) => (row >= 40 && row < 54) || (row >= 56 && row < 70)),
      2,
    );
    expect([top, bottom]).toEqual([0, 100]);
    expect([54, 55]).toContain(cut);
  });

  it('gives each band half the print, not half the height, when the print is uneven', () => {
    // A dense table in rows 600–900 of a 1,000-row page, a few lines above it.
    const inked = (row: number) =>
      (row % 100 < 5 && row < 600) || (row >= 600 && row < 900 && row % 10 < 6);
    const [, cut] = splitRows(page(1000, inked), 2);
    const inkAbove = Array.from({ length: cut ?? 0 }, (_, row) => inked(row)).filter(Boolean);
    const inkTotal = Array.from({ length: 1000 }, (_, row) => inked(row)).filter(Boolean);
    expect(cut).toBeGreaterThan(600);
    expect(Math.abs(inkAbove.length / inkTotal.length - 0.5)).toBeLessThan(0.06);
    expect(inked(cut ?? 0)).toBe(false);
  });

  it('cuts at the even split on an empty page', () => {
    expect(
      splitRows(
        page(90, () => false),
        3,
      ),
    ).toEqual([0, 30, 60, 90]);
  });

  it('splits only the span of rows it is given', () => {
    const rows = splitRows(
      page(1000, (row) => row % 20 < 14),
      2,
      { top: 300, bottom: 700 },
    );
    expect(rows[0]).toBe(300);
    expect(rows[2]).toBe(700);
    expect(rows[1]).toBeGreaterThan(450);
    expect(rows[1]).toBeLessThan(550);
  });
});
