import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the working folders `<prefix><pid>-…` in `dataDir` whose process no longer runs: a
 * backup or restore that was killed leaves its stage behind, and nothing else would remove it.
 * Answers how many it removed.
 */
export async function removeAbandonedStages(dataDir: string, prefix: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    if (name.startsWith(prefix) && Number.isInteger(pid) && !processIsAlive(pid)) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
