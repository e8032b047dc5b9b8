import { describe, expect, it } from 'vitest';
import { greyImageFile } from './grey-image-file';

describe('greyImageFile', () => {
  it('writes the rows asked for as a binary PGM whose pixels start past byte 500', () => {
    // Three rows of four pixels; rows 1–2 wanted.
    const pixels = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const file = greyImageFile(pixels, 4, 1, 3);
    const text = file.toString('latin1');
    expect(text.startsWith('P5\n#')).toBe(true);
    const header = /\n4 2\n255\n/.exec(text);
    expect(header).not.toBeNull();
    const start = (header?.index ?? 0) + (header?.[0].length ?? 0);
    expect(start).toBeGreaterThan(500);
    expect([...file.subarray(start)]).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('puts white rows above and below the band when asked for a margin', () => {
    const pixels = Uint8Array.from([1, 2, 3, 4, 5, 6]);
    const file = greyImageFile(pixels, 2, 1, 2, 2);
    const text = file.toString('latin1');
    const header = /\n2 5\n255\n/.exec(text);
    expect(header).not.toBeNull();
    const start = (header?.index ?? 0) + (header?.[0].length ?? 0);
    expect([...file.subarray(start)]).toEqual([255, 255, 255, 255, 3, 4, 255, 255, 255, 255]);
  });
});
