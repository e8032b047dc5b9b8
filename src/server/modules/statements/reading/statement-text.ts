const UTF8 = new TextDecoder('utf-8', { fatal: true });
// OFX 1.x files declare CHARSET:1252 and write names like "CAFÉ" in it.
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Bytes looked at to tell text from a binary file (a PDF, an image, a spreadsheet). */
const SNIFF_BYTES = 8192;

/**
 * A statement file's text: UTF-8 (its byte-order mark dropped), else Windows-1252. Null for a
 * binary file: a PDF, an image, an Excel workbook have control bytes no statement text has.
 */
export function statementText(bytes: Uint8Array): string | null {
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (head.some((byte) => byte === 0)) return null;
  if (String.fromCharCode(...head.subarray(0, 5)) === '%PDF-') return null;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    text = WINDOWS_1252.decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
