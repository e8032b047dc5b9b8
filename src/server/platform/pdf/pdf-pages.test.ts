import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_PAGE_ASPECT, MAX_RENDER_PIXELS } from '../ocr/raster-limits';
import { assemblePdf } from './build-text-pdf';
import { closePdfPages, renderPdfPage } from './pdf-pages';
import { PdfTextError } from './pdf-text-error';

afterAll(() => closePdfPages());

const TIMEOUT_MS = 15_000;

/** One page of `width` × `height` points; `content` and `resources` as given, or nothing. */
function pagePdf(
  width: number,
  height: number,
  content = '',
  resources = '',
  extra: string[] = [],
) {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << ${resources} >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...extra,
  ]);
}

/** A Letter page covered by one black image of `side` × `side` pixels (1 bit each, deflated). */
function pageWithBlackImage(side: number): Buffer {
  const pixels = deflateSync(Buffer.alloc((side * side) / 8)).toString('latin1');
  return pagePdf(612, 792, 'q 612 0 0 792 0 0 cm /Im1 Do Q', '/XObject << /Im1 5 0 R >>', [
    `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
  ]);
}

async function sizeOf(png: Buffer) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  return { width, height };
}

describe('renderPdfPage', () => {
  it('draws a Letter page at the scale asked', async () => {
    const { png } = await renderPdfPage(pagePdf(612, 792), 1, 1275 / 612, TIMEOUT_MS);
    // Rounded up as pdf.js scales it: 792 × (1275 / 612) is 1,650.0000000000002.
    expect(await sizeOf(png)).toEqual({ width: 1275, height: Math.ceil(792 * (1275 / 612)) });
  });

  it('draws a long page smaller, so its canvas never passes MAX_RENDER_PIXELS', async () => {
    // Drawn 1,275 pixels wide, this page would be 1,275 × 25,287 pixels (32 million).
    const { png } = await renderPdfPage(pagePdf(600, 11_900), 1, 1275 / 600, TIMEOUT_MS);
    const { width, height } = await sizeOf(png);
    expect(width * height).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(width * height).toBeGreaterThan(0.99 * MAX_RENDER_PIXELS);
    expect(height / width).toBeCloseTo(11_900 / 600, 1);
  });

  it(`refuses a page more than ${MAX_PAGE_ASPECT} times as long as it is wide`, async () => {
    const error = await renderPdfPage(pagePdf(50, 14_400), 1, 1275 / 50, TIMEOUT_MS).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(PdfTextError);
    expect(error).toMatchObject({ reason: 'page-shape' });
    expect(String((error as Error).message)).toContain('50 × 14400 points');
  });

  it('leaves out, undecoded, an image inside the PDF of more than MAX_IMAGE_PIXELS', async () => {
    const mean = async (pdf: Buffer) => {
      const { png } = await renderPdfPage(pdf, 1, 1, TIMEOUT_MS);
      return (await sharp(png).greyscale().stats()).channels[0]?.mean;
    };
    expect(8000 * 8000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(await mean(pageWithBlackImage(8000))).toBe(255);
    expect(await mean(pageWithBlackImage(2000))).toBeLessThan(1);
  });
});
