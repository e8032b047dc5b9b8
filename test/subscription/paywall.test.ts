import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '@test/harness/accounts';
import { newAdvisor, newGuest } from '@test/harness/family';
import {
  buy,
  createBillingTestApp,
  newAdminUser,
  setPaymentSetting,
  statusOf,
  type BillingWorld,
} from './billing-harness';

/**
 * The paywall on the server (issue 35): with payment required, a household without an active
 * plan is answered 402 SUBSCRIPTION_REQUIRED by every household-data and paid-feature route,
 * whoever asks (its owner, a guest judged by the inviter's plan, an advisor), but keeps its
 * exports. Every route is placed by test/security/paywall-matrix.test.ts; these are the
 * journeys around it.
 */
let world: BillingWorld;
let admin: TestUser;
beforeAll(async () => {
  world = await createBillingTestApp();
  admin = await newAdminUser(world.t);
});
afterAll(() => world.close());

const REQUIRED = { enabled: true, existingBetaFree: 'require_subscription' } as const;
const OFF = { enabled: false, existingBetaFree: 'keep' } as const;

async function expectPaywall(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(402);
  expect(await response.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
}

async function chat(user: TestUser): Promise<Response> {
  return user.client.post('/api/ai-financial-assistant', {
    action: 'chat',
    query: 'What do I pay each month?',
  });
}

describe('a household with no plan while payment is required', () => {
  let owner: TestUser;
  beforeAll(async () => {
    await setPaymentSetting(admin, OFF);
    owner = await newUser(world.t, { fullName: 'Lapsed Owner' });
    const created = await owner.client.post('/api/expenses', {
      category: 'other',
      vendor: 'Netflix',
      costCents: 1599,
    });
    expect(created.status).toBe(201);
  });

  it('is refused on the routes the review reached, from the session it already had', async () => {
    // The same signed-in session: the switch must reach its cached copy at once.
    expect((await owner.client.get('/api/dashboard')).status).toBe(200);
    await setPaymentSetting(admin, REQUIRED);
    await expectPaywall(
      await owner.client.post('/api/expenses', {
        category: 'other',
        vendor: 'Hulu',
        costCents: 999,
      }),
    );
    await expectPaywall(await owner.client.get('/api/expenses'));
    await expectPaywall(await owner.client.get('/api/dashboard'));
    await expectPaywall(await chat(owner));
    await expectPaywall(
      await owner.client.post('/api/legal-wizard/drafts', { kind: 'will', state: 'CA' }),
    );
    await expectPaywall(await owner.client.get('/api/documents/search?q=bill'));
    const message = (await (await owner.client.get('/api/expenses')).json()) as {
      error: { message: string };
    };
    expect(message.error.message).toMatch(/Subscription page/);
  });

  it('keeps its exports: the CSV files, the binder and the documents', async () => {
    await setPaymentSetting(admin, REQUIRED);
    const csv = await owner.client.get('/api/expenses/export');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Netflix');
    expect((await owner.client.get('/api/binder')).status).toBe(200);
    expect((await owner.client.get('/api/documents')).status).toBe(200);
    expect((await owner.client.get('/api/subscription')).status).toBe(200);
  });

  it('opens again as soon as the plan is bought, in the same session', async () => {
    await setPaymentSetting(admin, REQUIRED);
    await expectPaywall(await owner.client.get('/api/expenses'));
    await buy(world, owner, 'annual');
    expect((await owner.client.get('/api/expenses')).status).toBe(200);
    await setPaymentSetting(admin, OFF);
  });
});

describe('a guest', () => {
  it('is judged by the inviter’s plan (spec §4)', async () => {
    await setPaymentSetting(admin, OFF);
    const inviter = await newUser(world.t, { fullName: 'Inviting Owner' });
    const guest = await newGuest(world.t, inviter, 'Gale Guest');
    await setPaymentSetting(admin, REQUIRED);
    await expectPaywall(await guest.client.get('/api/expenses'));
    expect(await statusOf(guest)).toMatchObject({ active: false });
    await buy(world, inviter, 'lifetime');
    expect((await guest.client.get('/api/expenses')).status).toBe(200);
    await setPaymentSetting(admin, OFF);
  });
});

describe('an advisor without a plan of their own', () => {
  it('works in a client household that has one, and not in their own', async () => {
    await setPaymentSetting(admin, OFF);
    const client = await newUser(world.t, { fullName: 'Paying Client' });
    const advisor = await newAdvisor(world.t, client, { fullName: 'Ada Accountant' });
    await setPaymentSetting(admin, REQUIRED);
    await buy(world, client, 'annual');

    const theirs = await advisor.client.get(`/api/expenses?owners=${client.id}`);
    expect(theirs.status).toBe(200);
    await expectPaywall(await advisor.client.get('/api/expenses'));
    expect(await statusOf(advisor)).toMatchObject({ active: false, otherHouseholdsWithPlan: true });

    const sources = (await (await advisor.client.get('/api/family/sources')).json()) as {
      sources: { id: string; hasPlan: boolean; canAdd: boolean; canWrite: boolean }[];
    };
    expect(sources.sources.map(({ id, hasPlan, canAdd }) => ({ id, hasPlan, canAdd }))).toEqual([
      // Their own household is theirs to change, but not without a plan.
      { id: advisor.id, hasPlan: false, canAdd: false },
      { id: client.id, hasPlan: true, canAdd: false },
    ]);
    await setPaymentSetting(admin, OFF);
    expect(await statusOf(advisor)).toMatchObject({ active: true });
  });
});
