import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';

// Signed-in requests reuse the resolved session (auth/session-cache.ts). Two app nodes share one
// database here, as in a scaled deployment: a change made through one must hold on the other's
// very next request.
let t: TestApp;
let otherNode: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp();
  otherNode = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await rm(otherNode.dataDir, { recursive: true, force: true });
  await t.close();
});

/** The same browser (its cookies), talking to the other node. */
function onOtherNode(user: TestUser): TestClient {
  const client = new TestClient(otherNode);
  for (const [name, value] of user.client.cookies) client.cookies.set(name, value);
  return client;
}

describe('the session cache', () => {
  it("never outlives a revocation: the member's next request is refused on every node", async () => {
    const owner = await newUser(t);
    const member = await newConnectedMember(t, owner, 'guest');
    const list = `/api/expenses?owners=${owner.id}`;
    // Warm both nodes' caches with the member's session and grants.
    expect((await member.client.get(list)).status).toBe(200);
    expect((await onOtherNode(member).get(list)).status).toBe(200);
    expect((await member.client.get(list)).status).toBe(200);

    expect((await owner.client.delete(`/api/family/members/${member.id}`)).status).toBe(200);
    expect((await member.client.get(list)).status).toBe(404);
    expect((await onOtherNode(member).get(list)).status).toBe(404);
  });

  it('applies a changed role to the next request on another node', async () => {
    const owner = await newUser(t);
    const member = await newConnectedMember(t, owner, 'viewer');
    const add = () =>
      onOtherNode(member).post(`/api/expenses?owner=${owner.id}`, {
        category: 'other',
        vendor: 'Gym',
      });
    expect((await add()).status).toBe(404);
    expect(
      (await owner.client.patch(`/api/family/members/${member.id}`, { role: 'guest' })).status,
    ).toBe(200);
    expect((await add()).status).toBe(201);
  });

  it('ends a session signed out on one node on every other node at once', async () => {
    const user = await newUser(t);
    const elsewhere = onOtherNode(user);
    expect((await elsewhere.get('/api/onboarding')).status).toBe(200);
    expect((await elsewhere.get('/api/onboarding')).status).toBe(200);
    expect((await user.client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await elsewhere.get('/api/onboarding')).status).toBe(401);
  });

  it("applies a guest's upgrade to their own account on the next request on another node", async () => {
    const owner = await newUser(t);
    expect(
      (await owner.client.post('/api/expenses', { category: 'other', vendor: 'Rent share' }))
        .status,
    ).toBe(201);
    const guest = await newGuest(t, owner);
    const elsewhere = onOtherNode(guest);
    const vendors = async () =>
      (
        (await (await elsewhere.get('/api/expenses')).json()) as {
          expenses: Array<{ vendor: string }>;
        }
      ).expenses.map((expense) => expense.vendor);
    // A guest's default view is the inviter's household (spec §4).
    expect(await vendors()).toEqual(['Rent share']);
    expect((await guest.client.post('/api/account/upgrade')).status).toBe(200);
    // Now a primary account: the default view is their own, empty household.
    expect(await vendors()).toEqual([]);
  });
});
