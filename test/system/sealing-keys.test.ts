import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { assets, keyFingerprints, users } from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { keyFingerprint } from '@server/platform/crypto/key-fingerprint';
import { checkSealingKeys, SealingKeyMismatchError } from '@server/sealing-keys';
import type { Secrets } from '@server/secrets';
import { createTestDatabase } from '@test/harness/test-database';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const FILE = path.join('/srv/nido-data', 'secrets.json');

function secrets(overrides: Partial<Secrets> = {}): Secrets {
  return {
    authSecret: randomBytes(48).toString('base64'),
    encryptionKey: randomBytes(32),
    file: FILE,
    sources: { AUTH_SECRET: 'file', ENCRYPTION_KEY: 'file' },
    generated: false,
    ...overrides,
  };
}

async function sealAccountNumber(key: Buffer): Promise<void> {
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Ada Owner', email: `ada-${randomBytes(4).toString('hex')}@example.com` })
    .returning({ id: users.id });
  await database.db.insert(assets).values({
    userId: user!.id,
    type: 'checking',
    institutionName: 'First Bank',
    accountName: 'Everyday',
    accountNumberSealed: createFieldCipher(key).encrypt('000123456789'),
    accountNumberLast4: '6789',
  });
}

async function recorded(purpose: string): Promise<string | undefined> {
  const [row] = await database.db
    .select()
    .from(keyFingerprints)
    .where(eq(keyFingerprints.purpose, purpose));
  return row?.fingerprint;
}

describe('checkSealingKeys', () => {
  it('records the fingerprints of the keys in use, never the keys', async () => {
    const keys = secrets();
    await checkSealingKeys(database.db, keys);
    expect(await recorded('encryption')).toBe(keyFingerprint(keys.encryptionKey));
    expect(await recorded('auth')).toBe(keyFingerprint(keys.authSecret));
    const stored = JSON.stringify(await database.db.select().from(keyFingerprints));
    expect(stored).not.toContain(keys.encryptionKey.toString('base64'));
    expect(stored).not.toContain(keys.authSecret);
    // The same keys start again.
    await expect(checkSealingKeys(database.db, keys)).resolves.toBeUndefined();
  });

  it('refuses a lost secrets file when account numbers were sealed with the old key, naming what to restore', async () => {
    const original = secrets();
    await checkSealingKeys(database.db, original);
    await sealAccountNumber(original.encryptionKey);

    const replacement = secrets({ generated: true });
    const failure = checkSealingKeys(database.db, replacement);
    await expect(failure).rejects.toBeInstanceOf(SealingKeyMismatchError);
    await expect(failure).rejects.toThrow(
      `Restore ${FILE} from the backup that belongs to this data`,
    );
    // Nothing changed: the original key still opens the data.
    expect(await recorded('encryption')).toBe(keyFingerprint(original.encryptionKey));
    await expect(checkSealingKeys(database.db, original)).resolves.toBeUndefined();
  });

  it('refuses another ENCRYPTION_KEY from the environment, naming the variable', async () => {
    const original = secrets();
    await checkSealingKeys(database.db, original);
    await sealAccountNumber(original.encryptionKey);
    await expect(
      checkSealingKeys(
        database.db,
        secrets({
          authSecret: original.authSecret,
          sources: { AUTH_SECRET: 'environment', ENCRYPTION_KEY: 'environment' },
        }),
      ),
    ).rejects.toThrow(/the ENCRYPTION_KEY in use \(fingerprint [0-9a-f]{12}\) is another key/);
  });

  it('accepts new keys while nothing is sealed with the old ones', async () => {
    await checkSealingKeys(database.db, secrets());
    const fresh = secrets({ generated: true });
    await checkSealingKeys(database.db, fresh);
    expect(await recorded('encryption')).toBe(keyFingerprint(fresh.encryptionKey));
  });

  it('tries the key on a database sealed before fingerprints were recorded', async () => {
    const original = secrets();
    await sealAccountNumber(original.encryptionKey);
    await expect(checkSealingKeys(database.db, secrets())).rejects.toBeInstanceOf(
      SealingKeyMismatchError,
    );
    await checkSealingKeys(database.db, original);
    expect(await recorded('encryption')).toBe(keyFingerprint(original.encryptionKey));
  });
});
