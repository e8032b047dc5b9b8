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

  it('cuts between text lines, not through one, near the middle', () => {
    // Lines of print at rows 40–53 and 56–69: the middle (50) falls inside one.
    const rows = splitRows(
      page(100, (row) => (row >= 40 && row < 54) || (row >= 56 && row < 70)),
      2,
    );
    expect(rows).toEqual([0, 54, 100]);
  });

  it('cuts at the even split on an empty page', () => {
    expect(
      splitRows(
        page(90, () => false),
        3,
      ),
    ).toEqual([0, 30, 60, 90]);
  });
});
