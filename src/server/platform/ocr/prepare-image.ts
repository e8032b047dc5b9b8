import sharp from 'sharp';
import { estimateSkewDegrees } from './estimate-skew';
import { openImage, type ImageKind } from './decode-image';
import { OcrError } from './ocr-error';
import { splitRows } from './split-rows';

/**
 * Width a page is brought to before OCR: about 200 dpi for a US Letter page, where body text has
 * the 20+ pixel x-height Tesseract reads best. Bigger phone photos only cost time; smaller scans
 * are enlarged.
 */
export const OCR_PAGE_WIDTH = 1700;
/** The resolution that width gives a US Letter page; Tesseract sizes its filters by it. */
export const OCR_DPI = 200;
const SKEW_SAMPLE_WIDTH = 800;

export type OcrPass = 'normal' | 'high-contrast';

/** A band of the page, from row `top` down, to be read on a thread of its own (split-rows.ts). */
export type ImageBand = { png: Buffer; top: number };

export type PreparedImage = {
  bands: ImageBand[];
  width: number;
  height: number;
  skewDegrees: number;
};

/**
 * A photo or scan made ready for OCR: turned upright by its EXIF orientation, grey, scaled to
 * OCR_PAGE_WIDTH, contrast stretched and straightened. The `high-contrast` pass thresholds hard
 * after a sharpen: light grey print (often the amount column at the right of a photo, which the
 * flash or a shadow fades) survives it where Tesseract's own binarisation drops it.
 */
export async function prepareForOcr(
  bytes: Buffer,
  kind: ImageKind,
  pass: OcrPass = 'normal',
  parts = 1,
): Promise<PreparedImage> {
  try {
    const upright = await (
      await openImage(bytes, kind)
    )
      .rotate()
      // Transparent pixels (a PNG screenshot, a drawn PDF page) are paper, not black; and without
      // an alpha channel `raw()` gives the one byte a pixel that the steps below read.
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: OCR_PAGE_WIDTH })
      .normalise()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const skewDegrees = await skewOf(upright.data, width, height);
    let image = sharp(upright.data, { raw: { width, height, channels: 1 } });
    if (skewDegrees !== 0) image = image.rotate(skewDegrees, { background: '#ffffff' });
    if (pass === 'high-contrast') image = image.sharpen({ sigma: 1 }).threshold(160);
    const level = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
    const size = { width: level.info.width, height: level.info.height };
    const rows = splitRows({ data: level.data, ...size }, parts);
    const bands = await Promise.all(
      rows.slice(1).map(async (bottom, index) => {
        const top = rows[index] ?? 0;
        const png = await sharp(level.data, { raw: { ...size, channels: 1 } })
          .extract({ left: 0, top, width: size.width, height: bottom - top })
          .png({ compressionLevel: 1 })
          .toBuffer();
        return { png, top };
      }),
    );
    return { bands, ...size, skewDegrees };
  } catch (error) {
    if (error instanceof OcrError) throw error;
    throw new OcrError('unreadable', String(error));
  }
}

/** The skew, measured on a small copy: the angle is the same and the search 7× cheaper. */
async function skewOf(grey: Buffer, width: number, height: number): Promise<number> {
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize({ width: SKEW_SAMPLE_WIDTH })
    // Without it sharp answers three channels for a one-channel raw input.
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return estimateSkewDegrees({
    data: small.data,
    width: small.info.width,
    height: small.info.height,
  });
}
