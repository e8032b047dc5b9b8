import { describe, expect, it } from 'vitest';
import { selectorFooter, selectorLabel } from './family-selector';
import { defaultSelection } from '@web/lib/owner-selection';
import type { TSessionUser } from '@shared/auth/session-view';

const me = { id: 'me', name: 'My Account', isSelf: true };
const mom = { id: 'mom', name: 'Rosa Diaz', isSelf: false };
const user = (patch: Partial<TSessionUser>): TSessionUser => ({
  id: 'me',
  email: 'me@example.com',
  fullName: 'Me',
  emailVerified: true,
  twoFactorEnabled: false,
  isAdmin: false,
  accountType: 'primary',
  invitedBy: null,
  onboardingCompleted: true,
  isFirstLogin: false,
  ...patch,
});

describe('family selector texts (spec §2)', () => {
  it('names the one source, counts several, or asks', () => {
    expect(selectorLabel([me, mom], ['me'])).toBe('My Account');
    expect(selectorLabel([me, mom], ['me', 'mom'])).toBe('2 sources selected');
    expect(selectorLabel([me, mom], [])).toBe('Select data to view');
  });

  it('says what is being viewed', () => {
    expect(selectorFooter([me, mom], ['mom'])).toBe('Viewing: Rosa Diaz');
    expect(selectorFooter([me, mom], ['me', 'mom'])).toBe(
      'Viewing merged data from: My Account, Rosa Diaz',
    );
  });
});

describe('defaultSelection (spec §4 "Family view")', () => {
  it('is the own household by default', () => {
    expect(defaultSelection(user({}), [me])).toEqual(['me']);
  });

  it("is only the inviter's for a guest, and both for a primary user with an inviter", () => {
    expect(defaultSelection(user({ accountType: 'guest', invitedBy: 'mom' }), [me, mom])).toEqual([
      'mom',
    ]);
    expect(defaultSelection(user({ invitedBy: 'mom' }), [me, mom])).toEqual(['me', 'mom']);
  });

  it('ignores an inviter the user is no longer connected to', () => {
    expect(defaultSelection(user({ invitedBy: 'mom' }), [me])).toEqual(['me']);
  });
});
