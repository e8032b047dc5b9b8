import { describe, expect, it } from 'vitest';
import { looksLikeItHoldsAPassword } from './password-rule';

describe('looksLikeItHoldsAPassword', () => {
  it.each([
    'Gmail password: hunter2',
    'pwd=Sunflower99',
    'Phone passcode 4821',
    'PIN: 0000',
    'Passphrase :  correct horse battery staple',
  ])('refuses %j', (text) => {
    expect(looksLikeItHoldsAPassword(text)).toBe(true);
  });

  it.each([
    'The passwords are in our password manager; Ana has emergency access.',
    'Password manager: Bitwarden, emergency access for Luis',
    'Ask Luis for the phone passcode.',
    'Pinterest account: close it',
  ])('accepts %j', (text) => {
    expect(looksLikeItHoldsAPassword(text)).toBe(false);
  });
});
