import sharp, { type Sharp } from 'sharp';
import { OcrError } from './ocr-error';

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
 * A sharp pipeline over the image. sharp's prebuilt libvips reads JPEG, PNG and WebP but not
 * HEVC-coded HEIC (a patent-encumbered codec it leaves out), so iPhone photos are decoded by
 * libheif compiled to WebAssembly (`heic-decode`) and handed over as raw pixels.
 */
export async function openImage(bytes: Buffer, kind: ImageKind): Promise<Sharp> {
  // Large phone photos are fine; a decompression bomb is not.
  const limits = { limitInputPixels: 80_000_000, failOn: 'error' as const };
  if (kind !== 'heic') return sharp(bytes, limits);
  try {
    const { default: decode } = await import('heic-decode');
    const { width, height, data } = await decode({ buffer: bytes });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      ...limits,
      raw: { width, height, channels: 4 },
    });
  } catch (error) {
    throw new OcrError('unreadable', String(error));
  }
}
