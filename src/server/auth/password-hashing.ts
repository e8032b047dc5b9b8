import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How passwords are hashed. `standard` is better-auth's own scrypt (N=16384, r=16, p=1: about
 * 0.1 s and 32 MB a hash, on purpose). `fast-for-tests` is scrypt at a cost a test suite can pay
 * thousands of times; env.ts refuses it in production, and its hashes carry a prefix that
 * the standard verifier never accepts, so a password stored under it cannot sign in elsewhere.
 */
export type PasswordHashing = 'standard' | 'fast-for-tests';

type Hasher = {
  hash: (password: string) => Promise<string>;
  verify: (stored: { hash: string; password: string }) => Promise<boolean>;
};

const FAST_PREFIX = 'fast-for-tests$';
const FAST_COST = { N: 16, r: 1, p: 1 } as const;
const KEY_LENGTH = 64;

function fastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, FAST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const standard: Hasher = {
  hash: hashPassword,
  verify: ({ hash, password }) => verifyPassword({ hash, password }),
};

const fastForTests: Hasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${FAST_PREFIX}${salt}:${(await fastKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    // A hash made at the standard cost (a fixture, a demo user) still verifies in tests.
    if (!hash.startsWith(FAST_PREFIX)) return standard.verify({ hash, password });
    const [salt = '', key = ''] = hash.slice(FAST_PREFIX.length).split(':');
    const expected = Buffer.from(key, 'hex');
    const actual = await fastKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export function passwordHasher(hashing: PasswordHashing): Hasher {
  return hashing === 'fast-for-tests' ? fastForTests : standard;
}
