import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEvents, eventTasks, triggerEvents, users } from '@server/db/schema';
import type { MailMessage, Mailer } from '@server/platform/mail/mailer';
import type { TGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  newAdvisor,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import {
  fakeClock,
  householdCard,
  mailsTo,
  nameContact,
  reportEvent,
  runJob,
  signedInAt,
} from './event-helpers';

// Issue 15: report → the owner stops it, or the wait passes and the household unlocks; an
// incapacity is re-locked by the owner, a death reversed only by an administrator.
const clock = fakeClock();
let t: TestApp;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp({ now: clock.now });
  stranger = await newUser(t, { fullName: 'Stan Stranger' });
  admin = await newUser(t, { fullName: 'Ari Admin' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
}, 120_000);
afterAll(() => t.close());

/** A household: its owner, an unlocker (a guest, 3-hour wait), a viewer and a read-only advisor. */
async function household(ownerName: string) {
  const owner = await newUser(t, { fullName: ownerName });
  const unlocker = await newGuest(t, owner, 'Gabe Family');
  const viewer = await newConnectedMember(t, owner, 'viewer');
  const advisor = await newAdvisor(t, owner, { fullName: 'Ada Advisor' });
  await nameContact(owner, unlocker, { waitHours: 3 });
  await write(owner, {
    section: 'letters',
    title: 'For Morgan, after',
    body: 'I am proud of you.',
    addressedTo: 'Morgan',
    shares: [{ userId: viewer.id, mode: 'after_event' }],
  });
  return { owner, unlocker, viewer, advisor };
}

async function write(owner: TestUser, input: TGuidebookEntryInput) {
  const response = await owner.client.post('/api/guidebook', input);
  expect(response.status, await response.clone().text()).toBe(201);
}

async function guidebookTitles(reader: TestUser, owner: TestUser): Promise<string[]> {
  const response = await reader.client.get(`/api/guidebook?owners=${owner.id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as TGuidebook).entries.map((entry) => entry.title);
}

function post(user: TestUser, path: string) {
  return user.client.post(path);
}
const stopPath = (event: TTriggerEvent) => `/api/triggering-event/events/${event.id}/stop`;
const relockPath = (event: TTriggerEvent) => `/api/triggering-event/events/${event.id}/relock`;
const reversePath = (event: TTriggerEvent) => `/api/admin/trigger-events/${event.id}/reverse`;

async function answeredEvent(response: Response): Promise<TTriggerEvent> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { event: TTriggerEvent }).event;
}

/** The owner stops a pending report, so the later tests' job runs find nothing of it. */
async function stopAsOwner(owner: TestUser, event: TTriggerEvent) {
  await signedInAt(t, owner, clock.now());
  expect((await answeredEvent(await post(owner, stopPath(event)))).status).toBe('stopped');
}

async function eventLog(owner: TestUser) {
  return t.database.db
    .select({
      actorName: activityEvents.actorName,
      action: activityEvents.action,
      subject: activityEvents.subject,
      detail: activityEvents.detail,
    })
    .from(activityEvents)
    .where(eq(activityEvents.ownerId, owner.id))
    .orderBy(desc(activityEvents.createdAt));
}

/** A mailer that refuses one address, as a bouncing SMTP server would. */
function refusing(address: string): Mailer {
  return {
    kind: 'local',
    send: (message: MailMessage) =>
      message.to === address ? Promise.reject(new Error('mailbox full')) : t.mailer.send(message),
  };
}

describe('the owner stops a report', () => {
  it('after a fresh sign-in; the reporter is told and nothing unlocks later', async () => {
    const { owner, unlocker, viewer } = await household('Maria Lopez');
    const event = await reportEvent(unlocker, owner);

    // A session signed into 20 minutes ago is too old for this step.
    clock.advanceMinutes(20);
    await expectError(await post(owner, stopPath(event)), 401, {
      code: 'FRESH_SIGN_IN_REQUIRED',
      message: 'For your safety, sign in again to stop this report.',
    });
    // Only the owner: the reporter, a member and another household are told it is not there.
    for (const someone of [unlocker, viewer, stranger, admin])
      await expectError(await post(someone, stopPath(event)), 404, { code: 'NOT_FOUND' });

    await signedInAt(t, owner, clock.now());
    const sentBefore = t.mailer.sent.length;
    const stopped = await answeredEvent(await post(owner, stopPath(event)));
    expect(stopped).toMatchObject({
      id: event.id,
      status: 'stopped',
      endedAt: clock.now().toISOString(),
      endedByName: 'Maria Lopez',
    });
    const [told] = mailsTo(t, unlocker.email, sentBefore);
    expect(told?.subject).toBe('Maria Lopez has stopped the report');
    await expectError(await post(owner, stopPath(event)), 409, {
      code: 'CONFLICT',
      message: 'This report was already stopped.',
    });

    // Long after the wait, the job unlocks nothing and the after-event letter stays hidden.
    const sentBeforeJob = t.mailer.sent.length;
    expect(await runJob(t, clock.advanceHours(4))).toEqual({ unlocked: 0, notices: 0 });
    expect(t.mailer.sent.length).toBe(sentBeforeJob);
    expect(await guidebookTitles(viewer, owner)).not.toContain('For Morgan, after');

    const card = await householdCard(owner, owner);
    expect(card.event).toBeNull();
    expect(card.history).toEqual([expect.objectContaining({ id: event.id, status: 'stopped' })]);
    expect(await eventLog(owner)).toContainEqual(
      expect.objectContaining({
        actorName: 'Maria Lopez',
        subject: 'triggering-event',
        detail: 'Stopped the reported death made by Gabe Family',
      }),
    );
    // The unlocker may report again.
    expect((await householdCard(unlocker, owner)).canReport).toBe(true);
  });
});

describe('the waiting period ends', () => {
  it('reminds the owner halfway, then unlocks once for the right people, even with two job runs at once', async () => {
    const { owner, unlocker, viewer, advisor } = await household('Nora Diaz');
    const bookkeeper = await newAdvisor(t, owner, {
      fullName: 'Bo Bookkeeper',
      level: 'read_write',
    });
    // A trusted contact who only reads the household and was shared nothing.
    const backup = await newConnectedMember(t, owner, 'viewer');
    await nameContact(owner, backup, { priority: 'backup' });
    const event = await reportEvent(unlocker, owner);

    const sentBefore = t.mailer.sent.length;
    const halfway = clock.advanceMinutes(90);
    const reminders = await Promise.all([runJob(t, halfway), runJob(t, halfway)]);
    expect(reminders.reduce((sum, run) => sum + run.notices, 0)).toBe(1);
    const [reminder, ...more] = mailsTo(t, owner.email, sentBefore);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('Reminder: a report about you unlocks your household soon');
    expect(reminder?.text).toContain(`/triggering-event?stop=${event.id}`);
    expect(await guidebookTitles(viewer, owner)).not.toContain('For Morgan, after');

    const unlockAt = clock.advanceMinutes(90);
    const runs = await Promise.all([runJob(t, unlockAt), runJob(t, unlockAt)]);
    expect(runs.reduce((sum, run) => sum + run.unlocked, 0)).toBe(1);
    // The plan was written at the unlock (event-plan's materializePlan), once.
    const tasks = await t.database.db
      .select({ id: eventTasks.id })
      .from(eventTasks)
      .where(eq(eventTasks.eventId, event.id));
    expect(tasks.length).toBeGreaterThan(0);
    expect(t.logs.text()).not.toContain('the plan of an unlocked event was not written');

    // Each person the household opens to is emailed once, about what it opens to them; the
    // others not at all.
    const unlockMails = t.mailer.sent.slice(sentBefore).filter((mail) => mail.to !== owner.email);
    expect(unlockMails.map((mail) => mail.to).sort()).toEqual(
      [unlocker.email, viewer.email, bookkeeper.email, backup.email].sort(),
    );
    const mailTo = (person: TestUser) => unlockMails.find((mail) => mail.to === person.email)!;
    const PLAN_READY = 'is ready for you to work through';
    expect(mailTo(viewer).subject).toBe("Nora Diaz's family information is now open to you");
    expect(mailTo(viewer).text).toContain(
      'Nora shared 1 Family Guidebook entry with you for this time. It is now open to you',
    );
    expect(mailTo(viewer).text).not.toContain('For Morgan, after');
    expect(mailTo(viewer).text).not.toContain(PLAN_READY);
    for (const worker of [unlocker, bookkeeper]) {
      expect(mailTo(worker).subject).toBe("Nora Diaz's step-by-step plan is ready");
      expect(mailTo(worker).text).toContain(PLAN_READY);
      expect(mailTo(worker).text).not.toContain('shared');
    }
    expect(mailTo(backup).subject).toBe('The report about Nora Diaz has unlocked');
    expect(mailTo(backup).text).not.toContain('shared');
    expect(mailTo(backup).text).not.toContain(PLAN_READY);

    // Unlocked: the letter shared after the event is open to its person only.
    expect(await guidebookTitles(viewer, owner)).toContain('For Morgan, after');
    expect(await guidebookTitles(advisor, owner)).not.toContain('For Morgan, after');
    expect(await guidebookTitles(unlocker, owner)).not.toContain('For Morgan, after');
    expect((await stranger.client.get(`/api/guidebook?owners=${owner.id}`)).status).toBe(404);
    // Every reader now sees the event.
    expect((await householdCard(advisor, owner)).event).toMatchObject({
      id: event.id,
      status: 'unlocked',
      unlockedAt: unlockAt.toISOString(),
    });

    // Every view of it is logged (a repeat within a minute is the same view).
    await guidebookTitles(viewer, owner);
    clock.advanceMinutes(2);
    await guidebookTitles(viewer, owner);
    const log = await eventLog(owner);
    const views = log.filter(
      (entry) => entry.action === 'view' && entry.detail === '1 entry shared after the event',
    );
    expect(views.length).toBe(2);
    expect(log).toContainEqual(
      expect.objectContaining({
        actorName: 'Nido',
        subject: 'triggering-event',
        detail: 'Death reported by Gabe Family: unlocked after the waiting period of 3 hours',
      }),
    );

    // Nothing more to do for it.
    expect(await runJob(t, clock.advanceHours(24))).toEqual({ unlocked: 0, notices: 0 });

    // A death is final for the owner; only an administrator reverses it.
    await signedInAt(t, owner, clock.now());
    const refused = await post(owner, relockPath(event));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'an administrator can reverse it',
    );
    for (const someone of [owner, unlocker, stranger])
      await expectError(await post(someone, reversePath(event)), 404, { code: 'NOT_FOUND' });
    // An administrator's forgotten open session cannot reverse a death: it needs a fresh sign-in.
    await expectError(await post(admin, reversePath(event)), 401, {
      code: 'FRESH_SIGN_IN_REQUIRED',
    });
    expect((await householdCard(viewer, owner)).event?.status).toBe('unlocked');
    await signedInAt(t, admin, clock.now());
    const reversed = await answeredEvent(await post(admin, reversePath(event)));
    expect(reversed).toMatchObject({ status: 'reversed', endedByName: 'Ari Admin' });
    expect(await guidebookTitles(viewer, owner)).not.toContain('For Morgan, after');
    await expectError(await post(admin, reversePath(event)), 409, { code: 'CONFLICT' });
    expect(await eventLog(owner)).toContainEqual(
      expect.objectContaining({
        actorName: 'Ari Admin',
        detail: 'A Nido administrator reversed the reported death made by Gabe Family',
      }),
    );
  });
});

describe('a job that ran late', () => {
  it('sends one last reminder for both that were due, then the owner stops the report', async () => {
    const { owner, viewer } = await household('Lena Park');
    await nameContact(owner, viewer, { waitHours: 72, priority: 'backup' });
    const event = await reportEvent(viewer, owner);
    const sentBefore = t.mailer.sent.length;
    // 60 hours on: the halfway (36 h) and the day-before (48 h) reminders are both due.
    const late = clock.advanceHours(60);
    expect(await runJob(t, late)).toEqual({ unlocked: 0, notices: 1 });
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    const reminders = mailsTo(t, owner.email, sentBefore);
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Last reminder: a report about you unlocks your household in 24 hours',
    ]);
    const [row] = await t.database.db
      .select()
      .from(triggerEvents)
      .where(eq(triggerEvents.id, event.id));
    expect(row).toMatchObject({ halfwayNoticeAt: late, dayBeforeNoticeAt: late });

    await signedInAt(t, owner, clock.now());
    expect((await answeredEvent(await post(owner, stopPath(event)))).status).toBe('stopped');
  });
});

describe('an incapacity', () => {
  it('unlocks despite a mail that fails, and the owner re-locks it on return', async () => {
    const { owner, unlocker, viewer } = await household('Ines Ortiz');
    const event = await reportEvent(unlocker, owner, { kind: 'incapacity' });

    // A reminder that could not be sent is sent on the next run.
    const halfway = clock.advanceMinutes(90);
    expect(await runJob(t, halfway, refusing(owner.email))).toEqual({ unlocked: 0, notices: 0 });
    const sentBefore = t.mailer.sent.length;
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 1 });
    expect(mailsTo(t, owner.email, sentBefore)).toHaveLength(1);

    // A bouncing address does not hold the unlock back.
    const unlocked = await runJob(t, clock.advanceHours(2), refusing(viewer.email));
    expect(unlocked.unlocked).toBe(1);
    expect(t.logs.text()).toContain('an unlock email was not sent');
    expect(await guidebookTitles(viewer, owner)).toContain('For Morgan, after');
    // The others were emailed, so the next run sends nothing again: nobody is emailed twice.
    const sentAfterUnlock = t.mailer.sent.length;
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    expect(t.mailer.sent.length).toBe(sentAfterUnlock);

    // Another household's event is not there for anyone else; an incapacity is not reversed.
    await expectError(await post(stranger, relockPath(event)), 404, { code: 'NOT_FOUND' });
    await expectError(await post(unlocker, relockPath(event)), 404, { code: 'NOT_FOUND' });
    await expectError(await post(admin, reversePath(event)), 409, { code: 'CONFLICT' });
    await expectError(await post(owner, stopPath(event)), 409, {
      message:
        'This report can no longer be stopped: the waiting period has ended and it unlocked.',
    });

    // Re-locking needs a fresh sign-in too.
    clock.advanceMinutes(16);
    await expectError(await post(owner, relockPath(event)), 401, {
      code: 'FRESH_SIGN_IN_REQUIRED',
    });
    await signedInAt(t, owner, clock.now());
    expect(await answeredEvent(await post(owner, relockPath(event)))).toMatchObject({
      status: 'relocked',
      endedByName: 'Ines Ortiz',
    });
    expect(await guidebookTitles(viewer, owner)).not.toContain('For Morgan, after');
    await expectError(await post(owner, relockPath(event)), 409, { code: 'CONFLICT' });
    expect((await householdCard(viewer, owner)).event).toBeNull();
    expect(await eventLog(owner)).toContainEqual(
      expect.objectContaining({
        actorName: 'Ines Ortiz',
        detail: 'Locked the household again after the reported incapacity made by Gabe Family',
      }),
    );
  });
});

describe('mail that fails', () => {
  it('at the report: the report stands and the next run sends the owner the notice, once', async () => {
    const { owner, unlocker } = await household('Olga Ruiz');
    const sentBefore = t.mailer.sent.length;
    const send = vi
      .spyOn(t.mailer, 'send')
      .mockImplementation((message) =>
        message.to === owner.email
          ? Promise.reject(new Error('connection refused'))
          : Promise.resolve(),
      );
    let event: TTriggerEvent;
    try {
      event = await reportEvent(unlocker, owner);
    } finally {
      send.mockRestore();
    }
    expect(mailsTo(t, owner.email, sentBefore)).toEqual([]);
    expect(t.logs.text()).toContain('the owner was not emailed about a report');

    // Two runs at once: one of them sends it.
    const runs = await Promise.all([runJob(t, clock.advanceMinutes(1)), runJob(t, clock.now())]);
    expect(runs.reduce((sum, run) => sum + run.notices, 0)).toBe(1);
    const [notice, ...more] = mailsTo(t, owner.email, sentBefore);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Gabe Family reported your death in Nido. If you are OK, stop it');
    expect(notice?.text).toContain(`/triggering-event?stop=${event.id}`);
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    expect(mailsTo(t, owner.email, sentBefore)).toHaveLength(1);
    // The halfway reminder still follows at its time.
    expect(await runJob(t, clock.advanceMinutes(90))).toEqual({ unlocked: 0, notices: 1 });
    expect(mailsTo(t, owner.email, sentBefore).map((mail) => mail.subject)).toContain(
      'Reminder: a report about you unlocks your household soon',
    );
    await stopAsOwner(owner, event);
  });

  it('at the report, with no run until halfway: the reminder alone, which says it all', async () => {
    const { owner, unlocker } = await household('Pia Ruiz');
    const sentBefore = t.mailer.sent.length;
    const send = vi.spyOn(t.mailer, 'send').mockRejectedValue(new Error('connection refused'));
    let event: TTriggerEvent;
    try {
      event = await reportEvent(unlocker, owner);
    } finally {
      send.mockRestore();
    }
    expect(await runJob(t, clock.advanceMinutes(100))).toEqual({ unlocked: 0, notices: 1 });
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    expect(mailsTo(t, owner.email, sentBefore).map((mail) => mail.subject)).toEqual([
      'Reminder: a report about you unlocks your household soon',
    ]);
    await stopAsOwner(owner, event);
  });

  it('for every unlock email: the next run sends them, each person once', async () => {
    const { owner, unlocker, viewer } = await household('Rita Soto');
    await reportEvent(unlocker, owner);
    // The first notice went out with the report: the job does not send it again.
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    expect(await runJob(t, clock.advanceMinutes(89))).toEqual({ unlocked: 0, notices: 1 });
    const down: Mailer = {
      kind: 'local',
      send: () => Promise.reject(new Error('connection refused')),
    };
    const sentBefore = t.mailer.sent.length;
    expect(await runJob(t, clock.advanceMinutes(90), down)).toEqual({ unlocked: 1, notices: 0 });
    expect(t.mailer.sent.length).toBe(sentBefore);

    // Two runs at once: one of them sends the emails.
    const runs = await Promise.all([runJob(t, clock.advanceMinutes(1)), runJob(t, clock.now())]);
    expect(runs).toEqual(
      expect.arrayContaining([
        { unlocked: 0, notices: 1 },
        { unlocked: 0, notices: 0 },
      ]),
    );
    const mailed = t.mailer.sent.slice(sentBefore).map((mail) => mail.to);
    expect(mailed.sort()).toEqual([unlocker.email, viewer.email].sort());
    expect(await runJob(t, clock.advanceMinutes(1))).toEqual({ unlocked: 0, notices: 0 });
    expect(t.mailer.sent.length).toBe(sentBefore + 2);
  });
});

describe('a stop and the unlock at the same moment', () => {
  it('lets one of them win: a stopped report never unlocks, an unlocked one is not stopped', async () => {
    const { owner, unlocker, viewer } = await household('Rosa Vega');
    const event = await reportEvent(unlocker, owner);
    clock.advanceHours(3);
    await signedInAt(t, owner, clock.now());

    const [stop, job] = await Promise.all([post(owner, stopPath(event)), runJob(t, clock.now())]);
    const [row] = await t.database.db
      .select({ status: triggerEvents.status })
      .from(triggerEvents)
      .where(eq(triggerEvents.id, event.id));
    if (stop.status === 200) {
      expect(row?.status).toBe('stopped');
      expect(job.unlocked).toBe(0);
      expect(await guidebookTitles(viewer, owner)).not.toContain('For Morgan, after');
    } else {
      await expectError(stop, 409, { code: 'CONFLICT' });
      expect(row?.status).toBe('unlocked');
      expect(job.unlocked).toBe(1);
    }
    // Whoever won, a later run changes nothing.
    expect(await runJob(t, clock.advanceHours(1))).toEqual({ unlocked: 0, notices: 0 });
  });
});
