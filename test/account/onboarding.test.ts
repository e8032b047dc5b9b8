import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('onboarding', () => {
  it('starts at step 0 and resumes where the user left it', async () => {
    const user = await newUser(t);
    expect(await (await user.client.get('/api/onboarding')).json()).toMatchObject({
      step: 0,
      startedAt: null,
      completedAt: null,
      priorities: [],
    });

    const saved = await user.client.put('/api/onboarding', {
      step: 1,
      householdName: 'The Rivera family',
      homeState: 'TX',
    });
    expect(saved.status).toBe(200);
    const afterFirst = (await saved.json()) as { startedAt: string };
    expect(afterFirst).toMatchObject({
      step: 1,
      householdName: 'The Rivera family',
      homeState: 'TX',
    });
    expect(afterFirst.startedAt).not.toBeNull();

    await user.client.put('/api/onboarding', {
      step: 2,
      priorities: ['documents', 'expenses', 'documents'],
    });
    expect(await (await user.client.get('/api/onboarding')).json()).toMatchObject({
      step: 2,
      householdName: 'The Rivera family',
      priorities: ['documents', 'expenses'],
      startedAt: afterFirst.startedAt,
    });
  });

  it('validates the state and the areas', async () => {
    const user = await newUser(t);
    const response = await user.client.put('/api/onboarding', {
      step: 9,
      homeState: 'ZZ',
      priorities: ['yachts'],
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['homeState', 'priorities.0', 'step']);
    expect(error.fields.homeState).toBe('Choose a state from the list');
  });

  it('completes, which the session reports, and the checklist ticks areas off', async () => {
    const user = await newUser(t);
    const done = await user.client.post('/api/onboarding/complete');
    expect((await done.json()) as object).toMatchObject({
      completedAt: expect.any(String) as unknown,
    });
    expect(await (await user.client.get('/api/auth/session')).json()).toMatchObject({
      user: { onboardingCompleted: true, isFirstLogin: false },
    });

    const ticked = await user.client.put('/api/onboarding/areas/assets', { completed: true });
    expect(await ticked.json()).toMatchObject({ completedAreas: ['assets'] });
    const unticked = await user.client.put('/api/onboarding/areas/assets', { completed: false });
    expect(await unticked.json()).toMatchObject({ completedAreas: [] });
    expect(
      (await user.client.put('/api/onboarding/areas/yachts', { completed: true })).status,
    ).toBe(400);
  });

  it('ignores ownership fields in the body: each user edits only their own profile', async () => {
    const first = await newUser(t);
    const second = await newUser(t);
    await first.client.put('/api/onboarding', {
      step: 1,
      householdName: 'Mine',
      userId: second.id,
      id: second.id,
      accountType: 'guest',
    });
    expect(await (await second.client.get('/api/onboarding')).json()).toMatchObject({
      householdName: null,
    });
    expect(await (await first.client.get('/api/auth/session')).json()).toMatchObject({
      user: { accountType: 'primary' },
    });
  });
});
