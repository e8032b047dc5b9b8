import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The one line a start prints when it failed on the file system inside DATA_DIR (the folder is a
 * file, on a read-only disk, or not writable by this user), or null when the error is not about
 * DATA_DIR. Node's own error does not say which: a read-only disk can even report a `mkdir` of a
 * missing subfolder as ENOENT. So the folder itself is looked at once the start has failed, and a
 * start that succeeds pays nothing.
 */
export function dataDirFailure(error: unknown, dataDir: string): string | null {
  const failure = error as Partial<NodeJS.ErrnoException> | null;
  if (typeof failure?.path !== 'string' || typeof failure.code !== 'string') return null;
  const root = path.resolve(dataDir);
  const failed = path.resolve(failure.path);
  if (failed !== root && !failed.startsWith(root + path.sep)) return null;
  const where = `the data folder ${dataDir} (DATA_DIR)`;
  const problem = dataDirProblem(root);
  if (problem) return `Nido cannot start: ${where} ${problem}`;
  return (
    `Nido cannot start: ${failure.path} in ${where} cannot be used (${failure.code}). ` +
    'Nido keeps its database, files and keys there: it must be a folder the user running Nido can write.'
  );
}

/** What is wrong with the folder (or with the parent it would be created in), or null. */
function dataDirProblem(dataDir: string): string | null {
  let existing = dataDir;
  while (!existsSync(existing) && path.dirname(existing) !== existing)
    existing = path.dirname(existing);
  const itself = existing === dataDir;
  if (!statSync(existing).isDirectory())
    return itself
      ? 'is a file, not a folder. Set DATA_DIR to a folder (Nido creates it if it does not exist).'
      : `cannot be created: ${existing} is a file. Set DATA_DIR to a folder.`;
  try {
    accessSync(existing, constants.W_OK);
    return null;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EROFS'
        ? 'is on a read-only file system'
        : 'cannot be written by the user running Nido';
    return itself
      ? `${reason}. Nido keeps its database, files and keys there: set DATA_DIR to a folder it can write.`
      : `cannot be created: ${existing} ${reason}. Set DATA_DIR to a folder Nido can write.`;
  }
}
