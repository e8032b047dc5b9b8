import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEnvelopeCipher, EnvelopeDecryptionError } from '../crypto/envelope-encryption';
import { EncryptedObjectStorage } from './encrypted-object-storage';
import { LocalObjectStorage } from './local-object-storage';

const masterKey = randomBytes(32);
const DOCUMENT = Buffer.from('%PDF-1.4 Policy number 000123456789, beneficiary Jane Doe');

let folder: string;
let storage: EncryptedObjectStorage;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nido-encrypted-'));
  storage = new EncryptedObjectStorage(
    new LocalObjectStorage(folder),
    createEnvelopeCipher(masterKey),
  );
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('EncryptedObjectStorage', () => {
  it('stores ciphertext on disk and gives the plaintext back', async () => {
    await storage.put('u/1.pdf', DOCUMENT, 'application/pdf');
    const onDisk = readFileSync(path.join(folder, 'u', '1.pdf'));
    expect(onDisk.includes(Buffer.from('000123456789'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(onDisk.length).toBeGreaterThan(DOCUMENT.length);
    expect((await storage.get('u/1.pdf')).equals(DOCUMENT)).toBe(true);
    expect(storage.kind).toBe('local');
  });

  it('encrypts a streamed body on its way to disk', async () => {
    const body = randomBytes(3 * 1024 * 1024);
    const chunks = [body.subarray(0, 1000), body.subarray(1000)];
    await storage.put('u/2.png', Readable.from(chunks), 'image/png');
    expect(readFileSync(path.join(folder, 'u', '2.png')).includes(body.subarray(0, 64))).toBe(
      false,
    );
    expect((await storage.get('u/2.png')).equals(body)).toBe(true);
  });

  it('refuses a file altered on disk', async () => {
    await storage.put('u/3.pdf', DOCUMENT, 'application/pdf');
    const file = path.join(folder, 'u', '3.pdf');
    const bytes = readFileSync(file);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    await expect(storage.get('u/3.pdf')).rejects.toThrow(EnvelopeDecryptionError);
  });

  it("refuses a file moved under another key (one user's document swapped into another's)", async () => {
    await storage.put('alice/1.pdf', DOCUMENT, 'application/pdf');
    await storage.put('bob/1.pdf', Buffer.from('%PDF bob'), 'application/pdf');
    renameSync(path.join(folder, 'alice', '1.pdf'), path.join(folder, 'bob', '1.pdf'));
    await expect(storage.get('bob/1.pdf')).rejects.toThrow(EnvelopeDecryptionError);
  });

  it('cannot be read with another master key', async () => {
    await storage.put('u/4.pdf', DOCUMENT, 'application/pdf');
    const other = new EncryptedObjectStorage(
      new LocalObjectStorage(folder),
      createEnvelopeCipher(randomBytes(32)),
    );
    await expect(other.get('u/4.pdf')).rejects.toThrow('another master key');
  });

  it('passes delete and exists through', async () => {
    await storage.put('u/5.pdf', DOCUMENT, 'application/pdf');
    expect(await storage.exists('u/5.pdf')).toBe(true);
    await storage.delete('u/5.pdf');
    expect(await storage.exists('u/5.pdf')).toBe(false);
  });
});
