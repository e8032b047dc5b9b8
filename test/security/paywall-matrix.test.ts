import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { TestApp } from '@test/harness/test-app';
import { createFamilyTestApp } from '@test/harness/family';
import { familyInvitations, subscriptions } from '@server/db/schema';
import { writePaymentSetting } from '@server/modules/subscription/payment-setting';
import { PUBLIC_ROUTES, apiRoutes, routeKey } from '@test/harness/route-table';
import { ROUTE_POLICIES, expectedStatus, type Actor, type World } from './authorization-policies';
import { buildMatrixWorld } from './matrix-world';
import { OPEN_WITHOUT_PLAN } from './paywall-policies';

/**
 * The payment switch in the authorization matrix (issue 35): with payment required, every route ×
 * {owner, guest, advisor} × {the households' plans active, lapsed}. With plans active everything
 * answers as in authorization-matrix.test.ts (which is the switch off); with the owner's plan
 * lapsed (and the advisor's own too, so that each of their households is unpaid) every route
 * that would answer 2xx answers 402 SUBSCRIPTION_REQUIRED, except what a household keeps
 * without a plan (paywall-policies.ts). Refusals the authorization matrix expects stay the same:
 * the paywall never turns a 404 into something that says more.
 *
 * The plans change in the database only, between a request being prepared (which may create the
 * owner's rows through the API) and it being sent: the cached sessions must notice by themselves
 * (migration 0020).
 */
const t: TestApp = await createFamilyTestApp();
afterAll(() => t.close());

const PAYWALLED_ACTORS = ['owner', 'guest', 'advisor'] as const satisfies readonly Actor[];
const routes = apiRoutes(t)
  .map(routeKey)
  .filter((key) => !PUBLIC_ROUTES.has(key));
const world = {} as World;

async function setPlans(status: 'active' | 'canceled'): Promise<void> {
  await t.database.db
    .update(subscriptions)
    .set({ status })
    .where(inArray(subscriptions.userId, [world.owner.id, world.advisor.id]));
}

beforeAll(async () => {
  Object.assign(world, await buildMatrixWorld(t));
  await writePaymentSetting(t.database.db, { enabled: true, existingBetaFree: 'keep' }, new Date());
}, 120_000);

// As in the authorization matrix: each case starts as on a new day for the invitation cap.
beforeEach(async () => {
  await setPlans('active');
  await t.database.db
    .update(familyInvitations)
    .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    .where(eq(familyInvitations.inviterId, world.owner.id));
});

/**
 * The answers allowed with every household the three reach unpaid: what a household keeps
 * answers as always; anything else the matrix lets through answers 402. A refusal stays a
 * refusal: either the same one, when authorization answers first (an owner-only step asked by a
 * guest), or 402, when the paywall does (someone with no household that has a plan is answered
 * 402 before any question of which row, as a visitor is answered 401). Neither says more.
 */
function lapsedStatuses(key: string, normal: number): number[] {
  if (OPEN_WITHOUT_PLAN.has(key)) return [normal];
  return normal >= 200 && normal < 400 ? [402] : [normal, 402];
}

describe('the paywall', () => {
  it('names only routes the app serves', () => {
    expect([...OPEN_WITHOUT_PLAN].filter((key) => !routes.includes(key))).toEqual([]);
  });

  const cases = routes.flatMap((key) =>
    PAYWALLED_ACTORS.flatMap((actor) =>
      (['active', 'lapsed'] as const).map((plans) => ({ key, actor, plans })),
    ),
  );

  it.each(cases)('$key as $actor with plans $plans', async ({ key, actor, plans }) => {
    const policy = ROUTE_POLICIES[key];
    if (!policy) throw new Error(`No policy for ${key}`);
    const request = await policy.request(world, actor);
    if (plans === 'lapsed') await setPlans('canceled');
    const client = request.client ?? world[actor].client;
    const response = await client.request(request.path, {
      method: request.method,
      ...(request.body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) }),
    });
    const answer = await response.clone().text();
    const normal = expectedStatus(policy, actor);
    const allowed = plans === 'active' ? [normal] : lapsedStatuses(key, normal);
    expect(allowed, `${key} as ${actor}, plans ${plans}: ${answer}`).toContain(response.status);
    if (response.status === 402)
      expect(JSON.parse(answer)).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    else await policy.verify?.(world, actor, response);
  });
});
