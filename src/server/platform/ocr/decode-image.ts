import type HeicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { OcrError } from './ocr-error';
import { isAbsurdShape, MAX_IMAGE_PIXELS } from './raster-limits';

/** The image kinds a phone or scanner produces that bills arrive as. */
export type ImageKind = 'jpg' | 'png' | 'webp' | 'heic';

/** HEIC/HEIF brands in the `ftyp` box (iPhone photos are `heic`, some are `mif1`/`msf1`). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** What an image really is, from its first bytes; null for anything else. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'heic';
  return null;
}

/**
 * A sharp pipeline over the image, once its size (read from its header, before any pixel is
 * decoded) is within MAX_IMAGE_PIXELS and its shape could be a page. sharp's prebuilt libvips
 * reads JPEG, PNG and WebP but not HEVC-coded HEIC (a patent-encumbered codec it leaves out), so
 * iPhone photos are decoded by libheif compiled to WebAssembly (`heic-decode`) and handed over as
 * raw pixels.
 */
export async function openImage(bytes: Buffer, kind: ImageKind): Promise<Sharp> {
  // limitInputPixels again, so sharp itself refuses what a header understated.
  const limits = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  if (kind !== 'heic') {
    // The header alone (sharp with the limit would refuse without saying why).
    const { width, height } = await sharp(bytes)
      .metadata()
      .catch((error: unknown) => {
        throw new OcrError('unreadable', String(error));
      });
    assertDecodableSize(width, height);
    return sharp(bytes, limits);
  }
  let images: Awaited<ReturnType<typeof HeicDecode.all>> | undefined;
  try {
    const { default: decode } = await import('heic-decode');
    images = await decode.all({ buffer: bytes });
    const first = images[0];
    if (!first) throw new OcrError('unreadable', 'no image in the file');
    assertDecodableSize(first.width, first.height);
    const { width, height, data } = await first.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      ...limits,
      raw: { width, height, channels: 4 },
    });
  } catch (error) {
    if (error instanceof OcrError) throw error;
    throw new OcrError('unreadable', String(error));
  } finally {
    images?.dispose();
  }
}

/** Refuses a picture before it is decoded: too many pixels, or not the shape of a page. */
function assertDecodableSize(width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS)
    throw new OcrError('too-many-pixels', `${width} × ${height} pixels`);
  if (isAbsurdShape(width, height)) throw new OcrError('page-shape', `${width} × ${height} pixels`);
}
