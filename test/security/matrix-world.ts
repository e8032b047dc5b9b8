import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser } from '@test/harness/accounts';
import { newAdvisor, newConnectedMember, newGuest } from '@test/harness/family';
import { familyConnections } from '@server/db/schema';
import { newAdmin } from '@test/admin/admin-helpers';
import { HOUSEHOLD_RESOURCES, type World } from './authorization-policies';

/**
 * The people of the authorization matrices (authorization-policies.ts): the owner and their
 * household's members, an unrelated household, a removed member, a visitor, two advisors (one
 * whose grant has ended) and an admin; the owner's and the unrelated household's rows.
 */
export async function buildMatrixWorld(t: TestApp): Promise<World> {
  const owner = await newUser(t, { fullName: 'Olivia Owner' });
  const unrelated = await newUser(t, { fullName: 'Uma Unrelated' });
  const guest = await newGuest(t, owner, 'Gabe Guest');
  const viewer = await newConnectedMember(t, owner, 'viewer');
  const revoked = await newGuest(t, owner, 'Rita Revoked');
  expect((await owner.client.delete(`/api/family/members/${revoked.id}`)).status).toBe(200);
  const signedOut = { client: new TestClient(t), id: '', email: '', password: '', fullName: '' };
  const advisor = await newAdvisor(t, owner, { fullName: 'Adrian Advisor' });
  const expiredAdvisor = await newAdvisor(t, owner, { fullName: 'Esme Expired' });
  const admin = await newAdmin(t);
  // Its grant ended a minute ago: from now on it must answer exactly like no grant at all.
  await t.database.db
    .update(familyConnections)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(familyConnections.userId, expiredAdvisor.id));
  const world: World = {
    t,
    owner,
    guest,
    viewer,
    unrelated,
    revoked,
    signedOut,
    advisor,
    expiredAdvisor,
    admin,
  };
  for (const user of [owner, unrelated])
    for (const resource of HOUSEHOLD_RESOURCES) await resource.create(user);
  return world;
}
