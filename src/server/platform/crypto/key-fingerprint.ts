import { createHmac } from 'node:crypto';

/**
 * A one-way fingerprint of a secret key: HMAC-SHA-256 keyed by the key over a fixed label. It
 * tells whether two keys are the same without revealing either, so it may be stored beside the
 * data (the database, a backup's manifest) and printed in messages.
 */
export function keyFingerprint(key: Buffer | string): string {
  return createHmac('sha256', key).update('nido key fingerprint v1').digest('hex');
}

/** The first 12 hex digits: enough to tell keys apart in a message. */
export function shortFingerprint(fingerprint: string): string {
  return fingerprint.slice(0, 12);
}
