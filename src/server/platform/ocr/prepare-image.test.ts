import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePage } from './prepare-image';
import { MAX_OCR_PIXELS } from './raster-limits';

describe('preparePage', () => {
  it('scales a long picture so the page Tesseract reads stays within MAX_OCR_PIXELS', async () => {
    // A receipt-like strip 19 times as long as wide, print across it: scaled to 1,275 pixels wide
    // for OCR it would be 1,275 × 24,225 pixels (31 million).
    const width = 400;
    const height = 19 * width;
    const lines = Array.from(
      { length: 60 },
      (_, index) => `<rect x="40" y="${60 + index * 120}" width="320" height="14" fill="#000"/>`,
    ).join('');
    const photo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${lines}</svg>`,
      ),
    )
      .png()
      .toBuffer();
    const { page } = await preparePage(photo, 'png');
    expect(page.width * page.height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(page.data.length).toBe(page.width * page.height);
  });
});
