import type { Readable } from 'node:stream';

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';
  constructor(readonly key: string) {
    super('The stored file does not exist');
  }
}

/**
 * Where document bytes live: local files or an S3-compatible bucket, and the encrypting wrapper
 * around either. Keys are made by `newObjectKey` and checked by every implementation.
 *
 * `get` returns the whole object as a Buffer rather than a stream: documents are at most 10 MB,
 * and the encrypted store must authenticate the complete file before handing out a single byte
 * of plaintext anyway (see envelope-encryption.ts).
 */
export type ObjectStorage = {
  readonly kind: 'local' | 's3';
  /** Stores the object; replaces an existing one with the same key. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes; ObjectNotFoundError when there is none. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};
