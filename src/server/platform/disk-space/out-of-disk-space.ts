import { causeChain } from '../../db/failed-statement';

/**
 * What a person is told when the server could not save for lack of disk space: 507 Insufficient
 * Storage, code INSUFFICIENT_STORAGE. Not 503: that one means "at capacity, retry in a second"
 * (admission control), and retrying does not help here until someone frees space.
 */
export const OUT_OF_DISK_SPACE_MESSAGE =
  'The server is out of disk space, so this could not be saved. Please try again later: the people who run this server need to free some space first.';

/** PostgreSQL's SQLSTATE disk_full, which PGlite raises too ("could not extend file …"). */
const DISK_FULL = '53100';
const NO_SPACE_MESSAGE = /No space left on device/i;

type Fields = { code?: unknown; message?: unknown; severity?: unknown; query?: unknown };

/**
 * Whether the error (or one it was caused by) says the disk is full: ENOSPC from a file write
 * (stored documents, the local mailbox), SQLSTATE 53100 from PostgreSQL or the embedded database,
 * or the operating system's words for it where no code came along. The words count only in an
 * error without a code or a query: a statement's message quotes the values it was given, and a
 * value that reads "No space left on device" must not make the server report a full disk.
 */
export function isOutOfDiskSpace(error: unknown): boolean {
  return causeChain(error).some((each: Fields) => {
    if (each.code === 'ENOSPC' || each.code === DISK_FULL) return true;
    if (each.code !== undefined || each.query !== undefined) return false;
    return typeof each.message === 'string' && NO_SPACE_MESSAGE.test(each.message);
  });
}

/**
 * A PANIC for lack of space (its write-ahead log could not grow): the database process stops.
 * The embedded database then answers no query at all until Nido is restarted.
 */
export function isDatabaseStoppedForSpace(error: unknown): boolean {
  return (
    isOutOfDiskSpace(error) &&
    causeChain(error).some((each: Fields) => each.code === DISK_FULL && each.severity === 'PANIC')
  );
}
