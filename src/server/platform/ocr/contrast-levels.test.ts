import { describe, expect, it } from 'vitest';
import { applyLevels, contrastLevels } from './contrast-levels';

/** A 100-pixel image: `dark` pixels of print at level 60, the rest paper at 200. */
function faded(dark: number) {
  const data = new Uint8Array(100).fill(200);
  data.fill(60, 0, dark);
  return { data, width: 10, height: 10 };
}

describe('contrastLevels', () => {
  it('stretches faded print to black and grey paper to white', () => {
    const image = faded(20);
    const { data } = applyLevels(image, contrastLevels(image));
    expect(data[0]).toBe(0);
    expect(data[99]).toBe(255);
  });

  it('lets the darkest 1 % go black without stretching for it', () => {
    // One speck at 0 among print at 60: the speck must not hold the print grey.
    const image = faded(20);
    image.data[5] = 0;
    const { data } = applyLevels(image, contrastLevels(image));
    expect(data[0]).toBe(0);
  });

  it('leaves a one-tone image as it is', () => {
    const blank = { data: new Uint8Array(100).fill(230), width: 10, height: 10 };
    expect(contrastLevels(blank)).toEqual({ scale: 1, offset: 0 });
  });
});
