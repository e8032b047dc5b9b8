import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-context';

describe('loggedPath', () => {
  it('keeps secrets in a path out of the access log', () => {
    expect(loggedPath('/api/invitations/K7M2P9Q4R8TX')).toBe('/api/invitations/[redacted]');
    expect(loggedPath('/api/files/eyJhbGciOi.abc')).toBe('/api/files/[redacted]');
    expect(loggedPath('/api/family/invitations/accept')).toBe('/api/family/invitations/accept');
    expect(loggedPath('/api/expenses')).toBe('/api/expenses');
  });
});
