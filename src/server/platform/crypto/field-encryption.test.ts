import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, FieldDecryptionError } from './field-encryption';

const cipher = createFieldCipher(randomBytes(32));

describe('field encryption', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = cipher.encrypt('000123456789');
    expect(sealed).not.toContain('000123456789');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe('000123456789');
  });

  it('uses a fresh IV every time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('detects a flipped byte', () => {
    const sealed = cipher.encrypt('4111111111111111');
    const [version, iv, ciphertext = '', tag] = sealed.split('.');
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    const tampered = [version, iv, bytes.toString('base64url'), tag].join('.');
    expect(() => cipher.decrypt(tampered)).toThrow(FieldDecryptionError);
  });

  it('cannot be opened with another key', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('secret'))).toThrow(FieldDecryptionError);
  });

  it('refuses values it did not seal', () => {
    expect(() => cipher.decrypt('plain text')).toThrow(FieldDecryptionError);
    expect(() => createFieldCipher(Buffer.alloc(16))).toThrow('32 bytes');
  });
});
