import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityEntry } from '@shared/family/family-schemas';
import type { TEventPlan, TEventTask, TRunway } from '@shared/triggering-event/plan-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { PNG, uploadDocument } from '@test/harness/documents';
import {
  createFamilyTestApp,
  expectError,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import {
  FULL_NUMBERS,
  factValue,
  readPlan,
  recordHousehold,
  setEventStatus,
  taskOf,
  unlockEvent,
  type Household,
} from './plan-household';

// Issue 15 Deliver 4 and 5: the plan built from the household's records, previewed by the owner,
// worked by the family after an unlock, and the survivor runway it changes.
let clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);
let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let household: Household;
let eventId: string;

beforeAll(async () => {
  t = await createFamilyTestApp({ now });
  owner = await newUser(t, { fullName: 'Maria Carter' });
  guest = await newGuest(t, owner, 'Ana Carter');
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  household = await recordHousehold(t, owner);
  await stranger.client.post('/api/assets', {
    type: 'savings',
    institutionName: 'Stranger Bank',
    accountName: 'Secret',
    accountNumber: '555566667777',
  });
});
afterAll(() => t.close());

async function preview(user: TestUser, query: string) {
  return user.client.get(`/api/triggering-event/preview?${query}`);
}

async function patchTask(user: TestUser, task: TEventTask, body: unknown) {
  return user.client.patch(`/api/triggering-event/tasks/${task.id ?? ''}`, body);
}

async function savedTask(response: Response): Promise<TEventTask> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { task: TEventTask }).task;
}

async function runway(user: TestUser): Promise<TRunway> {
  const response = await user.client.get(`/api/triggering-event/runway?owner=${owner.id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TRunway;
}

describe('the preview', () => {
  it('shows the owner the plan from their records: a task per account, policy, property and obligation', async () => {
    const response = await preview(owner, `owner=${owner.id}&kind=death`);
    expect(response.status, await response.clone().text()).toBe(200);
    const plan = (await response.json()) as TEventPlan;
    expect(plan).toMatchObject({ preview: true, eventId: null, kind: 'death', canWork: false });
    expect(plan.eventDate).toBe('2026-11-25');
    expect(plan.tasks.every((task) => task.id === null && task.status === 'open')).toBe(true);

    const checking = taskOf(plan, 'notify_bank', household.checkingId);
    expect(checking.title).toBe('Notify Chase (Everyday, Checking ****9012)');
    expect(factValue(checking, 'Handled by')).toBe('Bea Banker, Banker, Chase · (555) 010-2000');
    expect(checking.letterOptions).toEqual([{ key: 'letter', label: 'Chase' }]);
    taskOf(plan, 'notify_bank', household.savingsId);
    expect(factValue(taskOf(plan, 'notify_investment', household.k401Id), 'Beneficiary')).toBe(
      'Luis Carter (primary, 100%)',
    );
    const life = taskOf(plan, 'claim_life_insurance', household.lifePolicyId);
    expect(factValue(life, 'Policy number')).toBe('****9988');
    expect(factValue(life, 'Beneficiary')).toBe('Luis Carter (primary, 100%)');
    expect(taskOf(plan, 'secure_home', household.homeId).title).toContain('12 Maple Street');
    expect(taskOf(plan, 'secure_vehicle', household.carId).title).toBe(
      'Secure the vehicle: 2019 Honda CR-V',
    );
    expect(factValue(taskOf(plan, 'locate_will'), 'Where the original is kept')).toBe(
      'Fireproof box in the hall closet',
    );

    const bills = plan.tasks.filter((task) => task.templateKey === 'obligation_decision');
    expect(bills.map((task) => task.subjectId)).toEqual([
      household.premiumId,
      household.netflixId,
      household.gymId,
    ]);
    expect(bills.map((task) => task.autoPay)).toEqual([true, true, false]);
    expect(bills.every((task) => task.needsDecision)).toBe(true);
    expect(factValue(bills[1]!, 'Account reference')).toBe('****3322');

    const submit = taskOf(plan, 'will_filing_ca');
    expect(submit.dueOn).toBe('2026-12-25');
    expect(submit.dueRuleText).toBe('30 days after the date of death');
    expect(submit.sources[0]).toEqual({ label: 'Prob. Code § 8200', url: null });
    expect(taskOf(plan, 'final_1040').dueRuleText).toBe('By April 15, 2027');
    expect(taskOf(plan, 'form_56')).toMatchObject({
      dueOn: null,
      dueRuleText: 'After: Get an EIN for the estate (IRS Form SS-4)',
    });
    expect(taskOf(plan, 'credit_bureau').letterOptions.map((option) => option.label)).toEqual([
      'Equifax',
      'Experian',
      'TransUnion',
    ]);
    // The owner is the person who died: the family works the plan (issue 38).
    expect(plan.assignees.map((person) => person.userId)).toEqual([guest.id, viewer.id]);

    const text = JSON.stringify(plan);
    for (const number of FULL_NUMBERS) expect(text).not.toContain(number);
    expect(text).not.toContain('Stranger Bank');
  });

  it('previews the shorter incapacity plan', async () => {
    const response = await preview(owner, 'kind=incapacity');
    const plan = (await response.json()) as TEventPlan;
    expect(response.status).toBe(200);
    expect([...new Set(plan.tasks.map((task) => task.stage))]).toEqual(['first_days', 'ongoing']);
    expect(taskOf(plan, 'keep_bill_paid', household.netflixId).needsDecision).toBe(false);
  });

  it('is the owner’s alone: another household, a guest or a viewer of it gets 404', async () => {
    for (const user of [stranger, guest, viewer])
      await expectError(await preview(user, `owner=${owner.id}`), 404, { code: 'NOT_FOUND' });
    // A guest has no household of their own to preview.
    expect((await preview(guest, 'kind=death')).status).toBe(404);
    // The stranger's own preview shows only the stranger's records.
    const own = (await (await preview(stranger, 'kind=death')).json()) as TEventPlan;
    expect(JSON.stringify(own)).toContain('Stranger Bank');
    expect(JSON.stringify(own)).not.toContain('Chase');
  });

  it('refuses a kind it does not know, naming the field', async () => {
    const response = await preview(owner, 'kind=wedding');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { kind: expect.any(String) as string } },
    });
  });
});

describe('after an unlock', () => {
  let plan: TEventPlan;

  beforeAll(async () => {
    const unlocked = await unlockEvent(t, owner.id, { eventDate: '2026-11-20', now: now() });
    eventId = unlocked.id;
    expect(unlocked.written).toBeGreaterThan(20);
  });

  it('writes the plan once, however often the unlock runs', async () => {
    const { materializePlan } = await import('@server/modules/event-plan/materialize-plan');
    const { createFieldCipher } = await import('@server/platform/crypto/field-encryption');
    const { TEST_ENCRYPTION_KEY } = await import('@test/harness/test-app');
    const again = await materializePlan(
      { db: t.database.db, cipher: createFieldCipher(TEST_ENCRYPTION_KEY), now },
      { id: eventId, ownerId: owner.id, kind: 'death', eventDate: '2026-11-20' },
    );
    expect(again).toBe(0);
  });

  it('is read by the family: a guest may work it, a viewer only reads it, a stranger gets 404', async () => {
    plan = await readPlan(guest, eventId);
    expect(plan).toMatchObject({ eventId, preview: false, canWork: true, eventDate: '2026-11-20' });
    expect(plan.tasks.every((task) => task.id !== null)).toBe(true);
    expect(taskOf(plan, 'will_filing_ca').dueOn).toBe('2026-12-20');
    const asViewer = await readPlan(viewer, eventId);
    expect(asViewer.canWork).toBe(false);
    expect(asViewer.tasks).toHaveLength(plan.tasks.length);
    await expectError(
      await stranger.client.get(`/api/triggering-event/events/${eventId}/plan`),
      404,
      { code: 'NOT_FOUND' },
    );
  });

  it('refuses a viewer’s change as not there to change, and lets a guest mark a task done', async () => {
    const certificates = taskOf(plan, 'death_certificates');
    await expectError(await patchTask(viewer, certificates, { status: 'done' }), 404, {
      message: 'You can view this plan but not change it.',
    });
    await expectError(await patchTask(stranger, certificates, { status: 'done' }), 404, {
      code: 'NOT_FOUND',
    });
    const done = await savedTask(await patchTask(guest, certificates, { status: 'done' }));
    expect(done.status).toBe('done');
    expect(done.completedAt).toBe(new Date(clock).toISOString());
    const reopened = await savedTask(await patchTask(guest, certificates, { status: 'open' }));
    expect(reopened.completedAt).toBeNull();
    const notApplicable = await savedTask(
      await patchTask(guest, taskOf(plan, 'notify_employer'), { status: 'not_applicable' }),
    );
    expect(notApplicable.status).toBe('not_applicable');
  });

  it('gives Form 56 its date when the EIN task is done', async () => {
    clock = Date.parse('2027-01-10T18:00:00Z');
    await savedTask(await patchTask(guest, taskOf(plan, 'estate_ein'), { status: 'done' }));
    const form56 = taskOf(await readPlan(guest, eventId), 'form_56');
    expect(form56.dueOn).toBe('2027-01-10');
    clock = Date.parse('2026-11-25T15:00:00Z');
  });

  it('takes notes, an assignee from the family, the household’s documents and a date set by hand', async () => {
    const document = await uploadDocument(owner.client, {
      bytes: PNG,
      name: 'Death certificate.png',
    });
    const task = await savedTask(
      await patchTask(guest, taskOf(plan, 'funeral'), {
        notes: '  Service at St. Mary’s  ',
        assigneeUserId: viewer.id,
        documentIds: [document.id],
        dueOverride: '2026-11-28',
      }),
    );
    expect(task).toMatchObject({
      notes: 'Service at St. Mary’s',
      assigneeUserId: viewer.id,
      assigneeName: viewer.fullName,
      documents: [{ id: document.id, name: 'Death certificate.png' }],
      dueOverride: '2026-11-28',
      dueOn: '2026-11-28',
    });
  });

  it('says which field is wrong: a decision where none is asked, an outsider, another household’s document', async () => {
    const strangerDocument = await uploadDocument(stranger.client, { bytes: PNG, name: 'x.png' });
    await expectError(
      await patchTask(guest, taskOf(plan, 'funeral'), { decision: 'cancel' }),
      400,
      { code: 'VALIDATION_FAILED', fields: { decision: expect.any(String) as string } },
    );
    await expectError(
      await patchTask(guest, taskOf(plan, 'funeral'), {
        assigneeUserId: stranger.id,
        documentIds: [strangerDocument.id],
      }),
      400,
      {
        fields: {
          assigneeUserId: 'Choose someone in the family.',
          documentIds: 'Choose documents of this household.',
        },
      },
    );
    await expectError(
      await patchTask(guest, taskOf(plan, 'funeral'), { status: 'finished' }),
      400,
      { code: 'VALIDATION_FAILED' },
    );
  });

  it('logs each change in the owner’s activity log', async () => {
    const response = await owner.client.get('/api/family/activity');
    const { entries } = (await response.json()) as { entries: TActivityEntry[] };
    const details = entries
      .filter((entry) => entry.actorName === 'Ana Carter' && entry.action === 'update')
      .map((entry) => entry.detail);
    expect(details).toContain(
      'Plan task “Order certified copies of the death certificate”: marked Done',
    );
  });

  it('cancelling a bill lowers what continues after the event, and the owner’s life premium ends', async () => {
    const before = await runway(viewer);
    // 1,200 + 2,400 liquid; 120 + 20 + 80 a month. Neither account records an owner, so both are
    // taken as in Maria's name and wait for probate; the policy pays Luis Carter, who is not one
    // of the household on record (issue 38 item 5), so after the event nothing is counted.
    expect(before).toMatchObject({
      liquidAssetsCents: 3_600_000,
      monthlyObligationsCents: 22_000,
      reachableAccountsCents: 0,
      insurancePayoutsCents: 0,
      waitingCents: 3_600_000,
      continuingMonthlyCents: 10_000,
      monthsNow: 163.6,
      monthsAfterEvent: 0,
    });
    expect(before.waiting.map((line) => line.cents)).toEqual([1_200_000, 2_400_000]);
    expect(before.excluded).toMatchObject([
      { name: 'Northwestern Mutual life policy', cents: 24_000_000, source: 'insurance' },
    ]);
    expect(before.endingObligations).toEqual([
      {
        name: 'Northwestern Mutual',
        monthlyCents: 12_000,
        why: 'Premium of a life policy on Maria Carter',
      },
    ]);

    const gym = taskOf(plan, 'obligation_decision', household.gymId);
    const decided = await savedTask(await patchTask(guest, gym, { decision: 'cancel' }));
    expect(decided.decision).toBe('cancel');
    const after = await runway(guest);
    expect(after.continuingMonthlyCents).toBe(2_000);
    expect(after.monthsNow).toBe(before.monthsNow);
    expect(after.endingObligations.map((each) => [each.name, each.why])).toEqual([
      ['Northwestern Mutual', 'Premium of a life policy on Maria Carter'],
      ['Gym', 'The plan marks it cancel'],
    ]);
    await expectError(
      await stranger.client.get(`/api/triggering-event/runway?owner=${owner.id}`),
      404,
      { code: 'NOT_FOUND' },
    );
  });

  it('after a re-lock only the owner still reads it, and nobody changes it', async () => {
    await setEventStatus(t, eventId, 'relocked');
    try {
      const kept = await readPlan(owner, eventId);
      expect(kept.canWork).toBe(false);
      expect(taskOf(kept, 'obligation_decision', household.gymId).decision).toBe('cancel');
      for (const user of [guest, viewer])
        expect((await user.client.get(`/api/triggering-event/events/${eventId}/plan`)).status).toBe(
          404,
        );
      await expectError(await patchTask(owner, taskOf(kept, 'funeral'), { status: 'done' }), 409, {
        code: 'CONFLICT',
      });
      expect((await patchTask(guest, taskOf(kept, 'funeral'), { status: 'done' })).status).toBe(
        404,
      );
      // Without an unlocked event the runway is a death's again, and no decision counts.
      expect((await runway(owner)).continuingMonthlyCents).toBe(10_000);
    } finally {
      await setEventStatus(t, eventId, 'unlocked');
    }
  });

  it('a pending event has no plan to read, not even for the owner', async () => {
    const other = await newUser(t, { fullName: 'Pat Pending' });
    const pending = await unlockEvent(t, other.id, {
      eventDate: '2026-11-20',
      now: now(),
      status: 'pending',
    });
    expect((await other.client.get(`/api/triggering-event/events/${pending.id}/plan`)).status).toBe(
      404,
    );
  });

  it('writes the plan on first read when the unlock could not write it', async () => {
    const other = await newUser(t, { fullName: 'Uma Unwritten' });
    // The unlock job's materializePlan failed: the event is unlocked with no tasks.
    const unlocked = await unlockEvent(t, other.id, {
      eventDate: '2026-11-20',
      now: now(),
      status: 'pending',
    });
    await setEventStatus(t, unlocked.id, 'unlocked');
    const plan = await readPlan(other, unlocked.id);
    expect(plan.tasks.length).toBeGreaterThan(0);
    expect(plan.tasks.every((task) => task.id !== null)).toBe(true);
    expect((await readPlan(other, unlocked.id)).tasks).toHaveLength(plan.tasks.length);
  });
});
