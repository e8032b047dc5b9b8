import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The embedded database is a set of files that exactly one process may open. The lock file is
 * created exclusively and holds the owner's pid; a lock left by a process that no longer runs
 * (a crash, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockFile = path.join(dataDir, 'nido.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirLockedError(
          `Another Nido server (process ${owner}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // Stale: move it aside atomically so that two starters cannot both take it over.
      try {
        renameSync(lockFile, `${lockFile}.stale-${process.pid}`);
        rmSync(`${lockFile}.stale-${process.pid}`, { force: true });
      } catch {
        // Someone else moved it first; the next attempt decides.
      }
    }
  }
  throw new DataDirLockedError(
    `Could not lock the data folder ${dataDir}; another Nido server is starting.`,
  );
}
