/**
 * tesseract.js looks for an EXIF orientation by matching a byte pattern in the first 500 bytes
 * of whatever it is given (worker-script/utils/setImage.js); a header padded past that with a
 * comment keeps pixel values from ever being taken for one.
 */
const HEADER_PADDING = `#${' '.repeat(512)}\n`;
const WHITE = 255;

/**
 * Grey pixels as a binary PGM file, which Tesseract's image library reads as they are. A PNG
 * made for it had to be compressed by sharp and then inflated again inside the WebAssembly
 * engine, ≈ 0.1 s a page for nothing. `margin` white rows go above and below: a band cut from a
 * page can start a row or two above a line of print, and Tesseract reads print that touches the
 * edge of its image less well.
 */
export function greyImageFile(
  data: Uint8Array,
  width: number,
  fromRow: number,
  toRow: number,
  margin = 0,
): Buffer {
  const rows = toRow - fromRow + 2 * margin;
  const header = Buffer.from(`P5\n${HEADER_PADDING}${width} ${rows}\n255\n`, 'latin1');
  const white = Buffer.alloc(margin * width, WHITE);
  return Buffer.concat([header, white, data.subarray(fromRow * width, toRow * width), white]);
}
