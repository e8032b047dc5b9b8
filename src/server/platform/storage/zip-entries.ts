/**
 * Entry names from a ZIP file's central directory (the container of .docx and .xlsx). Nothing is
 * decompressed, so a zip bomb costs nothing here. ZIP64 archives are not read: Office files under
 * the upload limit never need them. Returns null when the archive is not readable.
 */
export function readZipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < EOCD_BYTES || !bytes.subarray(0, 4).equals(LOCAL_HEADER)) return null;

  // The end-of-central-directory record sits at the end, followed by a comment of up to 64 KiB.
  const lowest = Math.max(0, bytes.length - EOCD_BYTES - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - EOCD_BYTES; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const start = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || start === 0xffffffff || start + size > eocd) return null;

  const names: string[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_BYTES > eocd || bytes.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + ENTRY_BYTES + nameLength;
    if (end > eocd) return null;
    names.push(bytes.subarray(at + ENTRY_BYTES, end).toString('utf8'));
    at = end + extraLength + commentLength;
  }
  return names;
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_BYTES = 46;
const EOCD_BYTES = 22;
