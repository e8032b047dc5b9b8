import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';

/** Onboarding as the server keeps it for an account that has not started. */
export function onboardingState(overrides: Partial<TOnboardingState> = {}): TOnboardingState {
  return {
    step: 0,
    householdName: null,
    homeState: null,
    priorities: [],
    completedAreas: [],
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

/** The Rivera household after onboarding: two priorities chosen, Documents already done. */
export function finishedOnboarding(overrides: Partial<TOnboardingState> = {}): TOnboardingState {
  return onboardingState({
    step: 2,
    householdName: 'The Rivera family',
    homeState: 'CA',
    priorities: ['documents', 'advisors'],
    completedAreas: ['documents'],
    startedAt: '2026-03-01T12:00:00.000Z',
    completedAt: '2026-03-01T12:05:00.000Z',
    ...overrides,
  });
}

/** GET /api/subscription for a household on the free beta. */
export const FREE_BETA: TSubscriptionStatus = {
  paymentRequired: false,
  active: true,
  planType: 'beta_free',
  status: 'active',
  currentPeriodStart: '2026-03-02T12:00:00.000Z',
  otherHouseholdsWithPlan: false,
};
