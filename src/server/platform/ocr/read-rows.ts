import type { Page } from 'tesseract.js';
import type { GreyPixels } from './estimate-skew';
import { greyImageFile } from './grey-image-file';
import type { OcrPool } from './ocr-pool';
import type { RowSpan } from './split-rows';

/** White rows around each band (greyImageFile): about a line of print at 150 dpi. */
export const BAND_MARGIN = 16;

/** What Tesseract read in a band of a page, and the page row its image starts at. */
export type ReadBand = { page: Page; top: number };

/**
 * Bands of a prepared page read at once, each on its own thread of the pool (queued when there
 * are more bands than threads). Every band is its own image to Tesseract, so a band's time
 * follows the print in it: a page read in part costs only the part.
 */
export async function readRows(
  ocr: OcrPool,
  page: GreyPixels,
  spans: RowSpan[],
  timeoutMs: number,
  margin = BAND_MARGIN,
): Promise<ReadBand[]> {
  return Promise.all(
    spans
      .filter(({ top, bottom }) => bottom > top)
      .map(async ({ top, bottom }) => ({
        page: await ocr.recognize(
          greyImageFile(page.data, page.width, top, bottom, margin),
          timeoutMs,
        ),
        // The margin above the band is counted in Tesseract's rows, so the image starts above it.
        top: top - margin,
      })),
  );
}
