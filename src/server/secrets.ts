import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, type Config } from './env';

export type Secrets = {
  /** Signs session cookies and auth tokens; seals two-factor secrets. */
  authSecret: string;
  /** 32 bytes; wraps the per-object keys of encrypted files and fields. */
  encryptionKey: Buffer;
  /** DATA_DIR/secrets.json, where local secrets are kept. */
  file: string;
  /** Where each secret came from, for messages that say what to restore. */
  sources: Record<'AUTH_SECRET' | 'ENCRYPTION_KEY', 'environment' | 'file'>;
  /** Made by this start because secrets.json did not exist; not written until kept. */
  generated: boolean;
};

const ZStoredSecrets = z.object({
  authSecret: z.string().min(32),
  encryptionKey: z.string().min(40),
});
type StoredSecrets = z.infer<typeof ZStoredSecrets>;

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  EIO: 'an input/output error',
};

/** The stored secrets, null when the file does not exist; anything else stops the start. */
function readStoredSecrets(file: string): StoredSecrets | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT') return null;
    throw new ConfigError(
      `Nido cannot start: ${file} cannot be read (${REASONS[code] ?? code}). It must be readable by the user running Nido.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = ZStoredSecrets.safeParse(json);
  if (!parsed.success)
    throw new ConfigError(`Nido cannot start: ${file} is damaged. Restore it from a backup.`);
  return parsed.data;
}

/**
 * Secrets come from the environment. A local run without them uses DATA_DIR/secrets.json, or
 * makes new ones when it does not exist; those are written only by keepGeneratedSecrets, after the
 * database has accepted them (a lost file must not be silently replaced: see sealing-keys.ts). In
 * production a missing secret is a start-up error, because a generated one would live beside the
 * data it protects.
 */
export function loadSecrets(
  config: Pick<Config, 'nodeEnv' | 'dataDir' | 'authSecret' | 'encryptionKey'>,
): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  if (config.authSecret && config.encryptionKey) {
    return {
      authSecret: config.authSecret,
      encryptionKey: Buffer.from(config.encryptionKey, 'base64'),
      file,
      sources: { AUTH_SECRET: 'environment', ENCRYPTION_KEY: 'environment' },
      generated: false,
    };
  }
  if (config.nodeEnv === 'production') {
    const missing = [
      !config.authSecret && 'AUTH_SECRET',
      !config.encryptionKey && 'ENCRYPTION_KEY',
    ].filter(Boolean);
    throw new ConfigError(`Nido cannot start: ${missing.join(' and ')} must be set in production.`);
  }
  const stored = readStoredSecrets(file);
  const local = stored ?? {
    authSecret: randomBytes(48).toString('base64'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  return {
    authSecret: config.authSecret ?? local.authSecret,
    encryptionKey: Buffer.from(config.encryptionKey ?? local.encryptionKey, 'base64'),
    file,
    sources: {
      AUTH_SECRET: config.authSecret ? 'environment' : 'file',
      ENCRYPTION_KEY: config.encryptionKey ? 'environment' : 'file',
    },
    generated: stored === null,
  };
}

/** Writes newly made secrets to secrets.json, readable by the owner only. */
export function keepGeneratedSecrets(secrets: Secrets): void {
  if (!secrets.generated) return;
  // Both values are stored even when one came from the environment, as before: the file then
  // still opens the data if that variable is dropped later.
  const stored: StoredSecrets = {
    authSecret: secrets.authSecret,
    encryptionKey: secrets.encryptionKey.toString('base64'),
  };
  writeFileSync(secrets.file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
}
