import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '@server/db/schema';
import { newUser, type TestUser } from '@test/harness/accounts';
import { PNG, uploadDocument } from '@test/harness/documents';
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
  postReport,
  reportEvent,
  setEmailVerified,
} from './event-helpers';

// Issue 15: a trusted contact reports the owner's death or incapacity; everyone else is refused.
const clock = fakeClock();
let t: TestApp;
let owner: TestUser;
let unlocker: TestUser;
let backup: TestUser;
let viewer: TestUser;
let advisor: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp({ now: clock.now });
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  unlocker = await newGuest(t, owner, 'Gabe Lopez');
  backup = await newConnectedMember(t, owner, 'viewer');
  viewer = await newConnectedMember(t, owner, 'viewer');
  advisor = await newAdvisor(t, owner, { fullName: 'Ada Advisor' });
  stranger = await newUser(t, { fullName: 'Stan Stranger' });
  await nameContact(owner, unlocker, { waitHours: 3 });
  await nameContact(owner, backup, { priority: 'backup', waitHours: 48 });
}, 120_000);
afterAll(() => t.close());

const today = () => clock.now().toISOString().slice(0, 10);

describe('reporting an event', () => {
  it('tells an unlocker they may report, and everyone else nothing about reporting', async () => {
    expect(await householdCard(unlocker, owner)).toMatchObject({
      ownerName: 'Maria Lopez',
      isOwner: false,
      isUnlocker: true,
      canReport: true,
      cannotReportReason: null,
      reportWaitHours: 3,
      canWorkPlan: true,
      event: null,
      contacts: [],
      candidates: [],
      history: [],
    });
    expect(await householdCard(viewer, owner)).toMatchObject({
      isUnlocker: false,
      canReport: false,
      cannotReportReason: null,
      reportWaitHours: null,
      canWorkPlan: false,
    });
    expect((await householdCard(backup, owner)).reportWaitHours).toBe(48);
    expect(await householdCard(owner, owner)).toMatchObject({
      isOwner: true,
      isUnlocker: false,
      canReport: false,
      canWorkPlan: true,
    });
    const strangersView = (await newUser(t)).client;
    const answer = (await (await strangersView.get('/api/triggering-event')).json()) as {
      households: { ownerId: string }[];
    };
    expect(answer.households.map((household) => household.ownerId)).not.toContain(owner.id);
  });

  it('answers 404 to anyone who is not an unlocker of the household', async () => {
    const body = { ownerId: owner.id, kind: 'death', eventDate: today() } as const;
    for (const someone of [stranger, viewer, advisor]) {
      await expectError(await postReport(someone, body), 404, { code: 'NOT_FOUND' });
    }
    // The owner is not their own unlocker either.
    await expectError(await postReport(owner, body), 404, { code: 'NOT_FOUND' });
  });

  it('asks an unlocker to verify their email first', async () => {
    await setEmailVerified(t, backup, false);
    try {
      await expectError(
        await postReport(backup, { ownerId: owner.id, kind: 'death', eventDate: today() }),
        403,
        {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Verify your email address before you can report an event.',
        },
      );
      expect(await householdCard(backup, owner)).toMatchObject({
        isUnlocker: true,
        canReport: false,
        cannotReportReason: 'Verify your email address before you can report an event.',
      });
    } finally {
      await setEmailVerified(t, backup, true);
    }
  });

  it('refuses a future date, a date before 1900 and evidence from another household, field by field', async () => {
    const tomorrowEverywhere = new Date(clock.now().getTime() + 2 * 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    await expectError(
      await postReport(unlocker, {
        ownerId: owner.id,
        kind: 'death',
        eventDate: tomorrowEverywhere,
      }),
      400,
      { code: 'VALIDATION_FAILED', fields: { eventDate: 'The date cannot be in the future' } },
    );
    await expectError(
      await postReport(unlocker, { ownerId: owner.id, kind: 'death', eventDate: '1899-06-01' }),
      400,
      { fields: { eventDate: 'Enter a date from 1900 on' } },
    );
    await expectError(
      await postReport(unlocker, { ownerId: owner.id, kind: 'death', eventDate: 'soon' }),
      400,
      { fields: { eventDate: 'Enter the date' } },
    );
    const elsewhere = await uploadDocument(stranger.client, { bytes: PNG, name: 'cert.png' });
    await expectError(
      await postReport(unlocker, {
        ownerId: owner.id,
        kind: 'death',
        eventDate: today(),
        evidenceDocumentId: elsewhere.id,
      }),
      400,
      {
        fields: { evidenceDocumentId: "Choose a document from this household's document hub" },
      },
    );
    await expectError(
      await postReport(unlocker, {
        ownerId: owner.id,
        kind: 'death',
        eventDate: today(),
        evidenceDocumentId: 'the death certificate',
      }),
      400,
      {
        fields: { evidenceDocumentId: "Choose a document from this household's document hub" },
      },
    );
    expect((await householdCard(owner, owner)).event).toBeNull();
  });

  it('records a report with the unlocker’s wait, emails the owner at once and logs it', async () => {
    const certificate = await uploadDocument(
      unlocker.client,
      { bytes: PNG, name: 'certificate.png' },
      { name: 'Death certificate' },
    );
    const sentBefore = t.mailer.sent.length;
    const event = await reportEvent(unlocker, owner, {
      eventDate: today(),
      evidenceDocumentId: certificate.id,
      note: 'At St. Mary’s, peacefully.',
    });
    expect(event).toMatchObject({
      ownerId: owner.id,
      kind: 'death',
      status: 'pending',
      reporterName: 'Gabe Lopez',
      reportedByYou: true,
      reportedAt: clock.now().toISOString(),
      eventDate: today(),
      evidence: { id: certificate.id, name: 'Death certificate' },
      note: 'At St. Mary’s, peacefully.',
      waitHours: 3,
      unlocksAt: new Date(clock.now().getTime() + 3 * 60 * 60 * 1000).toISOString(),
      unlockedAt: null,
      endedAt: null,
      endedByName: null,
    });

    const [mail] = mailsTo(t, owner.email, sentBefore);
    expect(mail?.subject).toBe('Gabe Lopez reported your death in Nido. If you are OK, stop it');
    expect(mail?.text).toContain(
      `I'm OK, stop this: http://localhost:3000/triggering-event?stop=${event.id}`,
    );
    expect(mail?.text).toContain('UTC');

    const logged = await t.database.db
      .select({ actorName: activityEvents.actorName, action: activityEvents.action })
      .from(activityEvents)
      .where(
        and(eq(activityEvents.ownerId, owner.id), eq(activityEvents.subject, 'triggering-event')),
      );
    expect(logged).toContainEqual({ actorName: 'Gabe Lopez', action: 'create' });

    // The owner, the reporter and the other unlocker see the pending report; the others do not.
    expect((await householdCard(owner, owner)).event).toMatchObject({
      id: event.id,
      reportedByYou: false,
      evidence: { id: certificate.id, name: 'Death certificate' },
    });
    expect((await householdCard(backup, owner)).event?.id).toBe(event.id);
    expect((await householdCard(unlocker, owner)).event?.id).toBe(event.id);
    expect((await householdCard(viewer, owner)).event).toBeNull();
    expect((await householdCard(advisor, owner)).event).toBeNull();

    // One active event per owner.
    expect(await householdCard(backup, owner)).toMatchObject({
      canReport: false,
      cannotReportReason: 'An event is already reported for Maria Lopez.',
    });
    await expectError(
      await postReport(backup, { ownerId: owner.id, kind: 'incapacity', eventDate: today() }),
      409,
      { code: 'CONFLICT', message: 'An event is already reported for Maria Lopez.' },
    );
  });

  it('lets only one of two reports made at once stand', async () => {
    const second = await newUser(t, { fullName: 'Rosa Ruiz' });
    const first = await newGuest(t, second, 'Fay Ruiz');
    const other = await newConnectedMember(t, second, 'viewer');
    await nameContact(second, first);
    await nameContact(second, other);
    const body = { ownerId: second.id, kind: 'death', eventDate: today() } as const;
    const answers = await Promise.all([postReport(first, body), postReport(other, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });
});
