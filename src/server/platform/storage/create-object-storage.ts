import path from 'node:path';
import { ConfigError } from '../../env';
import { createEnvelopeCipher } from '../crypto/envelope-encryption';
import { EncryptedObjectStorage } from './encrypted-object-storage';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage, type S3Settings } from './s3-object-storage';

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3 settings when S3_ENDPOINT, S3_BUCKET and both credentials are set; undefined when none
 * is. Some but not all of them is a mistake that would otherwise send documents to the local disk
 * unnoticed, so it stops the start with the missing names instead.
 */
export function readS3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `Nido cannot start: invalid configuration\n  ${missing.join(', ')}: must be set too when ` +
        `any of ${REQUIRED.join(', ')} is set`,
    );
  const endpoint = value('S3_ENDPOINT') ?? '';
  if (!/^https?:\/\/[^/]/.test(endpoint))
    throw new ConfigError(
      'Nido cannot start: invalid configuration\n  S3_ENDPOINT: must be an http:// or https:// URL',
    );
  return {
    endpoint,
    bucket: value('S3_BUCKET') ?? '',
    region: value('S3_REGION') ?? 'us-east-1',
    accessKeyId: value('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: value('S3_SECRET_ACCESS_KEY') ?? '',
  };
}

/**
 * Document storage for the app: an S3-compatible bucket when configured, else DATA_DIR/files,
 * always behind the encrypting wrapper so no caller can store a plaintext document by mistake.
 */
export function createObjectStorage(options: {
  dataDir: string;
  /** The 32-byte master key; it wraps each file's own key and is never stored with the files. */
  encryptionKey: Buffer;
  env?: NodeJS.ProcessEnv;
}): ObjectStorage {
  const s3 = readS3Settings(options.env);
  const backend = s3
    ? new S3ObjectStorage(s3)
    : new LocalObjectStorage(path.join(options.dataDir, 'files'));
  return new EncryptedObjectStorage(backend, createEnvelopeCipher(options.encryptionKey));
}
