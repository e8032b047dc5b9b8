import { statfs } from 'node:fs/promises';
import { BackupError } from './backup-error';

/**
 * Free space the embedded database's disk must have before a backup's CHECKPOINT: four of its
 * 16 MB write-ahead log segments. A checkpoint on a full disk is a PANIC (SQLSTATE 53100) after
 * which PGlite answers no query until Nido restarts (measured on a full tmpfs, issue 35), so a
 * backup asked for then must be refused before it can take the server down with it.
 */
export const SNAPSHOT_FREE_BYTES = 64 * 1024 * 1024;

/** Refuses, in one line, a backup whose checkpoint could fill the data folder's disk. */
export async function assertRoomForSnapshot(dataDir: string): Promise<void> {
  const disk = await statfs(dataDir);
  const free = disk.bavail * disk.bsize;
  if (free < SNAPSHOT_FREE_BYTES)
    throw new BackupError(
      `The data folder's disk is nearly full (${Math.floor(free / (1024 * 1024))} MB free): ` +
        'a backup now could stop the database. Free some space on it, then run nido backup again.',
    );
}
