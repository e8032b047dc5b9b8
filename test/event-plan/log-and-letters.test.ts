import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityEntry } from '@shared/family/family-schemas';
import type {
  TEventPlan,
  TExecutorLog,
  TLogEntry,
  TLogEntryInput,
} from '@shared/triggering-event/plan-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { pdfPages } from '../binder/pdf-pages';
import {
  FULL_NUMBERS,
  readPlan,
  recordHousehold,
  taskOf,
  unlockEvent,
  type Household,
} from './plan-household';

// Issue 15 Deliver 4: the executor's time and expense log, and the letters filled from the records.
const clock = Date.parse('2026-11-25T15:00:00Z');
const now = () => new Date(clock);
let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let household: Household;
let eventId: string;
let plan: TEventPlan;

beforeAll(async () => {
  t = await createFamilyTestApp({ now });
  owner = await newUser(t, { fullName: 'Maria Carter' });
  guest = await newGuest(t, owner, 'Ana Carter');
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  household = await recordHousehold(t, owner);
  eventId = (await unlockEvent(t, owner.id, { eventDate: '2026-11-20', now: now() })).id;
  plan = await readPlan(owner, eventId);
});
afterAll(() => t.close());

const logPath = () => `/api/triggering-event/events/${eventId}/log`;

async function addEntry(user: TestUser, input: TLogEntryInput): Promise<TLogEntry> {
  const response = await user.client.post(logPath(), input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { entry: TLogEntry }).entry;
}

async function readLog(user: TestUser): Promise<TExecutorLog> {
  const response = await user.client.get(logPath());
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TExecutorLog;
}

async function activity(): Promise<TActivityEntry[]> {
  const response = await owner.client.get('/api/family/activity');
  return ((await response.json()) as { entries: TActivityEntry[] }).entries;
}

describe('the executor log', () => {
  it('adds time and expenses with their totals; everyone who sees the plan sees it', async () => {
    const funeral = taskOf(plan, 'funeral');
    const first = await addEntry(guest, {
      workedOn: '2026-11-21',
      minutes: 90,
      expenseCents: 0,
      description: 'Called the funeral home',
      taskId: funeral.id,
    });
    expect(first).toMatchObject({
      actorName: 'Ana Carter',
      taskTitle: funeral.title,
      canDelete: true,
    });
    await addEntry(guest, {
      workedOn: '2026-11-22',
      minutes: 0,
      expenseCents: 4_500,
      description: 'Certified copies',
    });
    const log = await readLog(viewer);
    expect(log.totalMinutes).toBe(90);
    expect(log.totalExpenseCents).toBe(4_500);
    expect(log.entries.map((entry) => entry.description)).toEqual([
      'Certified copies',
      'Called the funeral home',
    ]);
    // A viewer removes nothing; the owner and the author may.
    expect(log.entries.every((entry) => !entry.canDelete)).toBe(true);
    expect((await readLog(owner)).entries.every((entry) => entry.canDelete)).toBe(true);
  });

  it('asks for the time or an expense, and a task of this plan', async () => {
    await expectError(
      await guest.client.post(logPath(), {
        workedOn: '2026-11-21',
        minutes: 0,
        expenseCents: 0,
        description: 'Nothing',
      }),
      400,
      { fields: { minutes: 'Enter the time spent or an expense' } },
    );
    await expectError(
      await guest.client.post(logPath(), {
        workedOn: '2026-11-21',
        minutes: 10,
        expenseCents: 0,
        description: 'Elsewhere',
        taskId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      { fields: { taskId: 'Choose a task of this plan.' } },
    );
    await expectError(
      await guest.client.post(logPath(), {
        workedOn: '2026-11-21',
        minutes: 10,
        expenseCents: 0,
        description: 'Garbled',
        taskId: 'task 3',
      }),
      400,
      { fields: { taskId: 'Choose a task of this plan.' } },
    );
  });

  it('is added to only by those who may work the plan, and removed only by its author or the owner', async () => {
    const input = { workedOn: '2026-11-23', minutes: 30, expenseCents: 0, description: 'Mail' };
    expect((await viewer.client.post(logPath(), input)).status).toBe(404);
    expect((await stranger.client.post(logPath(), input)).status).toBe(404);
    expect((await stranger.client.get(logPath())).status).toBe(404);

    const entry = await addEntry(guest, input);
    const remove = (user: TestUser) => user.client.delete(`/api/triggering-event/log/${entry.id}`);
    expect((await remove(viewer)).status).toBe(404);
    expect((await remove(stranger)).status).toBe(404);
    expect((await remove(guest)).status).toBe(200);
    expect((await remove(guest)).status).toBe(404);

    const byGuest = await addEntry(guest, { ...input, description: 'Bank visit' });
    expect((await remove(owner)).status).toBe(404);
    expect((await owner.client.delete(`/api/triggering-event/log/${byGuest.id}`)).status).toBe(200);
    const log = await readLog(guest);
    expect(log.totalMinutes).toBe(90);
    expect(log.entries.map((each) => each.description)).not.toContain('Bank visit');
  });

  it('is not removed by an author who may no longer work the plan (a guest made a viewer)', async () => {
    const former = await newConnectedMember(t, owner, 'guest');
    const entry = await addEntry(former, {
      workedOn: '2026-11-23',
      minutes: 20,
      expenseCents: 0,
      description: 'Sorted the mail',
    });
    const readOnly = await owner.client.patch(`/api/family/members/${former.id}`, {
      role: 'viewer',
    });
    expect(readOnly.status).toBe(200);
    const entries = async () => (await readLog(former)).entries;
    expect((await entries()).find((each) => each.id === entry.id)?.canDelete).toBe(false);
    expect((await former.client.delete(`/api/triggering-event/log/${entry.id}`)).status).toBe(404);
    expect((await entries()).map((each) => each.id)).toContain(entry.id);
    expect((await owner.client.delete(`/api/triggering-event/log/${entry.id}`)).status).toBe(200);
  });

  it('logs additions and removals in the owner’s activity log', async () => {
    const details = (await activity()).map((entry) => `${entry.action} ${entry.detail ?? ''}`);
    expect(details).toContain('create Executor log: Called the funeral home');
    expect(details).toContain('delete Executor log: Mail');
  });
});

async function letter(user: TestUser, taskId: string | null, option?: string) {
  const query = option ? `?option=${option}` : '';
  return user.client.get(`/api/triggering-event/tasks/${taskId ?? ''}/letter${query}`);
}

async function letterText(response: Response): Promise<string> {
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  // The route asks for private, no-store; every API answer is no-store (security-headers.ts).
  expect(response.headers.get('cache-control')).toContain('no-store');
  return (await pdfPages(new Uint8Array(await response.arrayBuffer()))).join('\n');
}

describe('letters', () => {
  it('writes a credit bureau letter naming the deceased, the date of death and the executor, with blanks for the rest', async () => {
    const response = await letter(guest, taskOf(plan, 'credit_bureau').id, 'experian');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="nido-letter-experian-2026-11-25.pdf"',
    );
    const text = await letterText(response);
    expect(text).toContain('Experian');
    expect(text).toContain('Notice of death: Maria Carter');
    expect(text).toContain('Date of death: November 20, 2026');
    expect(text).toContain('Deceased – do not issue credit');
    expect(text).toContain('Name: Ana Carter');
    expect(text).toContain('Last address: 12 Maple Street');
    expect(text).toContain('Social Security number: ____');
    expect(text).toContain('confirm it on the bureau’s website');
  });

  it('fills a bank letter from the account: institution and masked number, never the full one', async () => {
    const text = await letterText(
      await letter(viewer, taskOf(plan, 'notify_bank', household.checkingId).id),
    );
    expect(text).toContain('Chase');
    expect(text).toContain('Account number: ****9012');
    expect(text).toContain('Account: Everyday (Checking)');
    for (const number of FULL_NUMBERS) expect(text).not.toContain(number);
  });

  it('asks the insurer for the death benefit forms and a bill’s vendor to close a cancelled account', async () => {
    const insurer = await letterText(
      await letter(owner, taskOf(plan, 'claim_life_insurance', household.lifePolicyId).id),
    );
    expect(insurer).toContain('Policy number: ****9988');
    expect(insurer).toContain('claim the death benefit');

    const netflix = taskOf(plan, 'obligation_decision', household.netflixId);
    const cancelled = await guest.client.patch(`/api/triggering-event/tasks/${netflix.id ?? ''}`, {
      decision: 'cancel',
    });
    expect(cancelled.status).toBe(200);
    const utility = await letterText(await letter(guest, netflix.id));
    expect(utility).toContain('Netflix');
    expect(utility).toContain('Account number: ****3322');
    expect(utility).toContain('Please close the account');

    const ssa = await letterText(await letter(guest, taskOf(plan, 'notify_social_security').id));
    expect(ssa).toContain('Social Security');
    expect(ssa).toContain('lump-sum death payment');
  });

  it('asks which bureau, refuses a task without a letter, and hides the letters from strangers', async () => {
    await expectError(await letter(guest, taskOf(plan, 'credit_bureau').id), 400, {
      fields: { option: 'Choose Equifax, Experian, TransUnion' },
    });
    await expectError(await letter(guest, taskOf(plan, 'credit_bureau').id, 'acme'), 400, {
      code: 'VALIDATION_FAILED',
    });
    await expectError(await letter(guest, taskOf(plan, 'funeral').id), 404, {
      message: 'This task has no letter.',
    });
    await expectError(await letter(stranger, taskOf(plan, 'credit_bureau').id, 'equifax'), 404, {
      code: 'NOT_FOUND',
    });
  });

  it('logs each letter in the owner’s activity log', async () => {
    const exports = (await activity())
      .filter((entry) => entry.action === 'export')
      .map((entry) => `${entry.actorName}: ${entry.detail ?? ''}`);
    expect(exports).toContain('Ana Carter: Letter to Experian (PDF)');
    expect(exports).toContain('Morgan Reyes: Letter to Chase (PDF)');
    expect(exports).toContain('Ana Carter: Letter to Netflix (PDF)');
  });
});
