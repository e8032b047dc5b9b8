import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type FieldCipher = {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
};

export class FieldDecryptionError extends Error {
  override name = 'FieldDecryptionError';
}

/**
 * AES-256-GCM for short secrets in table columns (account numbers). The key is derived from the
 * master key for this one purpose (HKDF), every value gets its own random IV, and the stored form
 * `v1.iv.ciphertext.tag` says which scheme sealed it, so the scheme can change later.
 */
export function createFieldCipher(masterKey: Buffer): FieldCipher {
  if (masterKey.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const key = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'nido field encryption v1', 32),
  );
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        ciphertext.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== VERSION || !iv || ciphertext === undefined || !tag)
        throw new FieldDecryptionError('Unknown sealed value');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url').subarray(0, TAG_BYTES));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new FieldDecryptionError('The value was altered or sealed with another key');
      }
    },
  };
}
