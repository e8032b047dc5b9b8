import type { Logger } from '../../logger';
import { extractPdfText } from '../../platform/pdf/extract-pdf-text';
import type { FileType } from '../../platform/storage/file-type';

/**
 * PostgreSQL refuses a tsvector over 1 MB; 300,000 characters of prose (a long contract) stay
 * far below it whatever the words, and still index every page a family would search.
 */
export const MAX_CONTENT_TEXT_CHARS = 300_000;

export type ReadDocumentText = (type: FileType, bytes: Buffer) => Promise<string | null>;

/**
 * The text inside an uploaded file for search: PDFs only. A PDF whose text cannot be read
 * (scanned, password-protected, broken, too slow) is still stored and found by its name and
 * tags, so a failure here is logged and means "no text", never a failed upload.
 */
export function documentTextReader(logger?: Logger): ReadDocumentText {
  return async (type, bytes) => {
    if (type !== 'pdf') return null;
    try {
      const text = (await extractPdfText(bytes, { maxChars: MAX_CONTENT_TEXT_CHARS })).trim();
      // NUL cannot be stored in a PostgreSQL text column.
      return text ? text.replaceAll('\u0000', '') : null;
    } catch (error) {
      logger?.info({ reason: (error as Error).message }, 'no searchable text in the uploaded PDF');
      return null;
    }
  };
}
