import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { passwordHasher } from './password-hashing';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

describe('passwordHasher', () => {
  it('hashes at scrypt N=16384, r=16, p=1 (better-auth’s cost) in the standard setting', async () => {
    const stored = await passwordHasher('standard').hash('correct horse battery');
    const [salt = '', key = ''] = stored.split(':');
    const recomputed = await scryptAsync('correct horse battery', salt, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    });
    expect(recomputed.toString('hex')).toBe(key);
  });

  it('verifies a fast hash only where fast hashing is on, and only with the right password', async () => {
    const fast = passwordHasher('fast-for-tests');
    const stored = await fast.hash('correct horse battery');
    expect(stored.startsWith('fast-for-tests$')).toBe(true);
    expect(await fast.verify({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await fast.verify({ hash: stored, password: 'wrong horse battery' })).toBe(false);
    expect(
      await passwordHasher('standard').verify({ hash: stored, password: 'correct horse battery' }),
    ).toBe(false);
  });

  it('still verifies a standard hash when fast hashing is on', async () => {
    const stored = await passwordHasher('standard').hash('correct horse battery');
    const fast = passwordHasher('fast-for-tests');
    expect(await fast.verify({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await fast.verify({ hash: stored, password: 'another one entirely' })).toBe(false);
  });
});
