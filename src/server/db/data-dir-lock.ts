import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { release(): void };

/**
 * Who wrote a lock: the process id, and (on Linux) that process's start time. A pid alone does
 * not name a process for long: once its owner is gone (a crash, a kill -9, a power cut), the
 * number is given to the next program that starts, and a lock that believed it would block every
 * start of Nido for as long as that program runs. The pid with the start time names exactly one
 * process (start times are clock ticks since boot, read from /proc/<pid>/stat). Where there is no
 * /proc (macOS, the BSDs) the pid alone decides, as before.
 */
type LockOwner = { pid: number; startTime: string | null };

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat, or null where /proc cannot tell (no /proc, or no such process). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so count after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the live process `pid` runs Node.js (its /proc/<pid>/cmdline starts with node). */
function runsNode(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return program === process.execPath || /^node/.test(path.basename(program));
  } catch {
    // Unreadable: nothing says it is not ours.
    return true;
  }
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    const [pidLine = '', startTime = ''] = readFileSync(lockFile, 'utf8').split('\n');
    const pid = Number.parseInt(pidLine, 10);
    return Number.isInteger(pid) && pid > 0
      ? { pid, startTime: /^\d+$/.test(startTime) ? startTime : null }
      : null;
  } catch {
    return null;
  }
}

function stillHeld(owner: LockOwner): boolean {
  if (!processIsAlive(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  if (startTime === null) return true;
  if (owner.startTime !== null) return owner.startTime === startTime;
  // A lock with a pid only (an older Nido wrote it, or a person): believed only for a process
  // that could be a Nido server, so that a newer start never opens a database an older server has
  // open, and another program that got the number does not block the start.
  return runsNode(owner.pid);
}

/**
 * The embedded database is a set of files that exactly one process may open. The lock file is
 * created exclusively and holds the owner's pid (first line) and start time (second line, where
 * the system tells it); a lock whose process no longer runs (a crash, a power cut), or whose pid
 * now belongs to another process, is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockFile = path.join(dataDir, 'nido.lock');
  const self: LockOwner = { pid: process.pid, startTime: processStartTime(process.pid) };
  const isOurs = (owner: LockOwner | null) =>
    owner?.pid === self.pid && owner.startTime === self.startTime;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${self.pid}\n${self.startTime ?? ''}\n`);
      closeSync(fd);
      return {
        release: () => {
          if (isOurs(readOwner(lockFile))) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== null && owner.pid !== self.pid && stillHeld(owner)) {
        throw new DataDirLockedError(
          `Another Nido server (process ${owner.pid}) is already using the data folder ${dataDir}. ` +
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
