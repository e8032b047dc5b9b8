import sharp, { type Sharp } from 'sharp';
import { applyLevels, contrastLevels } from './contrast-levels';
import { openImage, type ImageKind } from './decode-image';
import { estimateSkewDegrees, type GreyPixels } from './estimate-skew';
import { OcrError } from './ocr-error';
import { findPaper, TURN_FILL, type PaperBox } from './paper-box';
import { MAX_OCR_PIXELS } from './raster-limits';

/**
 * Width the paper (not the whole photo) is brought to before OCR: 150 dpi for a US Letter page.
 * Tesseract's time on a page falls with its size (a dense bill: 3.5 s of CPU at 1,700 px, 2.6 s
 * at 1,275) and the dev bills' photos read as well at this size (measured with bench/bills.ts).
 */
export const OCR_PAGE_WIDTH = 1275;
/** The resolution that width gives a US Letter page; Tesseract sizes its filters by it. */
export const OCR_DPI = 150;
/** The small copy the contrast, the skew and the paper are measured on. */
const SAMPLE_WIDTH = 800;
/** The paper finder never answers a box this small, but a page must never be blown up past it. */
const MAX_ENLARGEMENT = 3;

export type OcrPass = 'normal' | 'high-contrast';

/** The page made ready for OCR as grey pixels; the caller cuts it into bands (read-rows.ts). */
export type PreparedPage = { page: GreyPixels; skewDegrees: number };

/**
 * A photo or scan made ready for OCR: turned upright by its EXIF orientation, grey, contrast
 * stretched, straightened, cropped to the paper and scaled so the paper is OCR_PAGE_WIDTH wide.
 * Everything is measured on a small copy first, so the full-size page goes through sharp once.
 * The `high-contrast` pass thresholds hard after a sharpen: light grey print (often the amount
 * column at the right of a photo, which the flash or a shadow fades) survives it where
 * Tesseract's own binarisation drops it.
 */
export async function preparePage(
  bytes: Buffer,
  kind: ImageKind,
  pass: OcrPass = 'normal',
): Promise<PreparedPage> {
  try {
    const photo = await openImage(bytes, kind);
    // Transparent pixels (a PNG screenshot, a drawn PDF page) are paper, not black.
    const upright = () => photo.clone().rotate().flatten({ background: '#ffffff' }).greyscale();
    const sample = await greyPixels(upright().resize({ width: SAMPLE_WIDTH }));
    const stretched = applyLevels(sample, contrastLevels(sample));
    const skewDegrees = estimateSkewDegrees(stretched);
    const turnedSample = await turn(stretched, skewDegrees, TURN_FILL);
    const paper = findPaper(turnedSample);
    // The paper's share of the turned sample, and so the width that makes the paper the right size.
    const widthAfterTurning = (turnedSample.width / sample.width) * paper.width;
    // Never more than MAX_OCR_PIXELS: a long page is read at a lower resolution instead.
    const width = Math.min(
      Math.round(Math.min(OCR_PAGE_WIDTH / widthAfterTurning, OCR_PAGE_WIDTH * MAX_ENLARGEMENT)),
      Math.floor(Math.sqrt((MAX_OCR_PIXELS * sample.width) / sample.height)),
    );
    // Stretched by its own histogram, as sharp's normalise() did: on the small copy thin print
    // is averaged with paper and never reaches black, so its levels would darken the page more.
    // (sharp applies it, off the event loop; its own pass, as sharp orders the steps of one.)
    const scaled = await greyPixels(upright().resize({ width }));
    const { scale, offset } = contrastLevels(scaled);
    let page = raw(await greyPixels(raw(scaled).linear(scale, offset)));
    if (skewDegrees !== 0) page = page.rotate(skewDegrees, { background: '#ffffff' });
    if (pass === 'high-contrast') page = page.sharpen({ sigma: 1 }).threshold(160);
    return { page: await cropTo(await greyPixels(page), paper), skewDegrees };
  } catch (error) {
    if (error instanceof OcrError) throw error;
    throw new OcrError('unreadable', String(error));
  }
}

/** The small copy turned level; what the turn uncovers is filled with `background`. */
async function turn(image: GreyPixels, degrees: number, background: string): Promise<GreyPixels> {
  if (degrees === 0) return image;
  return greyPixels(raw(image).rotate(degrees, { background }));
}

async function cropTo(image: GreyPixels, box: PaperBox): Promise<GreyPixels> {
  if (box.width === 1 && box.height === 1) return image;
  const left = Math.round(box.left * image.width);
  const top = Math.round(box.top * image.height);
  const region = {
    left,
    top,
    width: Math.min(image.width - left, Math.round(box.width * image.width)),
    height: Math.min(image.height - top, Math.round(box.height * image.height)),
  };
  return greyPixels(raw(image).extract(region));
}

const raw = ({ data, width, height }: GreyPixels): Sharp =>
  sharp(data, { raw: { width, height, channels: 1 } });

async function greyPixels(image: Sharp): Promise<GreyPixels> {
  // Without greyscale() sharp answers three channels for a one-channel raw input.
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
