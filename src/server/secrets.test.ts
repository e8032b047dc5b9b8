import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from './env';
import { keepGeneratedSecrets, loadSecrets } from './secrets';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-secrets-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const local = () => ({
  nodeEnv: 'development' as const,
  dataDir,
  authSecret: undefined,
  encryptionKey: undefined,
});

describe('loadSecrets', () => {
  it('generates secrets once into DATA_DIR/secrets.json, readable by the owner only, and reuses them', () => {
    const first = loadSecrets(local());
    const file = path.join(dataDir, 'secrets.json');
    expect(first.generated).toBe(true);
    // Not written until the database has accepted them (sealing-keys.ts).
    expect(existsSync(file)).toBe(false);
    keepGeneratedSecrets(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.encryptionKey).toHaveLength(32);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadSecrets(local());
    expect(second.generated).toBe(false);
    expect(second.authSecret).toBe(first.authSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(first.authSecret);
  });

  it('prefers the environment', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const secrets = loadSecrets({ ...local(), authSecret: 'x'.repeat(40), encryptionKey: key });
    expect(secrets.authSecret).toBe('x'.repeat(40));
    expect(secrets.encryptionKey.toString('base64')).toBe(key);
  });

  it('refuses to start in production without them, naming what is missing', () => {
    expect(() => loadSecrets({ ...local(), nodeEnv: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadSecrets({ ...local(), nodeEnv: 'production', authSecret: 'y'.repeat(40) }),
    ).toThrow('ENCRYPTION_KEY must be set in production');
  });

  it('stops with a clear message when the file is damaged', () => {
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ authSecret: 'short' }));
    expect(() => loadSecrets(local())).toThrow(/secrets.json is damaged/);
  });

  it('stops with one clear line when the file cannot be read', () => {
    mkdirSync(path.join(dataDir, 'secrets.json'));
    expect(() => loadSecrets(local())).toThrow(
      `Nido cannot start: ${path.join(dataDir, 'secrets.json')} cannot be read (it is a folder). It must be readable by the user running Nido.`,
    );
  });

  it('stops with a clear message when the file is not JSON', () => {
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"authSecret": ');
    expect(() => loadSecrets(local())).toThrow(/secrets.json is damaged/);
  });
});
