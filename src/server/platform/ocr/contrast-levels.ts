import type { GreyPixels } from './estimate-skew';

/** Share of pixels let go dark and light at either end, as sharp's `normalise()` does (1 %). */
const CLIP = 0.01;

/** A linear stretch `value * scale + offset` that maps the darkest print to 0 and paper to 255. */
export type ContrastLevels = { scale: number; offset: number };

/**
 * The stretch that makes the 1st percentile black and the 99th white, as sharp's `normalise()`
 * does; but that reads the whole pipeline twice to build its histogram (≈ 0.2 s of CPU on a
 * page), where a histogram of pixels already in hand costs a few milliseconds.
 */
export function contrastLevels({ data }: GreyPixels): ContrastLevels {
  const histogram = greyHistogram(data);
  const low = percentile(histogram, data.length * CLIP);
  const high = percentile(histogram, data.length * (1 - CLIP));
  if (high - low < 8) return { scale: 1, offset: 0 }; // a blank or one-tone image: nothing to stretch
  const scale = 255 / (high - low);
  return { scale, offset: -low * scale };
}

/** How many pixels have each grey level (an indexed loop: for…of over a Buffer is 4× slower). */
export function greyHistogram(data: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (let index = 0; index < data.length; index += 1) {
    const value = data[index] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  return histogram;
}

/** The grey level below which `count` pixels fall. */
function percentile(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level += 1) {
    seen += histogram[level] ?? 0;
    if (seen > count) return level;
  }
  return 255;
}

/** The stretch applied to raw grey pixels, through a table of the 256 levels. */
export function applyLevels(image: GreyPixels, { scale, offset }: ContrastLevels): GreyPixels {
  const table = new Uint8Array(256);
  for (let level = 0; level < 256; level += 1)
    table[level] = Math.max(0, Math.min(255, Math.round(level * scale + offset)));
  const data = new Uint8Array(image.data.length);
  for (let index = 0; index < data.length; index += 1)
    data[index] = table[image.data[index] ?? 0] ?? 0;
  return { ...image, data };
}
