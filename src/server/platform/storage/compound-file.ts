/**
 * Names in the directory of an OLE2 compound file (the container of .doc and .xls), which tell
 * a Word document ("WordDocument" stream) from an Excel workbook ("Workbook", or "Book" before
 * Excel 97) and both from other compound files such as .msi installers or .ppt. Only the header,
 * the FAT and the directory sectors are read; stream contents are never interpreted.
 * Returns null when the structure is not a readable compound file.
 */
export function readCompoundFileNames(file: Buffer): string[] | null {
  if (file.length < HEADER_BYTES || !file.subarray(0, 8).equals(SIGNATURE)) return null;
  if (file.readUInt16LE(0x1c) !== 0xfffe) return null; // byte-order mark
  const shift = file.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  // Some writers cut the last sector short; zeros stand in for the missing tail.
  const shortBy = (sectorSize - (file.length % sectorSize)) % sectorSize;
  const bytes = shortBy ? Buffer.concat([file, Buffer.alloc(shortBy)]) : file;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.floor(bytes.length / sectorSize) - 1;

  const sector = (id: number): Buffer | null =>
    id < sectorCount ? bytes.subarray((id + 1) * sectorSize, (id + 2) * sectorSize) : null;

  // Where the FAT sectors are: the first 109 in the header, the rest along the DIFAT chain.
  const fatCount = bytes.readUInt32LE(0x2c);
  if (fatCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(fatCount, 109); i++)
    fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  let difat = bytes.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatCount; hops++) {
    const block = hops <= sectorCount ? sector(difat) : null;
    if (!block) return null;
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatCount; i++)
      fatSectors.push(block.readUInt32LE(i * 4));
    difat = block.readUInt32LE(sectorSize - 4);
  }

  const next = (id: number): number | null => {
    const fat = sector(fatSectors[Math.floor(id / idsPerSector)] ?? Number.MAX_SAFE_INTEGER);
    return fat ? fat.readUInt32LE((id % idsPerSector) * 4) : null;
  };

  const names: string[] = [];
  let id: number | null = bytes.readUInt32LE(0x30);
  // A chain longer than the file has sectors loops: a malformed (or hostile) file.
  for (let hops = 0; id !== END_OF_CHAIN; hops++) {
    const block = id === null || hops > sectorCount ? null : sector(id);
    if (!block || id === null) return null;
    for (let offset = 0; offset < sectorSize; offset += ENTRY_BYTES) {
      const nameBytes = block.readUInt16LE(offset + 64);
      const type = block[offset + 66];
      if (type === EMPTY || nameBytes < 2 || nameBytes > 64) continue;
      names.push(block.subarray(offset, offset + nameBytes - 2).toString('utf16le'));
    }
    id = next(id);
  }
  return names;
}

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
const END_OF_CHAIN = 0xfffffffe;
const EMPTY = 0;
