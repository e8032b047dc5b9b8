import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, familyConnections } from '@server/db/schema';
import type { TTrustedContact } from '@shared/triggering-event/event-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  newAdvisor,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { householdCard, nameContact } from './event-helpers';

// Issue 15: the owner names who may report their death or incapacity, and how long they wait.
let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let viewer: TestUser;
let advisor: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  guest = await newGuest(t, owner, 'Gabe Lopez');
  viewer = await newConnectedMember(t, owner, 'viewer');
  advisor = await newAdvisor(t, owner, { fullName: 'Ada Advisor' });
  stranger = await newUser(t, { fullName: 'Stan Stranger' });
}, 120_000);
afterAll(() => t.close());

const contactPath = (id: string) => `/api/triggering-event/contacts/${id}`;

describe('trusted contacts', () => {
  it('names a connected member with the default 7 days, changes and removes them', async () => {
    const before = await householdCard(owner, owner);
    expect(before.candidates.map((candidate) => candidate.userId)).toEqual(
      expect.arrayContaining([guest.id, viewer.id, advisor.id]),
    );
    expect(before.candidates.find((candidate) => candidate.userId === guest.id)).toEqual({
      userId: guest.id,
      name: 'Gabe Lopez',
      email: guest.email,
      role: 'guest',
    });

    const contact = await nameContact(owner, guest);
    expect(contact).toMatchObject({
      contactUserId: guest.id,
      name: 'Gabe Lopez',
      email: guest.email,
      role: 'guest',
      priority: 'primary',
      waitHours: 168,
      emailVerified: true,
    });
    const after = await householdCard(owner, owner);
    expect(after.contacts).toEqual([contact]);
    expect(after.candidates.map((candidate) => candidate.userId)).not.toContain(guest.id);

    const changed = await owner.client.patch(contactPath(contact.id), {
      priority: 'backup',
      waitHours: 3,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { contact: TTrustedContact }).contact).toMatchObject({
      priority: 'backup',
      waitHours: 3,
    });

    expect((await owner.client.delete(contactPath(contact.id))).status).toBe(200);
    expect((await householdCard(owner, owner)).contacts).toEqual([]);
    expect((await owner.client.delete(contactPath(contact.id))).status).toBe(404);

    const log = await t.database.db
      .select({ detail: activityEvents.detail, subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.ownerId, owner.id));
    expect(log).toEqual(
      expect.arrayContaining([
        {
          subject: 'triggering-event',
          detail: 'Named Gabe Lopez (primary, waiting period 7 days) as a trusted contact',
        },
        { subject: 'triggering-event', detail: 'Removed Gabe Lopez as a trusted contact' },
      ]),
    );
  });

  it('refuses a waiting period outside 3 hours to 30 days, field by field', async () => {
    await expectError(
      await owner.client.post('/api/triggering-event/contacts', {
        contactUserId: viewer.id,
        waitHours: 2,
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        fields: { waitHours: 'The waiting period is at least 3 hours' },
      },
    );
    const contact = await nameContact(owner, viewer, { waitHours: 720, priority: 'backup' });
    await expectError(
      await owner.client.patch(contactPath(contact.id), { priority: 'backup', waitHours: 721 }),
      400,
      { fields: { waitHours: 'The waiting period is at most 30 days' } },
    );
    expect((await householdCard(owner, owner)).contacts).toEqual([contact]);
    expect((await owner.client.delete(contactPath(contact.id))).status).toBe(200);
  });

  it('accepts only people connected to the household, once each', async () => {
    const notConnected = {
      code: 'VALIDATION_FAILED',
      fields: { contactUserId: 'Choose someone connected to your household' },
    };
    await expectError(
      await owner.client.post('/api/triggering-event/contacts', { contactUserId: stranger.id }),
      400,
      notConnected,
    );
    await expectError(
      await owner.client.post('/api/triggering-event/contacts', { contactUserId: owner.id }),
      400,
      notConnected,
    );

    const contact = await nameContact(owner, advisor);
    await expectError(
      await owner.client.post('/api/triggering-event/contacts', { contactUserId: advisor.id }),
      409,
      { code: 'CONFLICT', message: 'Ada Advisor is already one of your trusted contacts.' },
    );
    expect((await owner.client.delete(contactPath(contact.id))).status).toBe(200);

    // An advisor whose grant has ended is not connected any more.
    const ended = await newAdvisor(t, owner, { fullName: 'Ed Ended' });
    await t.database.db
      .update(familyConnections)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(familyConnections.userId, ended.id));
    await expectError(
      await owner.client.post('/api/triggering-event/contacts', { contactUserId: ended.id }),
      400,
      notConnected,
    );
    expect(
      (await householdCard(owner, owner)).candidates.map((candidate) => candidate.userId),
    ).not.toContain(ended.id);
  });

  it('shows a contact whose access was removed as having no access', async () => {
    const leaving = await newConnectedMember(t, owner, 'viewer');
    const contact = await nameContact(owner, leaving);
    expect((await owner.client.delete(`/api/family/members/${leaving.id}`)).status).toBe(200);
    const listed = (await householdCard(owner, owner)).contacts.find(
      (each) => each.id === contact.id,
    );
    expect(listed).toMatchObject({ role: 'no_access', name: leaving.fullName });
    expect((await owner.client.delete(contactPath(contact.id))).status).toBe(200);
  });

  it('lets only the owner name contacts: a guest has no household, others are told it is not there', async () => {
    const contact = await nameContact(owner, viewer);
    await expectError(
      await guest.client.post('/api/triggering-event/contacts', { contactUserId: viewer.id }),
      404,
      { code: 'NOT_FOUND' },
    );
    for (const someone of [guest, viewer, advisor, stranger]) {
      const change = await someone.client.patch(contactPath(contact.id), {
        priority: 'backup',
        waitHours: 3,
      });
      expect(change.status, someone.fullName).toBe(404);
      expect((await someone.client.delete(contactPath(contact.id))).status).toBe(404);
    }
    // Members see no one's contacts but their own household's.
    expect((await householdCard(guest, owner)).contacts).toEqual([]);
    expect((await householdCard(viewer, owner)).candidates).toEqual([]);
    expect((await householdCard(owner, owner)).contacts).toEqual([contact]);
  });
});
