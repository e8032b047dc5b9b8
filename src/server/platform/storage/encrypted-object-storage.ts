import type { Readable } from 'node:stream';
import type { EnvelopeCipher } from '../crypto/envelope-encryption';
import type { ObjectStorage } from './object-storage';

/**
 * Encrypts on the way in and decrypts on the way out, so the backend (disk or bucket) only ever
 * holds ciphertext. Each object is bound to its key: a file copied or swapped to another key in
 * the backend fails to decrypt instead of showing one user another user's document.
 *
 * `get` decrypts the whole object before returning, so it only ever returns authenticated
 * plaintext; a tampered object throws EnvelopeDecryptionError.
 */
export class EncryptedObjectStorage implements ObjectStorage {
  get kind() {
    return this.inner.kind;
  }

  constructor(
    private readonly inner: ObjectStorage,
    private readonly cipher: EnvelopeCipher,
  ) {}

  // The document's real type stays in the database: the backend sees opaque bytes only.
  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const sealed = Buffer.isBuffer(body)
      ? this.cipher.encrypt(body, key)
      : this.cipher.encryptStream(body, key);
    await this.inner.put(key, sealed, 'application/octet-stream');
  }

  async get(key: string): Promise<Buffer> {
    return this.cipher.decrypt(await this.inner.get(key), key);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }
}
