import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '@test/harness/accounts';
import { newGuest } from '@test/harness/family';
import {
  buy,
  createBillingTestApp,
  overviewOf,
  pay,
  startCheckout,
  statusOf,
  subscriptionRow,
  type BillingWorld,
} from './billing-harness';

// Issue 40: an Annual plan moves to Lifetime from the subscription screen.
let world: BillingWorld;
beforeAll(async () => {
  world = await createBillingTestApp();
});
afterAll(() => world.close());

describe('switching from Annual to Lifetime', () => {
  it('sells Lifetime to the Annual customer; once paid, Annual is canceled at once and never renews', async () => {
    const user = await newUser(world.t);
    const annualSession = await buy(world, user, 'annual');
    const annual = world.fake.store.findSubscription({ checkoutSessionId: annualSession })!;
    expect(await overviewOf(user)).toMatchObject({ canPurchase: false, canSwitchToLifetime: true });
    // A second Annual is still refused.
    expect((await user.client.post('/api/subscription/checkout', { plan: 'annual' })).status).toBe(
      409,
    );

    const lifetimeSession = await startCheckout(user, 'lifetime');
    expect(world.fake.store.sessions.get(lifetimeSession)).toMatchObject({
      mode: 'payment',
      customer: annual.customer,
      metadata: { plan: 'lifetime', userId: user.id },
    });
    // Not paid yet: the Annual plan goes on as it was.
    expect(annual.status).toBe('active');
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({ planType: 'annual' });

    await pay(world.fake, lifetimeSession);
    expect(annual.status).toBe('canceled');
    expect(await subscriptionRow(world.t, user.id)).toMatchObject({
      planType: 'lifetime',
      status: 'active',
      currentPeriodEnd: null,
      stripeSubscriptionId: null,
      stripeCheckoutSessionId: lifetimeSession,
    });
    expect(await statusOf(user)).toMatchObject({ active: true, planType: 'lifetime' });
    expect(await overviewOf(user)).toMatchObject({
      canPurchase: false,
      canSwitchToLifetime: false,
    });
  });

  it('is offered only to an owner whose Annual plan renews', async () => {
    const owner = await newUser(world.t);
    expect((await overviewOf(owner)).canSwitchToLifetime).toBe(false);
    await buy(world, owner, 'annual');
    const guest = await newGuest(world.t, owner);
    expect(await overviewOf(guest)).toMatchObject({
      planType: 'annual',
      canSwitchToLifetime: false,
    });

    const lifetime = await newUser(world.t);
    await buy(world, lifetime, 'lifetime');
    expect((await overviewOf(lifetime)).canSwitchToLifetime).toBe(false);
  });
});
