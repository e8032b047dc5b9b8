import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { billReviewOutcomes } from '@server/db/schema';
import type { Policy, World } from './authorization-policies';

/**
 * Issue 18's admin reports in the authorization matrix. Only the admin reads them (everyone
 * else signed in: 403; signed out: 401), and what they answer names no household: none of the
 * owner's ids, address or name appears in them. The admin is otherwise a stranger to every
 * household: the matrix answers the admin like the unrelated user on every household route (404).
 */
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

function expectNoHouseholdIn(world: World, text: string) {
  for (const trace of [world.owner.id, world.owner.email, world.owner.fullName, world.guest.id])
    expect(text.includes(trace), `the report and ${trace}`).toBe(false);
}

function adminReport(path: string, contentType: string): Policy {
  return {
    expect: ADMIN_ONLY,
    request: () => ({ method: 'GET', path: `${path}?from=2026-01-01&to=2026-12-31` }),
    async verify(world, _actor, response) {
      if (response.status !== 200) return;
      expect(response.headers.get('content-type')).toContain(contentType);
      expectNoHouseholdIn(world, await response.text());
    },
  };
}

async function outcomesCounted(world: World): Promise<number> {
  const [row] = await world.t.database.db.select({ rows: count() }).from(billReviewOutcomes);
  return row?.rows ?? 0;
}

/** A saved bill's review outcomes: counted for whoever may add to the household it names. */
function reviewOutcomes(named: boolean): Policy {
  let before = 0;
  return {
    expect: named
      ? { owner: 204, guest: 204, viewer: 404, unrelated: 404, revoked: 404, signedOut: 401 }
      : { owner: 204, guest: 204, viewer: 204, unrelated: 204, revoked: 404, signedOut: 401 },
    async request(world) {
      before = await outcomesCounted(world);
      return {
        method: 'POST',
        path: `/api/bills/review-outcomes${named ? `?owner=${world.owner.id}` : ''}`,
        body: { outcomes: [{ field: 'vendor', outcome: 'kept' }] },
      };
    },
    async verify(world, actor, response) {
      expect(await outcomesCounted(world), `${actor} and the counts`).toBe(
        before + (response.status === 204 ? 1 : 0),
      );
    },
  };
}

export const ADMIN_POLICIES: Record<string, Policy> = {
  'GET /api/admin/segments': adminReport('/api/admin/segments', 'application/json'),
  'GET /api/admin/segments.csv': adminReport('/api/admin/segments.csv', 'text/csv'),
  'GET /api/admin/document-analysis': adminReport(
    '/api/admin/document-analysis',
    'application/json',
  ),
  'POST /api/bills/review-outcomes': reviewOutcomes(false),
};

/** The review outcomes once more, naming the owner's household with `?owner=`. */
export const ADMIN_NAMED_POLICIES: Record<string, Policy> = {
  'POST /api/bills/review-outcomes': reviewOutcomes(true),
};
