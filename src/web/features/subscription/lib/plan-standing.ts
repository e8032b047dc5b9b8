import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import {
  PAID_PLANS,
  type TBillingOverview,
  type TPaidPlan,
} from '@shared/subscription/billing-api';

/** Where a primary user's household stands, as the plans page tells it. */
export type PlanStanding =
  /** Payment is not required on this server: everyone is on the free beta. */
  | { kind: 'beta' }
  /** A plan with access: a paid one, or a free beta an admin kept while payment is required. */
  | { kind: 'active'; plan: string; renewsOn: string | null }
  /** An annual plan canceled in the portal: access lasts until the period's end. */
  | { kind: 'ending'; plan: TPaidPlan; endsOn: string | null }
  /**
   * A renewal failed; Stripe retries, and the card can be changed in the portal. `paused` when
   * the household has lost access meanwhile (payment is required and the plan is not active).
   */
  | { kind: 'past-due'; plan: string; paused: boolean }
  | { kind: 'ended'; plan: string }
  | { kind: 'refunded'; plan: string }
  | { kind: 'none' };

function isPaidPlan(plan: string | null): plan is TPaidPlan {
  return (PAID_PLANS as readonly string[]).includes(plan ?? '');
}

/**
 * The plan, its state and the period come from the billing overview (one answer, so they agree);
 * only whether payment is required comes from the status the household guard also reads.
 */
export function planStanding(
  status: Pick<TSubscriptionStatus, 'paymentRequired'>,
  billing: TBillingOverview,
): PlanStanding {
  const { planType: plan, status: state } = billing;
  const paidPlan = isPaidPlan(plan) ? plan : null;
  if (plan && state === 'past_due' && (billing.active || status.paymentRequired))
    return { kind: 'past-due', plan, paused: !billing.active };
  if (billing.active && plan) {
    if (paidPlan === 'annual' && billing.cancelAtPeriodEnd)
      return { kind: 'ending', plan: paidPlan, endsOn: billing.currentPeriodEnd };
    if (paidPlan || status.paymentRequired)
      return {
        kind: 'active',
        plan,
        renewsOn: paidPlan === 'annual' ? billing.currentPeriodEnd : null,
      };
  }
  if (!status.paymentRequired) return { kind: 'beta' };
  // The admin asked free beta users to subscribe when payment became required.
  if (plan === 'beta_free') return { kind: 'ended', plan };
  if (plan && state === 'refunded') return { kind: 'refunded', plan };
  if (paidPlan && state) return { kind: 'ended', plan: paidPlan };
  return { kind: 'none' };
}

/**
 * Which plans this person may buy now. The server refuses (409) a second paid plan while one is
 * held; the page offers only what it would accept: nothing for a lifetime plan or an annual one
 * that renews or is overdue (the portal fixes that), Lifetime alone beside an annual plan that is
 * ending. While payment is not required there is nothing to pay, so nothing is offered.
 */
export function buyablePlans(standing: PlanStanding, billing: TBillingOverview): TPaidPlan[] {
  if (!billing.canPurchase) return [];
  switch (standing.kind) {
    case 'beta':
    case 'past-due':
      return [];
    case 'active':
      return isPaidPlan(standing.plan) ? [] : [...PAID_PLANS];
    case 'ending':
      return PAID_PLANS.filter((plan) => plan !== standing.plan);
    case 'ended':
    case 'refunded':
    case 'none':
      return [...PAID_PLANS];
  }
}
