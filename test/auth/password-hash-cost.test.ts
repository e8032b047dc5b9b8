import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@server/db/schema';
import { newUser } from '@test/harness/accounts';
import { createTestApp, type TestApp } from '@test/harness/test-app';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// The rest of the suite hashes at a trivial cost (test-app.ts); this file runs the app as
// production configures it, so a change that weakened the real hashing would fail here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: 'standard' });
});
afterAll(() => t.close());

async function storedHash(userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.password ?? '';
}

describe('password hashing as production runs it', () => {
  it('stores scrypt at N=16384, r=16, p=1 and signs in with it', async () => {
    const user = await newUser(t);
    const stored = await storedHash(user.id);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt = '', key = ''] = stored.split(':');
    const recomputed = await scryptAsync(user.password, salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    });
    expect(recomputed.toString('hex')).toBe(key);

    await user.client.post('/api/auth/sign-out', {});
    const signIn = await user.client.post('/api/auth/sign-in', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
  });
});
