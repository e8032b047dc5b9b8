import { count } from 'drizzle-orm';
import type { Database } from './db/client';
import { documents } from './db/schema';
import type { Logger } from './logger';
import type { ObjectStorage } from './platform/storage/object-storage';

/** The database lists documents, but the files folder beside it holds none of their files. */
export class StoredFilesMissingError extends Error {
  override name = 'StoredFilesMissingError';
}

/**
 * How many documents' files a start looks for. A few are enough to tell a files folder that is
 * missing, empty or another database's (what a restore stopped halfway, or a copy of `db/` alone,
 * leaves) from a healthy one, and cost a few milliseconds whatever the number of documents.
 */
export const DOCUMENTS_CHECKED_AT_START = 20;

/**
 * Refuses to serve a database whose documents have lost their files: every document would answer
 * 404, and new uploads would mix with a folder that is not theirs. A few files missing among many
 * present is not refused (a backup can record documents that had lost their file already; the rest
 * of the data is still the household's): it is logged. Files in an S3 bucket are the provider's
 * to keep and are not looked at.
 */
export async function checkStoredFiles(
  db: Database,
  storage: Pick<ObjectStorage, 'kind' | 'exists'>,
  filesFolder: string,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  if (storage.kind !== 'local') return;
  const sample = await db
    .select({ key: documents.objectKey })
    .from(documents)
    .limit(DOCUMENTS_CHECKED_AT_START);
  if (sample.length === 0) return;
  const found = await Promise.all(sample.map(({ key }) => storage.exists(key)));
  const missing = found.filter((exists) => !exists).length;
  if (missing === 0) return;
  if (missing < sample.length) {
    logger.warn(
      { checked: sample.length, missing },
      `${missing} of ${sample.length} documents checked at start have no file in ${filesFolder}; they will not open`,
    );
    return;
  }
  const [total] = await db.select({ documents: count() }).from(documents);
  throw new StoredFilesMissingError(
    `Nido cannot start: the database lists ${total?.documents ?? sample.length} documents, but ` +
      `${filesFolder} holds none of the ${sample.length} files looked for: the data folder is ` +
      'incomplete (a restore that was stopped halfway leaves it so). Restore the backup again ' +
      'into an empty folder, or put back the files folder that belongs to this database.',
  );
}
