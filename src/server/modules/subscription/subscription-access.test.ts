import { describe, expect, it } from 'vitest';
import type { TPaymentSetting } from '@shared/subscription/billing-api';
import { isSubscriptionActive, paidPlanInTheWay } from './subscription-access';

const OFF: TPaymentSetting = { enabled: false, existingBetaFree: 'require_subscription' };
const ON_KEEP: TPaymentSetting = { enabled: true, existingBetaFree: 'keep' };
const ON_REQUIRE: TPaymentSetting = { enabled: true, existingBetaFree: 'require_subscription' };

describe('isSubscriptionActive', () => {
  it('takes active and trialing, and nothing else', () => {
    for (const status of ['active', 'trialing'])
      expect(isSubscriptionActive({ planType: 'annual', status }, ON_KEEP)).toBe(true);
    for (const status of ['past_due', 'canceled', 'unpaid', 'incomplete', 'refunded', 'paused'])
      expect(isSubscriptionActive({ planType: 'annual', status }, ON_KEEP)).toBe(false);
    expect(isSubscriptionActive(undefined, OFF)).toBe(false);
  });

  it("ends beta_free only while payment is required and the admin chose 'require_subscription'", () => {
    const betaFree = { planType: 'beta_free', status: 'active' };
    expect(isSubscriptionActive(betaFree, OFF)).toBe(true);
    expect(isSubscriptionActive(betaFree, ON_KEEP)).toBe(true);
    expect(isSubscriptionActive(betaFree, ON_REQUIRE)).toBe(false);
    expect(isSubscriptionActive({ planType: 'lifetime', status: 'active' }, ON_REQUIRE)).toBe(true);
  });
});

describe('paidPlanInTheWay', () => {
  const row = (planType: string, status: string, cancelAtPeriodEnd = false) => ({
    planType,
    status,
    cancelAtPeriodEnd,
  });

  it('is Lifetime while it lasts, and Annual unless it is ending', () => {
    expect(paidPlanInTheWay(row('lifetime', 'active'))).toBe('lifetime');
    expect(paidPlanInTheWay(row('lifetime', 'refunded'))).toBeNull();
    expect(paidPlanInTheWay(row('annual', 'active'))).toBe('annual');
    expect(paidPlanInTheWay(row('annual', 'past_due'))).toBe('annual');
    expect(paidPlanInTheWay(row('annual', 'active', true))).toBeNull();
    expect(paidPlanInTheWay(row('annual', 'canceled'))).toBeNull();
    expect(paidPlanInTheWay(row('beta_free', 'active'))).toBeNull();
    expect(paidPlanInTheWay(undefined)).toBeNull();
  });
});
