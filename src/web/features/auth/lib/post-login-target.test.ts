import { describe, expect, it } from 'vitest';
import { fromPath, postLoginTarget } from './post-login-target';

const primary = { accountType: 'primary', onboardingCompleted: true } as const;
const newcomer = { accountType: 'primary', onboardingCompleted: false } as const;
const guest = { accountType: 'guest', onboardingCompleted: false } as const;

describe('postLoginTarget (spec §4 "Login success")', () => {
  it('sends anyone with an invitation to the invitation handler', () => {
    expect(postLoginTarget(primary, { invitation: 'ab c', from: '/expenses' })).toBe(
      '/?invitation=ab%20c',
    );
    expect(postLoginTarget(newcomer, { invitation: 'abc', from: null })).toBe('/?invitation=abc');
  });

  it('sends guests where they were going, even without onboarding', () => {
    expect(postLoginTarget(guest, { invitation: null, from: '/loans?sort=cost' })).toBe(
      '/loans?sort=cost',
    );
    expect(postLoginTarget(guest, { invitation: null, from: null })).toBe('/dashboard');
  });

  it('sends users who finished onboarding to the from-path, else the dashboard', () => {
    expect(postLoginTarget(primary, { invitation: null, from: '/expenses' })).toBe('/expenses');
    expect(postLoginTarget(primary, { invitation: null, from: null })).toBe('/dashboard');
  });

  it('sends users who have not finished onboarding to /onboarding', () => {
    expect(postLoginTarget(newcomer, { invitation: null, from: '/expenses' })).toBe('/onboarding');
  });
});

describe('fromPath', () => {
  it('reads the guard’s from location', () => {
    expect(fromPath({ from: { pathname: '/expenses', search: '?q=1', hash: '' } })).toBe(
      '/expenses?q=1',
    );
  });

  it('ignores anything that is not a same-site path, or a sign-in screen', () => {
    expect(fromPath(null)).toBeNull();
    expect(fromPath({ from: '/expenses' })).toBeNull();
    expect(fromPath({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(fromPath({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(fromPath({ from: { pathname: '/login' } })).toBeNull();
  });
});
