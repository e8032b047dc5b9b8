import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import type { TEventPlan, TEventTask } from '@shared/triggering-event/plan-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { readPlan, taskOf, unlockEvent } from './plan-household';

// Issue 38 items 4 and 6: the person who died is never given a task of their death plan, and
// the plan of a married owner keeps the portability election for the surviving spouse.
const clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);
let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let single: TestUser;

async function recordWill(user: TestUser, principalName: string, relationship: string | null) {
  const response = await user.client.post('/api/estate/instruments', {
    kind: 'will',
    variant: 'last_will',
    principalName,
    status: 'signed',
    signedOn: '2024-02-01',
    people: [{ role: 'executor', rank: 0, source: 'other', name: 'Luis Carter', relationship }],
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function preview(user: TestUser, kind: 'death' | 'incapacity'): Promise<TEventPlan> {
  const response = await user.client.get(`/api/triggering-event/preview?kind=${kind}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TEventPlan;
}

async function assign(user: TestUser, task: TEventTask, assigneeUserId: string) {
  return user.client.patch(`/api/triggering-event/tasks/${task.id ?? ''}`, { assigneeUserId });
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now });
  owner = await newUser(t, { fullName: 'Maria Carter' });
  guest = await newGuest(t, owner, 'Ana Carter');
  single = await newUser(t, { fullName: 'Sam Single' });
  await recordWill(owner, 'Maria Carter', 'Husband');
  await recordWill(single, 'Sam Single', 'Brother');
  // A revocable trust names its maker as trustee: after their death, the successor is called.
  const trust = await owner.client.post('/api/estate/instruments', {
    kind: 'trust',
    variant: 'revocable_living',
    principalName: 'Maria Carter',
    people: [
      { role: 'trustee', rank: 0, source: 'family', refId: owner.id, name: 'Maria Carter' },
      { role: 'successor_trustee', rank: 0, source: 'family', refId: guest.id, name: 'Ana Carter' },
    ],
  });
  expect(trust.status, await trust.clone().text()).toBe(201);
});

async function firstCallNames(user: TestUser): Promise<string[]> {
  const response = await user.client.get('/api/guidebook');
  expect(response.status).toBe(200);
  const body = (await response.json()) as TGuidebook;
  return body.assembled.firstCalls.map((contact) => contact.name);
}
afterAll(() => t.close());

describe('the portability election in the death plan (Form 706, Rev. Proc. 2022-32)', () => {
  it('is there for an owner whose will names a husband, and not for one whose will names a brother', async () => {
    const married = await preview(owner, 'death');
    const portability = married.tasks.find((task) => task.templateKey === 'portability_election');
    expect(portability?.dueRuleText).toBeTruthy();
    expect(portability?.sources.map((source) => source.label).join(' ')).toContain(
      'Rev. Proc. 2022-32',
    );
    const notMarried = await preview(single, 'death');
    expect(notMarried.tasks.map((task) => task.templateKey)).not.toContain('portability_election');
  });

  it('comes with a recorded marriage, and goes away with a later divorce', async () => {
    const response = await single.client.post('/api/estate/life-events', {
      kind: 'marriage',
      occurredOn: '2020-06-01',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await preview(single, 'death')).tasks.map((task) => task.templateKey)).toContain(
      'portability_election',
    );
    await single.client.post('/api/estate/life-events', {
      kind: 'divorce',
      occurredOn: '2025-01-10',
    });
    expect((await preview(single, 'death')).tasks.map((task) => task.templateKey)).not.toContain(
      'portability_election',
    );
  });
});

describe('the person who died', () => {
  it('is not offered as an assignee in the preview of a death plan, and is in an incapacity plan', async () => {
    expect((await preview(owner, 'death')).assignees.map((person) => person.userId)).toEqual([
      guest.id,
    ]);
    expect((await preview(owner, 'incapacity')).assignees.map((person) => person.userId)).toEqual([
      owner.id,
      guest.id,
    ]);
  });

  it('is refused as the assignee of a task with a clear message; the family member is accepted', async () => {
    expect(await firstCallNames(guest)).toEqual(['Luis Carter', 'Ana Carter', 'Maria Carter']);
    const { id } = await unlockEvent(t, owner.id, { eventDate: '2026-11-20', now: now() });
    const plan = await readPlan(guest, id);
    expect(plan.assignees.map((person) => person.userId)).toEqual([guest.id]);
    const funeral = taskOf(plan, 'funeral');
    await expectError(await assign(guest, funeral, owner.id), 400, {
      code: 'VALIDATION_FAILED',
      fields: {
        assigneeUserId:
          'A task cannot be given to the person who died. Choose someone else in the family.',
      },
    });
    const response = await assign(guest, funeral, guest.id);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { task: TEventTask }).task.assigneeUserId).toBe(guest.id);
  });
});

describe('Who to call first, after the death', () => {
  it('no longer lists the person who died (the trustee of their trust); the executor and the successor trustee stay', async () => {
    expect(await firstCallNames(guest)).toEqual(['Luis Carter', 'Ana Carter']);
    expect(await firstCallNames(owner)).toEqual(['Luis Carter', 'Ana Carter']);
  });
});
