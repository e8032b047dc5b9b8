import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env';
import { keyFingerprint } from '../platform/crypto/key-fingerprint';
import { BackupError } from './backup-error';
import { ZStoredKeys, type TBackupManifest } from './manifest';

export type KeysInPlace = { authSecret: string | null; encryptionKey: Buffer | null };

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, 'secrets.json');
}

/**
 * The keys the server would start with (the environment first, then DATA_DIR/secrets.json), read
 * without generating any: a backup or a restore must never create keys of its own.
 */
export function readKeysInPlace(
  config: Pick<Config, 'dataDir' | 'authSecret' | 'encryptionKey'>,
): KeysInPlace {
  const file = secretsFile(config.dataDir);
  let stored: { authSecret: string; encryptionKey: string } | null = null;
  if (existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      parsed = null;
    }
    const result = ZStoredKeys.safeParse(parsed);
    if (!result.success) throw new BackupError(`${file} is damaged; put back a good copy first.`);
    stored = result.data;
  }
  const encryptionKey = config.encryptionKey ?? stored?.encryptionKey;
  return {
    authSecret: config.authSecret ?? stored?.authSecret ?? null,
    encryptionKey: encryptionKey ? Buffer.from(encryptionKey, 'base64') : null,
  };
}

export type KeyComparison = 'match' | 'mismatch' | 'absent';

/** Whether the keys in place are the ones the backup's data was sealed with. */
export function compareKeys(
  keys: KeysInPlace,
  manifest: TBackupManifest,
): { encryption: KeyComparison; auth: KeyComparison } {
  const compare = (key: Buffer | string | null, recorded: string | null): KeyComparison =>
    key === null
      ? 'absent'
      : recorded === null || keyFingerprint(key) === recorded
        ? 'match'
        : 'mismatch';
  return {
    encryption: compare(keys.encryptionKey, manifest.keys.encryptionKeyFingerprint),
    auth: compare(keys.authSecret, manifest.keys.authSecretFingerprint),
  };
}
