import type { TSessionUser } from '@shared/auth/session-view';

/** A signed-in primary account that has finished onboarding; tests override what they are about. */
export function sessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: 'user-1',
    email: 'maria@example.com',
    fullName: 'Maria Rivera',
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: false,
    accountType: 'primary',
    invitedBy: null,
    onboardingCompleted: true,
    isFirstLogin: false,
    ...overrides,
  };
}
