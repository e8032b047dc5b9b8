import { describe, expect, it } from 'vitest';
import { assertValidObjectKey, InvalidObjectKeyError, newObjectKey } from './object-key';

const USER = '7d1e8f0a-3b2c-4d5e-8f9a-0b1c2d3e4f5a';

describe('object keys', () => {
  it('are {userId}/{timestamp}-{random}.{ext} from the verified type', () => {
    const key = newObjectKey(USER, 'pdf', new Date(1_750_000_000_000));
    expect(key).toMatch(new RegExp(`^${USER}/1750000000000-[0-9a-f]{16}\\.pdf$`));
    expect(() => assertValidObjectKey(key)).not.toThrow();
  });

  it('differ for files stored in the same millisecond', () => {
    const now = new Date();
    const keys = new Set(Array.from({ length: 100 }, () => newObjectKey(USER, 'png', now)));
    expect(keys.size).toBe(100);
  });

  it('refuse a user id that could change the path', () => {
    for (const userId of ['', '..', 'a/b', '../etc', 'a.b', 'x'.repeat(200)])
      expect(() => newObjectKey(userId, 'pdf')).toThrow(InvalidObjectKeyError);
  });

  it.each(['a', 'user/1.pdf', 'u_1/2024/x-y.docx', 'A.B-c_d/e'])('accept %s', (key) => {
    expect(() => assertValidObjectKey(key)).not.toThrow();
  });

  it.each([
    '',
    '/etc/passwd',
    '../secrets.json',
    'user/../../secrets.json',
    'user/..',
    'user/./x',
    'user//x',
    'user/x/',
    'user\\..\\x',
    'C:/x',
    'user/x y.pdf',
    'user/x%2e%2e',
    'user/\u00e9.pdf',
    'user/x\u0000.pdf',
    'a'.repeat(513),
  ])('refuse %j', (key) => {
    expect(() => assertValidObjectKey(key)).toThrow(InvalidObjectKeyError);
  });
});
