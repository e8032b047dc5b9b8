import { describe, expect, it } from 'vitest';
import { createFileLinkSigner, type FileLinkClaims } from './signed-file-links';

const signer = createFileLinkSigner(Buffer.alloc(32, 3));
const CLAIMS: FileLinkClaims = {
  documentId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  objectKey: 'owner/1700000000000-0123456789abcdef.pdf',
  expiresAt: 1_800_000_000,
  disposition: 'inline',
};

describe('signed file links', () => {
  it('read back what they were signed with, for that object only', () => {
    const token = signer.sign(CLAIMS);
    expect(token).toMatch(/^[A-Za-z0-9_-]{72}$/);
    const read = signer.read(token);
    expect(read).toMatchObject({
      documentId: CLAIMS.documentId,
      expiresAt: CLAIMS.expiresAt,
      disposition: 'inline',
    });
    expect(read?.matches(CLAIMS.objectKey)).toBe(true);
    expect(read?.matches('owner/1700000000001-0123456789abcdef.pdf')).toBe(false);
  });

  it('are bound to every claim: changing any byte breaks the signature', () => {
    const bytes = Buffer.from(signer.sign(CLAIMS), 'base64url');
    for (let index = 1; index < bytes.length; index += 1) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 0x01;
      const read = signer.read(changed.toString('base64url'));
      expect(read?.matches(CLAIMS.objectKey) ?? false, `byte ${index}`).toBe(false);
    }
  });

  it('are not accepted from another key, another version, or a mangled spelling', () => {
    const token = signer.sign(CLAIMS);
    const other = createFileLinkSigner(Buffer.alloc(32, 4)).read(token);
    expect(other?.matches(CLAIMS.objectKey)).toBe(false);
    const versioned = Buffer.from(token, 'base64url');
    versioned[0] = 2;
    expect(signer.read(versioned.toString('base64url'))).toBeNull();
    expect(signer.read(`${token}A`)).toBeNull();
    expect(signer.read(`${token.slice(0, 40)}*${token.slice(41)}`)).toBeNull();
    expect(signer.read('')).toBeNull();
  });

  it('carry the attachment disposition', () => {
    const read = signer.read(signer.sign({ ...CLAIMS, disposition: 'attachment' }));
    expect(read?.disposition).toBe('attachment');
  });
});
