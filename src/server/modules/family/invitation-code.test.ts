import { describe, expect, it } from 'vitest';
import { isInvitationId, isWellFormedId, newInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are 12 unambiguous characters and differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newInvitationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });

  it('tell ids (with hyphens) from codes', () => {
    expect(isInvitationId('5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c')).toBe(true);
    expect(isInvitationId('K7M2P9Q4R8TX')).toBe(false);
    expect(isWellFormedId('5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c')).toBe(true);
    expect(isWellFormedId('not-an-id')).toBe(false);
  });
});
