import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTextPdf } from '../pdf/build-text-pdf';
import { renderPdfPage } from '../pdf/pdf-pages';
import { estimateSkewDegrees } from './estimate-skew';

/** A page of text lines drawn at 800 px wide (the size the skew is measured at), turned. */
async function turnedPage(degrees: number) {
  const lines = Array.from({ length: 30 }, (_, index) => `Line ${index + 1}: Amount Due $82.40`);
  const { png } = await renderPdfPage(buildTextPdf(lines), 1, 800 / 612, 30_000);
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .rotate(degrees, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('estimateSkewDegrees', () => {
  it('finds a level page level', async () => {
    expect(estimateSkewDegrees(await turnedPage(0))).toBe(0);
  });

  // prepare-image turns the page by the estimate, so it must be the opposite of the turn.
  it.each([3, -3, 1.5])('finds the angle that undoes a %s° turn', async (degrees) => {
    const estimate = estimateSkewDegrees(await turnedPage(degrees));
    expect(Math.abs(estimate + degrees)).toBeLessThanOrEqual(0.3);
  });

  it('answers 0 for a page with almost no ink', () => {
    const blank = { data: new Uint8Array(400 * 500).fill(255), width: 400, height: 500 };
    expect(estimateSkewDegrees(blank)).toBe(0);
  });
});
