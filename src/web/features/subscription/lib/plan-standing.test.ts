import { describe, expect, it } from 'vitest';
import { billingOverview } from '../testing/billing-fixtures';
import { buyablePlans, planStanding } from './plan-standing';

const REQUIRED = { paymentRequired: true };
const NOT_REQUIRED = { paymentRequired: false };

describe('planStanding and buyablePlans', () => {
  it('an overdue annual plan still in its grace period keeps access and offers no second plan', () => {
    const billing = billingOverview({ planType: 'annual', status: 'past_due', active: true });
    const standing = planStanding(REQUIRED, billing);
    expect(standing).toEqual({ kind: 'past-due', plan: 'annual', paused: false });
    expect(buyablePlans(standing, billing)).toEqual([]);
  });

  it('an overdue plan without access is paused', () => {
    const billing = billingOverview({ planType: 'annual', status: 'past_due' });
    expect(planStanding(REQUIRED, billing)).toEqual({
      kind: 'past-due',
      plan: 'annual',
      paused: true,
    });
  });

  it('a free beta an admin kept is active, and either plan may still be bought', () => {
    const billing = billingOverview({ planType: 'beta_free', status: 'active', active: true });
    const standing = planStanding(REQUIRED, billing);
    expect(standing).toEqual({ kind: 'active', plan: 'beta_free', renewsOn: null });
    expect(buyablePlans(standing, billing)).toEqual(['annual', 'lifetime']);
  });

  it('while payment is not required nothing is offered, whatever the plan row says', () => {
    for (const billing of [
      billingOverview({ planType: 'beta_free', status: 'active', active: true }),
      billingOverview({ planType: 'annual', status: 'canceled' }),
      billingOverview(),
    ]) {
      const standing = planStanding(NOT_REQUIRED, billing);
      expect(standing).toEqual({ kind: 'beta' });
      expect(buyablePlans(standing, billing)).toEqual([]);
    }
  });

  it('a paid plan bought while payment is not required still shows as that plan', () => {
    const billing = billingOverview({ planType: 'lifetime', status: 'active', active: true });
    const standing = planStanding(NOT_REQUIRED, billing);
    expect(standing).toEqual({ kind: 'active', plan: 'lifetime', renewsOn: null });
    expect(buyablePlans(standing, billing)).toEqual([]);
  });

  it('an ended annual plan offers both plans; nothing is offered to someone who may not buy', () => {
    const ended = billingOverview({ planType: 'annual', status: 'canceled' });
    const standing = planStanding(REQUIRED, ended);
    expect(standing).toEqual({ kind: 'ended', plan: 'annual' });
    expect(buyablePlans(standing, ended)).toEqual(['annual', 'lifetime']);
    expect(buyablePlans(standing, { ...ended, canPurchase: false })).toEqual([]);
  });
});
