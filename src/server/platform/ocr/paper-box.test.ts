import { describe, expect, it } from 'vitest';
import { findPaper, WHOLE_IMAGE } from './paper-box';

type Rect = { left: number; top: number; width: number; height: number; level: number };

/** A 200×300 image of `background` with rectangles drawn on it in order. */
function photo(background: number, ...rects: Rect[]) {
  const width = 200;
  const height = 300;
  const data = new Uint8Array(width * height).fill(background);
  for (const { left, top, width: w, height: h, level } of rects)
    for (let row = top; row < top + h; row += 1)
      data.fill(level, row * width + left, row * width + left + w);
  return { data, width, height };
}

const PAPER = { left: 40, top: 30, width: 120, height: 240, level: 250 };

describe('findPaper', () => {
  it('finds the paper on a darker table, with a small margin', () => {
    const box = findPaper(photo(170, PAPER));
    expect(box.left).toBeCloseTo(40 / 200 - 0.01, 3);
    expect(box.width).toBeCloseTo(120 / 200 + 0.02, 3);
    expect(box.top).toBeCloseTo(30 / 300 - 0.01, 3);
    expect(box.height).toBeCloseTo(240 / 300 + 0.02, 3);
  });

  it('keeps a shaded strip of the paper that holds print', () => {
    // The paper's right quarter lies in shadow (as dark as the table) but has a line of print.
    const shadow = { left: 130, top: 30, width: 30, height: 240, level: 170 };
    const print = { left: 135, top: 100, width: 20, height: 4, level: 20 };
    const box = findPaper(photo(170, PAPER, shadow, print));
    expect(box.left + box.width).toBeGreaterThanOrEqual(155 / 200);
  });

  it('keeps the whole photo when the paper fills it or nothing is darker', () => {
    expect(findPaper(photo(250))).toEqual(WHOLE_IMAGE);
    expect(findPaper(photo(250, { ...PAPER, level: 245 }))).toEqual(WHOLE_IMAGE);
  });

  it('does not take a small bright patch for the page', () => {
    expect(findPaper(photo(120, { left: 10, top: 10, width: 40, height: 40, level: 250 }))).toEqual(
      WHOLE_IMAGE,
    );
  });
});
