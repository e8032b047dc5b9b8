import { describe, expect, it } from 'vitest';
import { verificationRedirectTarget } from './verification-redirect';

describe('verificationRedirectTarget', () => {
  it.each([
    ['', '#access_token=abc&type=signup', '/email-confirmed#access_token=abc&type=signup'],
    [
      '',
      '#error=access_denied&error_code=otp_expired',
      '/email-confirmed#error=access_denied&error_code=otp_expired',
    ],
    ['', '#token_hash=xyz', '/email-confirmed#token_hash=xyz'],
    ['?token=abc&type=signup', '', '/email-confirmed?token=abc&type=signup'],
  ])('sends %s%s to %s', (search, hash, target) => {
    expect(verificationRedirectTarget(search, hash)).toBe(target);
  });

  it.each([
    ['', ''],
    ['?utm_source=mail', ''],
    ['?token=abc', ''],
    ['?token=abc&type=recovery', ''],
    ['', '#pricing'],
  ])('leaves %s%s on the landing page', (search, hash) => {
    expect(verificationRedirectTarget(search, hash)).toBeNull();
  });
});
