import { readCompoundFileNames } from './compound-file';
import { MAX_DOCUMENT_BYTES } from './size-limit';
import { readZipEntryNames } from './zip-entries';

/**
 * The types Nido stores (jpeg is stored as jpg). Spec §5's documents are the first seven; WebP
 * and HEIC come only as bill photos (bills/bill-upload.ts), which take any image.
 */
export type FileType = 'pdf' | 'jpg' | 'png' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'webp' | 'heic';

export const CONTENT_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  webp: 'image/webp',
  heic: 'image/heic',
};

export const NOT_A_DOCUMENT_MESSAGE = 'This file is not a PDF, image, Word or Excel document.';

export type UploadCheck =
  | { ok: true; type: FileType; contentType: string }
  | { ok: false; reason: 'empty' | 'too-large' | 'type'; message: string };

/**
 * What a file really is, from its bytes alone. `head` (the first few KiB) settles PDF and the
 * images; Word and Excel need `whole`, since their containers keep the directory that tells them
 * apart elsewhere in the file. Anything else, a renamed executable or script included, is null.
 */
export function detectFileType(head: Buffer, whole?: Buffer): FileType | null {
  const type = sniff(head, whole ?? head);
  return type === 'ole2-unreadable' ? null : type;
}

/**
 * The upload rule of spec §5 on a complete file: accepted by its content, never by its name.
 * The name only breaks a tie the content cannot: a damaged OLE2 file whose directory cannot be
 * read is taken as the .doc or .xls its name says (both are OLE2, and neither is executable).
 */
export function checkUpload(fileName: string, bytes: Buffer): UploadCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: 'This file is empty.' };
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return { ok: false, reason: 'too-large', message: 'This file is larger than 10 MB.' };
  const sniffed = sniff(bytes, bytes);
  const declared = /\.(doc|xls)$/i.exec(fileName)?.[1]?.toLowerCase() as 'doc' | 'xls' | undefined;
  const type = sniffed === 'ole2-unreadable' ? (declared ?? null) : sniffed;
  if (!type) return { ok: false, reason: 'type', message: NOT_A_DOCUMENT_MESSAGE };
  return { ok: true, type, contentType: CONTENT_TYPES[type] };
}

function sniff(head: Buffer, whole: Buffer): FileType | 'ole2-unreadable' | null {
  // A PDF must start with its marker: readers tolerate leading junk, but accepting it would let
  // an executable with "%PDF-" a few bytes in pass as a PDF.
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, OLE2)) return compoundFileType(whole);
  if (startsWith(head, ZIP)) return officeOpenXmlType(whole);
  return null;
}

function compoundFileType(bytes: Buffer): 'doc' | 'xls' | 'ole2-unreadable' | null {
  const names = readCompoundFileNames(bytes)?.map((name) => name.toLowerCase());
  if (!names) return 'ole2-unreadable';
  if (names.includes('worddocument')) return 'doc';
  if (names.includes('workbook') || names.includes('book')) return 'xls';
  return null; // another compound file: an .msi installer, a .ppt, an .msg…
}

function officeOpenXmlType(bytes: Buffer): 'docx' | 'xlsx' | null {
  const names = readZipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  // Macro-enabled files (.docm, .xlsm) carry a VBA project; a renamed one is not a .docx/.xlsx.
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
  const word = names.some((name) => name.startsWith('word/'));
  const excel = names.some((name) => name.startsWith('xl/'));
  if (word === excel) return null;
  return word ? 'docx' : 'xlsx';
}

function startsWith(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

const PDF = Buffer.from('%PDF-', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
