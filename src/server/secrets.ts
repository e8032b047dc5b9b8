import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, type Config } from './env';

export type Secrets = {
  /** Signs session cookies and auth tokens. */
  authSecret: string;
  /** 32 bytes; wraps the per-object keys of encrypted files and fields. */
  encryptionKey: Buffer;
};

const ZStoredSecrets = z.object({
  authSecret: z.string().min(32),
  encryptionKey: z.string().min(40),
});

/**
 * Secrets come from the environment. A local run without them generates them once into
 * DATA_DIR/secrets.json (readable by the owner only) so that `npm start` needs no set-up; in
 * production a missing secret is a start-up error, because a generated one would live beside the
 * data it protects.
 */
export function loadSecrets(
  config: Pick<Config, 'nodeEnv' | 'dataDir' | 'authSecret' | 'encryptionKey'>,
): Secrets {
  if (config.authSecret && config.encryptionKey) {
    return {
      authSecret: config.authSecret,
      encryptionKey: Buffer.from(config.encryptionKey, 'base64'),
    };
  }
  if (config.nodeEnv === 'production') {
    const missing = [
      !config.authSecret && 'AUTH_SECRET',
      !config.encryptionKey && 'ENCRYPTION_KEY',
    ].filter(Boolean);
    throw new ConfigError(`Nido cannot start: ${missing.join(' and ')} must be set in production.`);
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: z.infer<typeof ZStoredSecrets>;
  if (existsSync(file)) {
    const parsed = ZStoredSecrets.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new ConfigError(`Nido cannot start: ${file} is damaged. Restore it from a backup.`);
    stored = parsed.data;
  } else {
    stored = {
      authSecret: randomBytes(48).toString('base64'),
      encryptionKey: randomBytes(32).toString('base64'),
    };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
  }
  return {
    authSecret: config.authSecret ?? stored.authSecret,
    encryptionKey: Buffer.from(config.encryptionKey ?? stored.encryptionKey, 'base64'),
  };
}
