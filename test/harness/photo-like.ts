import sharp from 'sharp';

export type PhotoDegradation = {
  /** Degrees the page is turned, as a phone held slightly crooked. */
  rotateDegrees: number;
  blurSigma: number;
  /** Largest change to a pixel's value (0–255) from sensor noise. */
  noise: number;
  jpegQuality: number;
};

export const PHONE_PHOTO: PhotoDegradation = {
  rotateDegrees: 3,
  blurSigma: 0.9,
  noise: 28,
  jpegQuality: 60,
};

/** A repeatable noise source, so every run degrades a page the same way. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
}

/**
 * A rendered page made to look like a phone photo of it: turned on a darker background, blurred,
 * noisy and JPEG-compressed, as the issue describes. Used by the bill benchmark and the engine's
 * tests; the seed makes it repeatable.
 */
export async function photoLike(
  png: Buffer,
  degradation: PhotoDegradation = PHONE_PHOTO,
  seed = 1,
): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .rotate(degradation.rotateDegrees, { background: '#d9d4c7' })
    .blur(degradation.blurSigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  for (let index = 0; index < data.length; index += 1) {
    const change = (random() + random() - 1) * degradation.noise;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + change));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: degradation.jpegQuality })
    .toBuffer();
}
