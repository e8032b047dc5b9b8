import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openImage } from './decode-image';
import { OcrError } from './ocr-error';
import { MAX_IMAGE_PIXELS, MAX_PAGE_ASPECT } from './raster-limits';

const HEIC = readFileSync(
  new URL('../../modules/bills/extraction/fixtures/generated-bill.heic', import.meta.url),
);

/**
 * The HEIC photo (an iPhone-style grid of tiles) declaring another size: the grid's output size
 * in its `idat` box and the grid item's `ispe` box changed, the tiles left as they are.
 */
function heicDeclaring(width: number, height: number): Buffer {
  const copy = Buffer.from(HEIC);
  const grid = copy.indexOf('idat', 0, 'latin1') + 4;
  // Version, flags, rows - 1, columns - 1, then output width and height (16 bits each).
  const declared = { width: copy.readUInt16BE(grid + 4), height: copy.readUInt16BE(grid + 6) };
  copy.writeUInt16BE(width, grid + 4);
  copy.writeUInt16BE(height, grid + 6);
  for (
    let box = copy.indexOf('ispe', 0, 'latin1');
    box >= 0;
    box = copy.indexOf('ispe', box + 1, 'latin1')
  ) {
    // Box type, version and flags (4 bytes), then width and height (32 bits each).
    if (
      copy.readUInt32BE(box + 8) !== declared.width ||
      copy.readUInt32BE(box + 12) !== declared.height
    )
      continue;
    copy.writeUInt32BE(width, box + 8);
    copy.writeUInt32BE(height, box + 12);
  }
  return copy;
}

async function failure(promise: Promise<unknown>): Promise<OcrError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OcrError);
  return error as OcrError;
}

const blankPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .greyscale()
    .png()
    .toBuffer();

describe('openImage', () => {
  it('opens a phone photo, HEIC included', async () => {
    expect(await (await openImage(HEIC, 'heic')).metadata()).toMatchObject({
      width: 1200,
      height: 699,
    });
  });

  it(`refuses, before decoding it, a HEIC that declares more than ${MAX_IMAGE_PIXELS / 1e6} megapixels`, async () => {
    // Decoded, this would take 12,000 × 7,000 × 4 bytes (336 MB) before a pixel was read.
    const error = await failure(openImage(heicDeclaring(12_000, 7_000), 'heic'));
    expect(error.reason).toBe('too-many-pixels');
  });

  it('refuses a PNG of more pixels than MAX_IMAGE_PIXELS from its header', async () => {
    const png = await blankPng(10_000, 6_000);
    expect((await failure(openImage(png, 'png'))).reason).toBe('too-many-pixels');
  });

  it(`refuses a picture more than ${MAX_PAGE_ASPECT} times as long as it is wide`, async () => {
    const png = await blankPng(100, 100 * MAX_PAGE_ASPECT + 100);
    expect((await failure(openImage(png, 'png'))).reason).toBe('page-shape');
    await expect(
      openImage(await blankPng(100, 100 * MAX_PAGE_ASPECT), 'png'),
    ).resolves.toBeDefined();
  });
});
