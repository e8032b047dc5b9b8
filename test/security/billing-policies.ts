import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { appConfig, subscriptions } from '@server/db/schema';
import type { TBillingOverview, TCheckoutResult } from '@shared/subscription/billing-api';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 18's billing routes in the authorization matrix. They name no household: each acts on
 * the caller's own plan (a guest's is the inviter's, which only the inviter may buy or manage).
 * The matrix's app has no Stripe configured, so a primary account that may buy hears that
 * payments are off (503); a guest is refused first (403). The payment switch is the admin's
 * alone.
 */
const GUESTS_REFUSED = {
  owner: 503,
  guest: 403,
  viewer: 503,
  unrelated: 503,
  revoked: 403,
  signedOut: 401,
  advisor: 503,
  expiredAdvisor: 503,
  admin: 503,
};

const ADMIN_ONLY = {
  owner: 403,
  guest: 403,
  viewer: 403,
  unrelated: 403,
  revoked: 403,
  signedOut: 401,
  advisor: 403,
  expiredAdvisor: 403,
  admin: 200,
};

/** The owner's purchase, as the webhook would have recorded it. */
const OWNERS_SESSION = 'cs_test_matrix_owner_purchase';

async function recordOwnersPurchase(world: World): Promise<void> {
  await world.t.database.db
    .update(subscriptions)
    .set({ planType: 'lifetime', status: 'active', stripeCheckoutSessionId: OWNERS_SESSION })
    .where(eq(subscriptions.userId, world.owner.id));
}

async function storedSetting(world: World): Promise<Record<string, unknown> | undefined> {
  const [row] = await world.t.database.db
    .select()
    .from(appConfig)
    .where(eq(appConfig.key, 'payment_required'));
  return row?.value;
}

export const BILLING_POLICIES: Record<string, Policy> = {
  'GET /api/subscription/billing': {
    expect: {
      owner: 200,
      guest: 200,
      viewer: 200,
      unrelated: 200,
      revoked: 200,
      signedOut: 401,
      advisor: 200,
      expiredAdvisor: 200,
      admin: 200,
    },
    request: () => ({ method: 'GET', path: '/api/subscription/billing' }),
    ownAccount: true,
    async verify(_world, actor: Actor, response) {
      if (response.status !== 200) return;
      const overview = (await response.json()) as TBillingOverview;
      expect(overview.paymentsConfigured).toBe(false);
      // Nobody manages a plan that is not theirs: a guest rides on the inviter's.
      if (actor === 'guest')
        expect(overview).toMatchObject({ canPurchase: false, canManageBilling: false });
    },
  },

  'POST /api/subscription/checkout': {
    expect: GUESTS_REFUSED,
    request: () => ({
      method: 'POST',
      path: '/api/subscription/checkout',
      body: { plan: 'annual' },
    }),
    ownAccount: true,
  },

  'POST /api/subscription/portal': {
    expect: GUESTS_REFUSED,
    request: () => ({ method: 'POST', path: '/api/subscription/portal' }),
    ownAccount: true,
  },

  // The owner's own recorded purchase: only the owner learns about it; to anyone else it is not there.
  'GET /api/subscription/checkout/:sessionId': {
    expect: {
      owner: 200,
      guest: 404,
      viewer: 404,
      unrelated: 404,
      revoked: 404,
      signedOut: 401,
      advisor: 404,
      expiredAdvisor: 404,
      admin: 404,
    },
    async request(world) {
      await recordOwnersPurchase(world);
      return { method: 'GET', path: `/api/subscription/checkout/${OWNERS_SESSION}` };
    },
    async verify(_world, _actor, response) {
      if (response.status !== 200) return;
      expect((await response.json()) as TCheckoutResult).toEqual({
        recorded: true,
        plan: 'lifetime',
        amountCents: 29_900,
        currency: 'USD',
      });
    },
  },

  'GET /api/admin/payment-setting': {
    expect: ADMIN_ONLY,
    request: () => ({ method: 'GET', path: '/api/admin/payment-setting' }),
  },

  // Everyone asks to require subscriptions of beta_free users; only the admin's change is kept.
  'PUT /api/admin/payment-setting': {
    expect: ADMIN_ONLY,
    request: (_world, actor) => ({
      method: 'PUT',
      path: '/api/admin/payment-setting',
      body: {
        enabled: false,
        existingBetaFree: actor === 'admin' ? 'keep' : 'require_subscription',
      },
    }),
    async verify(world, actor, response) {
      const stored = await storedSetting(world);
      if (response.status === 200)
        expect(stored).toEqual({ enabled: false, existingBetaFree: 'keep' });
      else
        expect(stored?.existingBetaFree, `${actor} must not have changed it`).not.toBe(
          'require_subscription',
        );
    },
  },
};
