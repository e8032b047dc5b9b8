import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/*
 * Layout of an encrypted file (version 1):
 *
 *   offset  size  field
 *        0     4  magic "NDOE" (Nido envelope)
 *        4     1  version = 1
 *        5    12  IV used to wrap the data key
 *       17    32  data key, wrapped (AES-256-GCM under a key derived from the master key)
 *       49    16  tag of the wrapped key
 *       65    12  IV of the body
 *       77     n  body: the plaintext under AES-256-GCM with the data key
 *     77+n    16  tag of the body
 *
 * The wrap authenticates the magic and version, and the body authenticates the whole header, so
 * changing any byte anywhere makes decryption fail. The caller may also bind a file to a context
 * (the object key) so that a stored file cannot be swapped for another user's file unnoticed.
 */
const MAGIC = Buffer.from('NDOE', 'latin1');
const VERSION = 1;
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;
const PREAMBLE_BYTES = MAGIC.length + 1;
const HEADER_BYTES = PREAMBLE_BYTES + IV_BYTES + KEY_BYTES + TAG_BYTES + IV_BYTES;

/** Bytes an encrypted file has on top of its plaintext. */
export const ENVELOPE_OVERHEAD_BYTES = HEADER_BYTES + TAG_BYTES;

export class EnvelopeDecryptionError extends Error {
  override name = 'EnvelopeDecryptionError';
}

type ByteSource = AsyncIterable<Uint8Array | string>;

export type EnvelopeCipher = {
  /** Encrypts a whole buffer with a fresh data key. */
  encrypt(plaintext: Uint8Array, context?: string): Buffer;
  /**
   * Decrypts and authenticates a whole buffer: it returns only plaintext whose tag was checked,
   * else throws EnvelopeDecryptionError. Prefer this for files up to the upload limit.
   */
  decrypt(sealed: Uint8Array, context?: string): Buffer;
  /** Streams the encrypted form of `source` (header first, tag last); nothing is buffered. */
  encryptStream(source: ByteSource, context?: string): Readable;
  /**
   * Streams the plaintext of `source`. GCM can only check the tag once the last byte is read, so
   * the chunks before the end are NOT yet authenticated: a tampered file surfaces as an
   * EnvelopeDecryptionError emitted by the stream instead of its 'end' event. Only use this when
   * the consumer can undo what it did with the chunks on error (e.g. piping to an HTTP response,
   * which is then aborted rather than completed); otherwise use `decrypt`.
   */
  decryptStream(source: ByteSource, context?: string): Readable;
};

/**
 * Envelope encryption for stored files: every file gets its own random AES-256 data key, and only
 * the data key is encrypted with the master key. The master key never sits next to the data, and
 * the key-wrapping key is derived from it for this one purpose (HKDF), so it is never the same
 * key that seals database fields.
 */
export function createEnvelopeCipher(masterKey: Buffer): EnvelopeCipher {
  if (masterKey.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const wrappingKey = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'nido file key wrapping v1', KEY_BYTES),
  );

  function sealHeader(context: string | undefined) {
    const dataKey = randomBytes(KEY_BYTES);
    const keyIv = randomBytes(IV_BYTES);
    const preamble = Buffer.concat([MAGIC, Buffer.of(VERSION)]);
    const wrap = createCipheriv('aes-256-gcm', wrappingKey, keyIv);
    wrap.setAAD(preamble);
    const wrappedKey = Buffer.concat([wrap.update(dataKey), wrap.final()]);
    const bodyIv = randomBytes(IV_BYTES);
    const header = Buffer.concat([preamble, keyIv, wrappedKey, wrap.getAuthTag(), bodyIv]);
    const cipher = createCipheriv('aes-256-gcm', dataKey, bodyIv);
    cipher.setAAD(associatedData(header, context));
    return { header, cipher };
  }

  function openHeader(header: Buffer, context: string | undefined) {
    if (!header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new EnvelopeDecryptionError('This is not an encrypted Nido file');
    const version = header[MAGIC.length];
    if (version !== VERSION)
      throw new EnvelopeDecryptionError(`Unsupported encrypted file version ${version}`);
    if (header.length < HEADER_BYTES)
      throw new EnvelopeDecryptionError('The encrypted file is truncated');
    let offset = PREAMBLE_BYTES;
    const take = (size: number) => header.subarray(offset, (offset += size));
    const keyIv = take(IV_BYTES);
    const wrappedKey = take(KEY_BYTES);
    const keyTag = take(TAG_BYTES);
    const bodyIv = take(IV_BYTES);
    let dataKey: Buffer;
    try {
      const unwrap = createDecipheriv('aes-256-gcm', wrappingKey, keyIv);
      unwrap.setAAD(header.subarray(0, PREAMBLE_BYTES));
      unwrap.setAuthTag(keyTag);
      dataKey = Buffer.concat([unwrap.update(wrappedKey), unwrap.final()]);
    } catch {
      throw new EnvelopeDecryptionError(
        'The file key cannot be unwrapped: another master key was used or the header was altered',
      );
    }
    const decipher = createDecipheriv('aes-256-gcm', dataKey, bodyIv);
    decipher.setAAD(associatedData(header.subarray(0, HEADER_BYTES), context));
    return decipher;
  }

  function finish(decipher: ReturnType<typeof openHeader>, tag: Buffer): Buffer {
    try {
      decipher.setAuthTag(tag);
      return decipher.final();
    } catch {
      throw new EnvelopeDecryptionError('The encrypted file was altered or is truncated');
    }
  }

  return {
    encrypt(plaintext, context) {
      const { header, cipher } = sealHeader(context);
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return Buffer.concat([header, body, cipher.getAuthTag()]);
    },

    decrypt(sealed, context) {
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      const decipher = openHeader(bytes.subarray(0, HEADER_BYTES), context);
      if (bytes.length < ENVELOPE_OVERHEAD_BYTES)
        throw new EnvelopeDecryptionError('The encrypted file is truncated');
      const body = decipher.update(bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES));
      const last = finish(decipher, bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([body, last]);
    },

    encryptStream(source, context) {
      return Readable.from(
        (async function* () {
          const { header, cipher } = sealHeader(context);
          yield header;
          for await (const chunk of source) {
            const out = cipher.update(toBuffer(chunk));
            if (out.length > 0) yield out;
          }
          const last = cipher.final();
          yield Buffer.concat([last, cipher.getAuthTag()]);
        })(),
        { objectMode: false },
      );
    },

    decryptStream(source, context) {
      return Readable.from(
        (async function* () {
          let decipher: ReturnType<typeof openHeader> | undefined;
          // Bytes not yet passed to the decipher: the header until it is complete, then the
          // last TAG_BYTES, which may turn out to be the tag.
          let pending: Buffer = Buffer.alloc(0);
          for await (const chunk of source) {
            pending = pending.length ? Buffer.concat([pending, toBuffer(chunk)]) : toBuffer(chunk);
            if (!decipher) {
              if (pending.length < HEADER_BYTES) continue;
              decipher = openHeader(pending.subarray(0, HEADER_BYTES), context);
              pending = pending.subarray(HEADER_BYTES);
            }
            if (pending.length > TAG_BYTES) {
              const out = decipher.update(pending.subarray(0, pending.length - TAG_BYTES));
              pending = pending.subarray(pending.length - TAG_BYTES);
              if (out.length > 0) yield out;
            }
          }
          if (!decipher) openHeader(pending, context); // too short: throws the fitting message
          if (!decipher || pending.length < TAG_BYTES)
            throw new EnvelopeDecryptionError('The encrypted file is truncated');
          const last = finish(decipher, pending);
          if (last.length > 0) yield last;
        })(),
        { objectMode: false },
      );
    },
  };
}

function associatedData(header: Buffer, context: string | undefined): Buffer {
  // The context is length-prefixed so that header and context cannot be re-split differently.
  const contextBytes = Buffer.from(context ?? '', 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(contextBytes.length);
  return Buffer.concat([header, length, contextBytes]);
}

function toBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, 'utf8')
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}
