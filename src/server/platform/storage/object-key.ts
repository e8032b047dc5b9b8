import { randomBytes } from 'node:crypto';
import type { FileType } from './file-type';

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/;
const MAX_KEY_LENGTH = 512;

/**
 * A new key for a stored file: `{userId}/{timestamp}-{random}.{ext}`, spec §7's
 * `{userId}/{timestamp}.{ext}` plus a random part. Without it, two files of one household
 * uploaded in the same millisecond (a multi-file drop sends them in parallel) would get the same
 * key and the second would silently replace the first. The extension comes from the type the
 * content was verified to be, and nothing of the client's file name ever becomes part of a path.
 */
export function newObjectKey(userId: string, extension: FileType, now = new Date()): string {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) throw new InvalidObjectKeyError('Invalid user id');
  const key = `${userId}/${now.getTime()}-${randomBytes(8).toString('hex')}.${extension}`;
  assertValidObjectKey(key);
  return key;
}

/**
 * Every storage backend checks keys with this before touching anything, so that a key can never
 * climb out of the storage folder or bucket prefix even if a caller passes one it did not make:
 * only `A-Z a-z 0-9 / _ . -`, relative, no empty segment and no `..` anywhere.
 */
export function assertValidObjectKey(key: string): void {
  const valid =
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !key.includes('..') &&
    key.split('/').every((segment) => segment !== '.' && SEGMENT.test(segment));
  if (!valid) throw new InvalidObjectKeyError('Invalid storage key');
}
