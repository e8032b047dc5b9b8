import type { TPaymentSetting } from '@shared/subscription/billing-api';

export const ACTIVE_STATUSES = new Set(['active', 'trialing']);

/**
 * Whether a subscription row gives access (the status route, the guard, invitations): Stripe's
 * active or trialing, except a free beta plan once payment is required and the admin chose to
 * ask beta_free users to subscribe.
 */
export function isSubscriptionActive(
  row: { planType: string; status: string } | undefined,
  setting: TPaymentSetting,
): boolean {
  if (!row || !ACTIVE_STATUSES.has(row.status)) return false;
  const betaFreeEnded = setting.enabled && setting.existingBetaFree === 'require_subscription';
  return !(row.planType === 'beta_free' && betaFreeEnded);
}

/**
 * A paid plan that buying another would duplicate: Lifetime, or an Annual plan that is not
 * ending (a past-due one is fixed in the customer portal, not by a second subscription).
 */
export function paidPlanInTheWay(
  row: { planType: string; status: string; cancelAtPeriodEnd: boolean } | undefined,
): 'lifetime' | 'annual' | null {
  if (!row) return null;
  if (row.planType === 'lifetime' && ACTIVE_STATUSES.has(row.status)) return 'lifetime';
  const live = ACTIVE_STATUSES.has(row.status) || row.status === 'past_due';
  if (row.planType === 'annual' && live && !row.cancelAtPeriodEnd) return 'annual';
  return null;
}
