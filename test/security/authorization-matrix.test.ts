import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@test/harness/test-app';
import type { TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import { familyInvitations } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { PUBLIC_ROUTES, apiRoutes, routeKey, type ApiRoute } from '@test/harness/route-table';
import {
  ACTORS,
  expectedStatus,
  NAMED_HOUSEHOLD_POLICIES,
  ROUTE_POLICIES,
  type Actor,
  type World,
} from './authorization-policies';
import { buildMatrixWorld } from './matrix-world';

/**
 * DESIGN.md §5: every API route × {owner, guest, viewer, unrelated user, revoked member, signed
 * out, advisor, advisor whose grant expired, admin}. The list of routes comes from the app's own route table, and every route must have a
 * policy in authorization-policies.ts, so a new route cannot ship without being placed here.
 */
// Each request from its own address: the matrix signs up more people than one network may in an
// hour (auth-rate-limits.ts).
const t: TestApp = await createFamilyTestApp();
afterAll(() => t.close());

const routes = apiRoutes(t).filter((route) => !PUBLIC_ROUTES.has(routeKey(route)));
const world = {} as World;

beforeAll(async () => {
  Object.assign(world, await buildMatrixWorld(t));
}, 120_000);

describe('the authorization matrix', () => {
  it('has a policy for every route the app serves, and none for a route it does not', () => {
    const served = new Set(routes.map(routeKey));
    expect(routes.filter((route) => !ROUTE_POLICIES[routeKey(route)]).map(routeKey)).toEqual([]);
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !served.has(key))).toEqual([]);
  });

  it('lets own-account routes name nobody: no id in their path or query', () => {
    const ownAccountRoutes = routes.filter((route) => ROUTE_POLICIES[routeKey(route)]?.ownAccount);
    expect(ownAccountRoutes.length).toBeGreaterThan(10);
    const naming = ownAccountRoutes.filter((route) => /:(id|userId|ownerId)\b/i.test(route.path));
    expect(naming.map(routeKey)).toEqual([]);
  });

  const cases = routes.flatMap((route: ApiRoute) =>
    ACTORS.map((actor: Actor) => ({ ...route, actor, key: routeKey(route) })),
  );

  const namedHouseholdCases = Object.keys(NAMED_HOUSEHOLD_POLICIES).flatMap((key) =>
    ACTORS.map((actor: Actor) => ({ key, actor, policies: NAMED_HOUSEHOLD_POLICIES })),
  );
  const allCases = [
    ...cases.map((each) => ({ ...each, name: each.key, policies: ROUTE_POLICIES })),
    ...namedHouseholdCases.map((each) => ({ ...each, name: `${each.key}?owner=` })),
  ];

  // The owner invites afresh for many cases (a pending invitation to resend or revoke, a guest
  // to upgrade), for every actor: more than the 50 a person may send in a day. Each case starts
  // as on a new day, so the daily cap cannot answer 429 where the policy is being tested.
  beforeEach(async () => {
    if (!world.owner) return;
    await t.database.db
      .update(familyInvitations)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(familyInvitations.inviterId, world.owner.id));
  });

  it.each(allCases)('$name as $actor', async ({ key, actor, policies }) => {
    const policy = policies[key];
    if (!policy) throw new Error(`No policy for ${key}`);
    const user: TestUser = world[actor];
    const request = await policy.request(world, actor);
    const client = request.client ?? user.client;
    const response = await client.request(request.path, {
      method: request.method,
      ...(request.body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request.body) }),
    });
    const answer = await response.clone().text();
    expect(response.status, `${key} as ${actor}: ${answer}`).toBe(expectedStatus(policy, actor));
    await policy.verify?.(world, actor, response);
  });
});
