import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  createEnvelopeCipher,
  ENVELOPE_OVERHEAD_BYTES,
  EnvelopeDecryptionError,
} from './envelope-encryption';

const masterKey = randomBytes(32);
const cipher = createEnvelopeCipher(masterKey);
const TEN_MB = 10 * 1024 * 1024;

/** Splits a buffer into chunks of `size` bytes, as a network stream would deliver it. */
function chunked(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks, { objectMode: false });
}

function flipped(bytes: Buffer, index: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
}

describe('envelope encryption', () => {
  it.each([
    ['empty', Buffer.alloc(0)],
    ['small', Buffer.from('Last will and testament of Jane Doe')],
    ['10 MB', randomBytes(TEN_MB)],
  ])('round-trips a %s file, whole and streamed', async (_name, plaintext) => {
    const sealed = cipher.encrypt(plaintext);
    expect(sealed.length).toBe(plaintext.length + ENVELOPE_OVERHEAD_BYTES);
    expect(cipher.decrypt(sealed).equals(plaintext)).toBe(true);

    const streamed = await collect(cipher.encryptStream(chunked(plaintext, 64 * 1024)));
    expect(streamed.length).toBe(sealed.length);
    expect(cipher.decrypt(streamed).equals(plaintext)).toBe(true);
    const opened = await collect(cipher.decryptStream(chunked(sealed, 100_003)));
    expect(opened.equals(plaintext)).toBe(true);
  });

  it('decrypts a stream delivered one byte at a time', async () => {
    const plaintext = Buffer.from('a short note');
    const opened = await collect(cipher.decryptStream(chunked(cipher.encrypt(plaintext), 1)));
    expect(opened.toString()).toBe('a short note');
  });

  it('never stores the plaintext and uses a fresh key and IV for every file', () => {
    const plaintext = Buffer.from('SSN 078-05-1120 account 000123456789 '.repeat(100));
    const first = cipher.encrypt(plaintext);
    const second = cipher.encrypt(plaintext);
    expect(first.includes(Buffer.from('000123456789'))).toBe(false);
    expect(first.includes(Buffer.from('SSN'))).toBe(false);
    expect(first.subarray(0, 5).toString('latin1')).toBe('NDOE\x01');
    // Same input, different wrapped key, IVs and body.
    expect(first.subarray(5, 77).equals(second.subarray(5, 77))).toBe(false);
    expect(first.subarray(77).equals(second.subarray(77))).toBe(false);
  });

  describe('detects a flipped byte anywhere', () => {
    const plaintext = randomBytes(1000);
    const sealed = cipher.encrypt(plaintext);
    const places: Array<[string, number]> = [
      ['magic', 0],
      ['version', 4],
      ['key IV', 5],
      ['wrapped key', 20],
      ['key tag', 50],
      ['body IV', 70],
      ['first body byte', 77],
      ['middle of the body', 77 + 500],
      ['last body byte', sealed.length - 17],
      ['body tag', sealed.length - 1],
    ];

    it.each(places)('in the %s (whole-buffer decrypt)', (_place, index) => {
      expect(() => cipher.decrypt(flipped(sealed, index))).toThrow(EnvelopeDecryptionError);
    });

    it.each(places)('in the %s (streamed decrypt errors instead of ending)', async (_p, index) => {
      await expect(
        collect(cipher.decryptStream(chunked(flipped(sealed, index), 256))),
      ).rejects.toThrow(EnvelopeDecryptionError);
    });

    it('and explains what went wrong', () => {
      expect(() => cipher.decrypt(flipped(sealed, 0))).toThrow('not an encrypted Nido file');
      expect(() => cipher.decrypt(flipped(sealed, 4))).toThrow('Unsupported encrypted file');
      expect(() => cipher.decrypt(flipped(sealed, 20))).toThrow('cannot be unwrapped');
      expect(() => cipher.decrypt(flipped(sealed, 500))).toThrow('altered or is truncated');
    });
  });

  it('refuses truncated files', async () => {
    const sealed = cipher.encrypt(Buffer.from('truncate me'));
    for (const length of [0, 3, 40, 77, 80, sealed.length - 1]) {
      expect(() => cipher.decrypt(sealed.subarray(0, length))).toThrow(EnvelopeDecryptionError);
      await expect(
        collect(cipher.decryptStream(chunked(sealed.subarray(0, length), 7))),
      ).rejects.toThrow(EnvelopeDecryptionError);
    }
  });

  it('cannot be opened with another master key', async () => {
    const sealed = cipher.encrypt(Buffer.from('secret'));
    const other = createEnvelopeCipher(randomBytes(32));
    expect(() => other.decrypt(sealed)).toThrow('another master key');
    await expect(collect(other.decryptStream(chunked(sealed, 16)))).rejects.toThrow(
      EnvelopeDecryptionError,
    );
  });

  it('binds a file to its context so files cannot be swapped', () => {
    const sealed = cipher.encrypt(Buffer.from('deed'), 'user-a/1.pdf');
    expect(cipher.decrypt(sealed, 'user-a/1.pdf').toString()).toBe('deed');
    expect(() => cipher.decrypt(sealed, 'user-b/1.pdf')).toThrow(EnvelopeDecryptionError);
    expect(() => cipher.decrypt(sealed)).toThrow(EnvelopeDecryptionError);
  });

  it('only accepts a 32-byte master key', () => {
    expect(() => createEnvelopeCipher(Buffer.alloc(16))).toThrow('32 bytes');
  });
});
