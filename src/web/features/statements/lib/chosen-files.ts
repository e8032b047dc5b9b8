import { MAX_STATEMENT_FILES } from '@shared/statements/statement-api';
import { MAX_STATEMENT_BYTES, STATEMENT_MESSAGES } from '@shared/statements/statement-limits';

/** What the picker offers: OFX and Quicken's QFX (Web Connect), and CSV exports (some are .txt). */
export const STATEMENT_EXTENSIONS = ['.ofx', '.qfx', '.csv', '.txt'] as const;
export const STATEMENT_ACCEPT = STATEMENT_EXTENSIONS.join(',');

/** A file left out before anything is sent, and why. */
export type RefusedFile = { fileName: string; message: string };

const hasStatementExtension = (name: string) =>
  STATEMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * Adds picked files to those chosen, refusing here what the server would refuse (the same words):
 * a file of another kind, one over 10 MB, an empty one, a second file of the same name (a
 * column mapping is sent by file name) and files past the most one reading takes.
 */
export function addFiles(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; refused: RefusedFile[] } {
  const files = [...chosen];
  const refused: RefusedFile[] = [];
  const refuse = (file: File, message: string) => refused.push({ fileName: file.name, message });
  for (const file of picked) {
    if (!hasStatementExtension(file.name)) refuse(file, STATEMENT_MESSAGES.notAStatement);
    else if (file.size > MAX_STATEMENT_BYTES) refuse(file, STATEMENT_MESSAGES.tooLarge);
    else if (file.size === 0) refuse(file, STATEMENT_MESSAGES.empty);
    else if (files.some((other) => other.name === file.name))
      refuse(file, 'A file of this name is already chosen.');
    else if (files.length >= MAX_STATEMENT_FILES)
      refuse(file, `Up to ${MAX_STATEMENT_FILES} files at a time. Read these first.`);
    else files.push(file);
  }
  return { files, refused };
}
