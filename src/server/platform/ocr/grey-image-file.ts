/**
 * tesseract.js looks for an EXIF orientation by matching a byte pattern in the first 500 bytes
 * of whatever it is given (worker-script/utils/setImage.js); a header padded past that with a
 * comment keeps pixel values from ever being taken for one.
 */
const HEADER_PADDING = `#${' '.repeat(512)}\n`;

/**
 * Grey pixels as a binary PGM file, which Tesseract's image library reads as they are. A PNG
 * made for it had to be compressed by sharp and then inflated again inside the WebAssembly
 * engine, ≈ 0.1 s a page for nothing.
 */
export function greyImageFile(
  data: Uint8Array,
  width: number,
  fromRow: number,
  toRow: number,
): Buffer {
  const header = Buffer.from(`P5\n${HEADER_PADDING}${width} ${toRow - fromRow}\n255\n`, 'latin1');
  return Buffer.concat([header, data.subarray(fromRow * width, toRow * width)]);
}
