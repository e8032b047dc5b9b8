import type { FileType } from '../../platform/storage/file-type';
import type { FileDisposition } from './signed-file-links';

export const MAX_FILE_NAME_LENGTH = 200;

// C0/C1 controls, and the bidirectional overrides that make "gpj.exe" display as "exe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploaded file's name as the screen shows it: only the last path part (browsers on Windows
 * once sent `C:\Users\…\scan.pdf`), without control characters, at most 200 characters with the
 * extension kept. It is only ever displayed and offered as a download name, never used as a path.
 */
export function cleanUploadedFileName(name: string | undefined, type: FileType): string {
  const lastPart = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart.replace(UNSAFE_CHARACTERS, '').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return `document.${type}`;
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

const EXTENSIONS_OF: Record<FileType, string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  doc: ['doc'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  webp: ['webp'],
  heic: ['heic', 'heif'],
};

/**
 * The name a download is saved under: the uploaded name, with the extension of what the file
 * really is (a PNG uploaded as "scan.pdf" must not be saved as a .pdf the computer cannot open).
 */
export function downloadName(fileName: string, type: FileType): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension && EXTENSIONS_OF[type].includes(extension)) return fileName;
  const base = extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
  return `${base || 'document'}.${type}`;
}

/**
 * A Content-Disposition header for any name: a plain ASCII `filename` for old clients (accents
 * dropped, anything else unsafe in a quoted string replaced) and the exact name as RFC 5987's
 * `filename*=UTF-8''…`, which current browsers prefer.
 */
export function contentDisposition(disposition: FileDisposition, name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
