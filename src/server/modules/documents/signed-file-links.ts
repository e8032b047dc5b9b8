import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type FileDisposition = 'inline' | 'attachment';

/** What a link grants: one stored object of one document, until `expiresAt` (epoch seconds). */
export type FileLinkClaims = {
  documentId: string;
  objectKey: string;
  expiresAt: number;
  disposition: FileDisposition;
};

/** A token that decoded; its MAC is checked against the object key the document has now. */
export type ReadFileLink = Omit<FileLinkClaims, 'objectKey'> & {
  matches(objectKey: string): boolean;
};

/*
 * Token layout (54 bytes, 72 base64url characters, no padding):
 *   0   1  version = 1
 *   1  16  document id (uuid bytes)
 *  17   4  expiry, epoch seconds, big-endian
 *  21   1  disposition: 0 inline, 1 attachment
 *  22  32  HMAC-SHA256 over bytes 0–21 and the object key
 *
 * The object key is signed but not carried: a link is only good for the object the document
 * pointed to when it was issued, and the token reveals nothing about where files are stored.
 */
const VERSION = 1;
const CLAIM_BYTES = 22;
const MAC_BYTES = 32;
const TOKEN_BYTES = CLAIM_BYTES + MAC_BYTES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and reads the capability tokens of /api/files/{token} (spec §7 signed URLs). The MAC key
 * is derived from the master key for this one purpose, so it is never a key that encrypts data.
 */
export function createFileLinkSigner(masterKey: Buffer) {
  const key = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'nido signed file links v1', 32),
  );
  const macOf = (claims: Buffer, objectKey: string) =>
    createHmac('sha256', key).update(claims).update(objectKey, 'utf8').digest();

  return {
    sign(claims: FileLinkClaims): string {
      if (!UUID.test(claims.documentId)) throw new Error('A document id must be a uuid');
      const bytes = Buffer.alloc(CLAIM_BYTES);
      bytes.writeUInt8(VERSION, 0);
      Buffer.from(claims.documentId.replaceAll('-', ''), 'hex').copy(bytes, 1);
      bytes.writeUInt32BE(claims.expiresAt, 17);
      bytes.writeUInt8(claims.disposition === 'inline' ? 0 : 1, 21);
      return Buffer.concat([bytes, macOf(bytes, claims.objectKey)]).toString('base64url');
    },

    /** The token's claims, or null when it is not one of ours (wrong length, alphabet, version). */
    read(token: string): ReadFileLink | null {
      const bytes = Buffer.from(token, 'base64url');
      // Node skips characters outside the alphabet; only the canonical spelling is a token.
      if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
      if (bytes.readUInt8(0) !== VERSION || bytes.readUInt8(21) > 1) return null;
      const claims = bytes.subarray(0, CLAIM_BYTES);
      const mac = bytes.subarray(CLAIM_BYTES);
      const hex = bytes.subarray(1, 17).toString('hex');
      return {
        documentId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
        expiresAt: bytes.readUInt32BE(17),
        disposition: bytes.readUInt8(21) === 0 ? 'inline' : 'attachment',
        matches: (objectKey) => timingSafeEqual(mac, macOf(claims, objectKey)),
      };
    },
  };
}

export type FileLinkSigner = ReturnType<typeof createFileLinkSigner>;
