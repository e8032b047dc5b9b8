import type { Mailer } from '../mail/mailer';
import type { ObjectStorage } from '../storage/object-storage';
import type { DiskArea, DiskSpaceStatus } from './disk-space-status';
import { isOutOfDiskSpace } from './out-of-disk-space';

/** Runs a write, telling the status whether it succeeded or failed for lack of space. */
async function watched<T>(
  status: DiskSpaceStatus,
  area: DiskArea,
  write: () => Promise<T>,
): Promise<T> {
  try {
    const result = await write();
    status.writeSucceeded(area);
    return result;
  } catch (error) {
    if (isOutOfDiskSpace(error)) status.writeFailed(area);
    throw error;
  }
}

/** Document storage whose writes report to the disk-space status (local files: DATA_DIR/files). */
export function watchStorageSpace(storage: ObjectStorage, status: DiskSpaceStatus): ObjectStorage {
  return {
    kind: storage.kind,
    put: (key, body, contentType) =>
      watched(status, 'files', () => storage.put(key, body, contentType)),
    get: (key) => storage.get(key),
    delete: (key) => storage.delete(key),
    exists: (key) => storage.exists(key),
  };
}

/** A mailer whose sends report to the disk-space status (the local mailbox writes files). */
export function watchMailSpace(mailer: Mailer, status: DiskSpaceStatus): Mailer {
  return {
    kind: mailer.kind,
    send: (message) => watched(status, 'mail', () => mailer.send(message)),
  };
}
