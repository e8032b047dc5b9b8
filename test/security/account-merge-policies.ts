import { expect } from 'vitest';
import { ZMergeProposals } from '@shared/ledger/account-merge-schemas';
import type { TestUser } from '@test/harness/accounts';
import type { Actor, Policy, World } from './authorization-policies';

/**
 * Issue 40: proposed merges of one investment account recorded twice. Whoever reads the
 * household's investments sees its proposals; only those who may change them merge or keep both,
 * and a refused answer leaves both records in place.
 */
const MERGES = '/api/account-merges';
const ALLOWED_READ = { owner: 200, guest: 200, viewer: 200 };
const WRITE = { owner: 200, guest: 200, viewer: 404 };
const HIDDEN = { unrelated: 404, revoked: 404, signedOut: 401 };

/** Two records of the owner's one account, as entered on both screens before issue 40. */
async function ownersPair(
  user: TestUser,
  label: string,
): Promise<{ keepId: string; mergeId: string }> {
  const add = async (accountNumber?: string) => {
    const response = await user.client.post('/api/investments', {
      type: 'ira',
      institutionName: `Merge Bank ${label}`,
      accountName: 'Rollover IRA',
      ...(accountNumber ? { accountNumber } : {}),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { investment: { id: string } }).investment.id;
  };
  return { keepId: await add('IRA-556677'), mergeId: await add() };
}

async function ownersAccountIds(world: World): Promise<string[]> {
  const response = await world.owner.client.get('/api/investments');
  return ((await response.json()) as { investments: { id: string }[] }).investments.map(
    (each) => each.id,
  );
}

/** One pair per route and actor: a merge leaves nothing for the next answer to act on. */
type Pair = { keepId: string; mergeId: string };
const pairs = new WeakMap<World, Map<string, Pair>>();
async function pairFor(world: World, actor: Actor, path = ''): Promise<Pair> {
  const byActor = pairs.get(world) ?? new Map<string, Pair>();
  pairs.set(world, byActor);
  let pair = byActor.get(`${path} ${actor}`);
  if (!pair) {
    pair = await ownersPair(world.owner, `${path} ${actor}`);
    byActor.set(`${path} ${actor}`, pair);
  }
  return pair;
}

function answer(path: string, merges: boolean): Policy {
  return {
    expect: { ...WRITE, ...HIDDEN },
    request: async (world, actor) => ({
      method: 'POST',
      path,
      body: await pairFor(world, actor, path),
    }),
    async verify(world, actor, response) {
      const { keepId, mergeId } = await pairFor(world, actor, path);
      const ids = await ownersAccountIds(world);
      expect(ids).toContain(keepId);
      expect(ids.includes(mergeId), `${actor}: the merged record is gone only after a merge`).toBe(
        !(merges && response.status === 200),
      );
    },
  };
}

export const ACCOUNT_MERGE_POLICIES: Record<string, Policy> = {
  [`GET ${MERGES}`]: {
    expect: { ...ALLOWED_READ, ...HIDDEN },
    request: async (world) => {
      await pairFor(world, 'owner');
      return { method: 'GET', path: `${MERGES}?owners=${world.owner.id}` };
    },
    async verify(world, _actor, response) {
      if (response.status !== 200) return;
      const { proposals } = ZMergeProposals.parse(await response.json());
      expect(proposals.every((each) => each.ownerId === world.owner.id)).toBe(true);
    },
  },
  [`POST ${MERGES}`]: answer(MERGES, true),
  [`POST ${MERGES}/keep-both`]: answer(`${MERGES}/keep-both`, false),
};
