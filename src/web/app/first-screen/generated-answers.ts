import { CATEGORIES } from '@shared/finance/categories';
import type { PageAnswers } from './first-screen-data';

const OWNER = '00000000-0000-4000-8000-000000000000';

/**
 * Answers shaped like a household's, made up (no household's data), for the server to render a
 * first screen once at start: V8 compiles the renderer's code on that run instead of during the
 * first visitor's (server/http/first-screen.ts).
 */
export function generatedAnswers(obligations: number): PageAnswers {
  const user = {
    id: OWNER,
    email: 'warm-up@nido.invalid',
    fullName: 'Warm Up',
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: false,
    accountType: 'primary',
    invitedBy: null,
    onboardingCompleted: true,
    isFirstLogin: false,
  };
  const expenses = Array.from({ length: obligations }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    ownerId: OWNER,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    category: CATEGORIES[index % CATEGORIES.length],
    vendor: `Vendor ${index + 1}`,
    costCents: 1_000 + index * 37,
    frequency: 'monthly',
  }));
  return {
    '/api/auth/session': { body: { user, signedOutReason: null }, etag: null },
    '/api/subscription': {
      body: {
        paymentRequired: false,
        active: true,
        planType: 'beta_free',
        status: 'active',
        currentPeriodStart: null,
        otherHouseholdsWithPlan: false,
      },
      etag: null,
    },
    '/api/family/sources': {
      body: {
        sources: [
          {
            id: OWNER,
            name: 'My Account',
            isSelf: true,
            role: 'owner',
            canWrite: true,
            canAdd: true,
            hasPlan: true,
          },
        ],
      },
      etag: null,
    },
    [`/api/expenses?owners=${OWNER}`]: { body: { expenses }, etag: null },
  };
}
