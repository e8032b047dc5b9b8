/**
 * Bounds on every picture the server decodes or draws to read a bill: by pixel count, checked
 * before the memory is taken. A file's size says nothing about its pixels (a 415-byte PDF can
 * ask for a page 200 inches long), so these, not the 10 MB upload limit, bound what a file costs.
 */

/**
 * A decoded photo, or an image inside a PDF: 50 megapixels (200 MB as RGBA). A 48 MP phone photo
 * fits, and so does a Letter page scanned at 600 dpi (34 MP).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * A PDF page drawn for OCR: 4 megapixels (16 MB as RGBA). A Letter page at the 150 dpi OCR reads
 * is 2.1 MP and a Legal one 2.7 MP; a larger page is drawn at a lower resolution instead.
 */
export const MAX_RENDER_PIXELS = 4_000_000;

/**
 * A photo or page scaled for Tesseract, before the paper is cut out of it: 16 megapixels of grey
 * (16 MB). A photo whose paper fills a third of its width reaches 19.5 MP at full resolution and
 * is read a little smaller.
 */
export const MAX_OCR_PIXELS = 16_000_000;

/**
 * The longest side of a page or photo over its shortest. A till receipt or a panorama is under
 * 20; a page 50 points wide and 14,400 tall (288) is not a bill, whatever it holds.
 */
export const MAX_PAGE_ASPECT = 20;

/** Whether a page or image of this size is too long and narrow to be a bill. */
export function isAbsurdShape(width: number, height: number): boolean {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  return !(short > 0) || long / short > MAX_PAGE_ASPECT;
}

/**
 * The scale (at most `wanted`) that keeps a picture of `width` × `height` at this scale within
 * `maxPixels`.
 */
export function scaleWithin(
  width: number,
  height: number,
  wanted: number,
  maxPixels: number,
): number {
  return Math.min(wanted, Math.sqrt(maxPixels / (width * height)));
}
