import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import type { TEventPlan } from '@shared/triggering-event/plan-schemas';
import type { TRunway } from '@shared/triggering-event/runway-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 38 item 3: the death plan proposes the cheapest way to settle what passes under the
// deceased's will, from the owner's own estate (a spouse's records are theirs): California's
// small-estate affidavit up to Prob. Code § 13100's limit ($208,850 for deaths on or after
// April 1, 2025), probate above it.
const clock = Date.parse('2026-11-25T15:00:00Z');
let t: TestApp;

async function householdIn(state: string, name: string): Promise<TestUser> {
  const user = await newUser(t, { fullName: name });
  const onboarding = (await (await user.client.get('/api/onboarding')).json()) as TOnboardingState;
  const saved = await user.client.put('/api/onboarding', {
    step: onboarding.step,
    homeState: state,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return user;
}

async function addChecking(user: TestUser, ownerName: string, balanceCents: number) {
  const response = await user.client.post('/api/assets', {
    type: 'checking',
    institutionName: 'First Lakeside Bank',
    accountName: `${ownerName}'s checking`,
    accountNumber: '4400112233',
    ownerName,
    balanceCents,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function settlementTasks(user: TestUser) {
  const response = await user.client.get('/api/triggering-event/preview?kind=death');
  expect(response.status).toBe(200);
  const plan = (await response.json()) as TEventPlan;
  return plan.tasks.filter((task) => task.templateKey.startsWith('settle_'));
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

describe('settling the estate in the death plan (Cal. Prob. Code § 13100)', () => {
  it('proposes the small-estate affidavit when the owner’s probate estate is under the limit, leaving the spouse’s account out', async () => {
    const owner = await householdIn('CA', 'Maria Carter');
    await addChecking(owner, 'Maria Carter', 150_000_00);
    // The spouse's own account is the spouse's estate, not Maria's: with it, hers would be over.
    await addChecking(owner, 'Luis Carter', 150_000_00);
    const [task, ...others] = await settlementTasks(owner);
    expect(others).toEqual([]);
    expect(task?.templateKey).toBe('settle_ca_small_estate_affidavit');
    expect(task?.title).toContain('Small-estate affidavit');
    // The survivor runway names the same path for the money that waits.
    const response = await owner.client.get('/api/triggering-event/runway');
    expect(response.status).toBe(200);
    const runway = (await response.json()) as TRunway;
    expect(runway.waitingPath?.text).toMatch(/^Small-estate affidavit after 40 days/);
  });

  it('proposes probate when it is over the limit', async () => {
    const owner = await householdIn('CA', 'Rosa Diaz');
    await addChecking(owner, 'Rosa Diaz', 250_000_00);
    const [task] = await settlementTasks(owner);
    expect(task?.templateKey).toBe('settle_probate');
    const runway = (await (
      await owner.client.get('/api/triggering-event/runway')
    ).json()) as TRunway;
    expect(runway.waitingPath?.text).toMatch(/^Probate/);
  });
});
