import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A restore builds the data folder's contents in `DATA_DIR/.restore-<pid>-…` and moves them into
 * place only once complete and checked; the stage is removed last. So while it exists, the
 * folder is not one a server may use.
 */
export const RESTORE_STAGE_PREFIX = '.restore-';

/** A restore into the data folder has not finished (it runs, or it was stopped). */
export class UnfinishedRestoreError extends Error {
  override name = 'UnfinishedRestoreError';
}

/** Refuses a data folder holding a restore's stage: checked at start, before the database opens. */
export function assertNoUnfinishedRestore(dataDir: string): void {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return;
  }
  const stage = names.find((name) => name.startsWith(RESTORE_STAGE_PREFIX));
  if (stage)
    throw new UnfinishedRestoreError(
      `Nido cannot start: a restore into ${dataDir} has not finished (${path.join(dataDir, stage)} ` +
        'remains). If it was stopped, run `nido restore` again: it starts over.',
    );
}
