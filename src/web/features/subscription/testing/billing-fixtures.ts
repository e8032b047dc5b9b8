import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import type { TBillingOverview } from '@shared/subscription/billing-api';

/** GET /api/subscription when payment is required and the household has no plan. */
export const NO_PLAN: TSubscriptionStatus = {
  paymentRequired: true,
  active: false,
  planType: null,
  status: null,
  currentPeriodStart: null,
  otherHouseholdsWithPlan: false,
};

/** GET /api/subscription/billing for a primary user with no plan, payments set up. */
export function billingOverview(overrides: Partial<TBillingOverview> = {}): TBillingOverview {
  return {
    paymentsConfigured: true,
    planType: null,
    status: null,
    active: false,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    canManageBilling: false,
    canPurchase: true,
    canSwitchToLifetime: false,
    ...overrides,
  };
}
