import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityEvents, estateInstruments, guidebookEntries } from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import type { TGuidebookEntry, TGuidebookEntryInput } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  newAdvisor,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import { TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';

// Issue 14: the Family Guidebook through the real HTTP app, with per-person sharing.
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

async function write(
  user: TestUser,
  input: TGuidebookEntryInput,
  owner?: string,
): Promise<TGuidebookEntry> {
  const response = await user.client.post(`/api/guidebook${owner ? `?owner=${owner}` : ''}`, input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { entry: TGuidebookEntry }).entry;
}

async function guidebookOf(user: TestUser, ownerId = owner.id): Promise<TGuidebook> {
  const response = await user.client.get(`/api/guidebook?owners=${ownerId}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TGuidebook;
}

const titles = (guidebook: TGuidebook) => guidebook.entries.map((entry) => entry.title);

describe('the Family Guidebook', () => {
  it('writes, reads, changes and deletes an entry, with its body sealed in the table', async () => {
    const entry = await write(owner, {
      section: 'final_wishes',
      title: 'My funeral',
      body: 'A small service at St. Mary’s.\nCremation, please.',
    });
    expect(entry).toMatchObject({ ownerId: owner.id, addressedTo: null, shares: [] });
    expect(entry.body).toBe('A small service at St. Mary’s.\nCremation, please.');

    const [row] = await t.database.db
      .select()
      .from(guidebookEntries)
      .where(eq(guidebookEntries.id, entry.id));
    expect(row?.bodySealed).toBeDefined();
    expect(row?.bodySealed).not.toContain('Cremation');
    expect(createFieldCipher(TEST_ENCRYPTION_KEY).decrypt(row?.bodySealed ?? '')).toBe(entry.body);

    const changed = await owner.client.put(`/api/guidebook/${entry.id}`, {
      section: 'final_wishes',
      title: 'My funeral and burial',
      body: 'Buried beside my parents.',
    });
    expect(changed.status).toBe(200);
    const listed = (await guidebookOf(owner)).entries.find((each) => each.id === entry.id);
    expect(listed).toMatchObject({
      title: 'My funeral and burial',
      body: 'Buried beside my parents.',
    });

    expect((await owner.client.delete(`/api/guidebook/${entry.id}`)).status).toBe(200);
    expect(titles(await guidebookOf(owner))).not.toContain('My funeral and burial');
    expect((await owner.client.delete(`/api/guidebook/${entry.id}`)).status).toBe(404);
  });

  it('shows a viewer only what is shared with them now, without who else sees it', async () => {
    const shared = await write(owner, {
      section: 'where_things_are',
      title: 'Spare house key',
      body: 'Under the blue pot.',
      shares: [
        { userId: viewer.id, mode: 'now' },
        { userId: advisor.id, mode: 'after_event' },
      ],
    });
    await write(owner, {
      section: 'letters',
      title: 'For after I am gone',
      body: 'I love you.',
      addressedTo: 'Morgan',
      shares: [{ userId: viewer.id, mode: 'after_event' }],
    });
    await write(owner, { section: 'other', title: 'Never for the viewer', body: 'Private.' });

    const seen = await guidebookOf(viewer);
    expect(titles(seen)).toEqual(['Spare house key']);
    expect(seen.entries[0]).toMatchObject({ body: 'Under the blue pot.', shares: [] });
    expect(seen.people).toEqual([]);

    // The advisor's item is after the event: nothing unlocks a household yet.
    expect(titles(await guidebookOf(advisor))).not.toContain('Spare house key');

    const theirs = (await guidebookOf(owner)).entries.find((entry) => entry.id === shared.id);
    expect(theirs?.shares).toEqual(shared.shares);
  });

  it('lets a guest write and manage their own entries, and see the owner’s only as shared', async () => {
    const entry = await write(owner, { section: 'pets', title: 'Biscuit', body: 'Feeds at 7.' });
    const letter = await write(owner, {
      section: 'letters',
      title: 'For Gabe, later',
      body: 'Read this one day.',
      addressedTo: 'Gabe',
      shares: [{ userId: guest.id, mode: 'after_event' }],
    });
    // A guest is family with edit rights, not the owner: unshared and after-event entries stay hidden.
    const seenByGuest = await guidebookOf(guest);
    expect(titles(seenByGuest)).not.toContain('Biscuit');
    expect(titles(seenByGuest)).not.toContain('For Gabe, later');
    expect(seenByGuest.writableOwnerIds).toEqual([owner.id]);
    const byGuest = await write(
      guest,
      { section: 'pets', title: 'Biscuit’s vet', body: 'Dr. Kim' },
      owner.id,
    );
    expect(byGuest).toMatchObject({ ownerId: owner.id, canManage: true });
    expect(titles(await guidebookOf(guest))).toContain('Biscuit’s vet');
    // The owner sees and manages what the guest wrote; the guest cannot touch the owner's entries.
    const ownersView = (await guidebookOf(owner)).entries.find((each) => each.id === byGuest.id);
    expect(ownersView?.canManage).toBe(true);
    const change = { section: 'pets', title: 'Changed', body: '' };
    expect((await guest.client.put(`/api/guidebook/${letter.id}`, change)).status).toBe(404);
    expect((await guest.client.delete(`/api/guidebook/${entry.id}`)).status).toBe(404);

    for (const reader of [viewer, advisor]) {
      expect((await reader.client.post(`/api/guidebook?owner=${owner.id}`, change)).status).toBe(
        404,
      );
      expect((await reader.client.put(`/api/guidebook/${entry.id}`, change)).status).toBe(404);
      expect((await reader.client.delete(`/api/guidebook/${entry.id}`)).status).toBe(404);
      expect((await guidebookOf(reader)).writableOwnerIds).toEqual([]);
    }
    expect(titles(await guidebookOf(owner))).toEqual(
      expect.arrayContaining(['Biscuit', 'For Gabe, later', 'Biscuit’s vet']),
    );
  });

  it('shows an advisor who may change records only what is shared with them, and no writing', async () => {
    const bookkeeper = await newAdvisor(t, owner, {
      fullName: 'Bo Bookkeeper',
      level: 'read_write',
    });
    await write(owner, {
      section: 'letters',
      title: 'For my son',
      body: 'Dear Luis',
      addressedTo: 'Luis',
    });
    await write(owner, {
      section: 'where_things_are',
      title: 'Tax records',
      body: 'Blue box in the study.',
      shares: [{ userId: bookkeeper.id, mode: 'now' }],
    });
    const seen = await guidebookOf(bookkeeper);
    expect(titles(seen)).toContain('Tax records');
    expect(titles(seen)).not.toContain('For my son');
    expect(seen.people).toEqual([]);
    const body = { section: 'other', title: 'By the bookkeeper', body: '' };
    expect((await bookkeeper.client.post(`/api/guidebook?owner=${owner.id}`, body)).status).toBe(
      404,
    );
    expect(titles(await guidebookOf(owner))).not.toContain('By the bookkeeper');
  });

  it('answers 404 for another household’s guidebook and entries', async () => {
    const entry = await write(owner, { section: 'other', title: 'Ours', body: '' });
    expect((await stranger.client.get(`/api/guidebook?owners=${owner.id}`)).status).toBe(404);
    const body = { section: 'other', title: 'Taken', body: '' };
    expect((await stranger.client.put(`/api/guidebook/${entry.id}`, body)).status).toBe(404);
    expect((await stranger.client.delete(`/api/guidebook/${entry.id}`)).status).toBe(404);
    expect(titles(await guidebookOf(stranger, stranger.id))).toEqual([]);
  });

  it('refuses a share naming someone not connected to the household', async () => {
    await expectError(
      await owner.client.post('/api/guidebook', {
        section: 'other',
        title: 'Shared with a stranger',
        body: '',
        shares: [{ userId: stranger.id, mode: 'now' }],
      }),
      400,
      {
        message:
          'An entry can only be shared with family members and advisors connected to this household.',
      },
    );
    expect(titles(await guidebookOf(owner))).not.toContain('Shared with a stranger');
  });

  it('refuses a password, and a letter without an addressee', async () => {
    await expectError(
      await owner.client.post('/api/guidebook', {
        section: 'digital_accounts',
        title: 'Gmail',
        body: 'Password: hunter2',
        digitalAction: 'memorialize',
      }),
      400,
      {
        fields: {
          body: "Don't store passwords here: say where the family can find them (for example a password manager's emergency access)",
        },
      },
    );
    await expectError(
      await owner.client.post('/api/guidebook', { section: 'letters', title: 'To you', body: '' }),
      400,
      { fields: { addressedTo: 'Enter who the letter is for' } },
    );
  });

  it('lists the people entries can be shared with, for those who may write only', async () => {
    const people = (await guidebookOf(owner)).people.map(({ userId, role }) => ({ userId, role }));
    expect(people).toEqual(
      expect.arrayContaining([
        { userId: guest.id, role: 'guest' },
        { userId: viewer.id, role: 'viewer' },
        { userId: advisor.id, role: 'advisor' },
      ]),
    );
    expect((await guidebookOf(guest)).people.length).toBe(people.length);
    expect((await guidebookOf(advisor)).people).toEqual([]);
  });

  it('assembles who to call first, where originals are and pet caretakers from the records', async () => {
    const home = await newUser(t, { fullName: 'Hal Home' });
    const created = await home.client.post('/api/advisors', {
      name: 'Jane Counsel',
      role: 'attorney',
      firm: 'Counsel & Co',
      phone: '(555) 010-2000',
    });
    const counsel = ((await created.json()) as { advisor: { id: string } }).advisor.id;
    await t.database.db.insert(estateInstruments).values([
      {
        userId: home.id,
        kind: 'will',
        variant: 'last_will',
        principalName: 'Hal Home',
        originalLocation: 'Fireproof safe, hall closet',
        people: [
          person('executor', 0, 'Rosa Home', { phone: '555-0101', email: 'rosa@example.com' }),
          person('executor', 1, 'Jane Counsel', { source: 'advisor', refId: counsel }),
          person('executor', 2, 'Third Choice'),
          person('witness', 0, 'Wendy Witness'),
        ],
      },
      {
        userId: home.id,
        kind: 'pet_guardian',
        variant: 'standard',
        principalName: 'Hal Home',
        people: [person('pet_caretaker', 0, 'Nina Neighbor', { phone: '555-0199' })],
      },
    ]);
    const { assembled } = await guidebookOf(home, home.id);
    expect(assembled.firstCalls).toEqual([
      {
        ownerId: home.id,
        name: 'Rosa Home',
        roles: ['Executor'],
        phone: '555-0101',
        email: 'rosa@example.com',
      },
      {
        ownerId: home.id,
        name: 'Jane Counsel',
        roles: ['Alternate executor', 'Attorney · Counsel & Co'],
        phone: '(555) 010-2000',
        email: null,
      },
    ]);
    expect(assembled.originals).toEqual([
      expect.objectContaining({
        label: 'Will · Hal Home',
        location: 'Fireproof safe, hall closet',
      }),
    ]);
    expect(assembled.pets).toEqual([
      expect.objectContaining({
        principalName: 'Hal Home',
        caretakers: [{ name: 'Nina Neighbor', rank: 0, phone: '555-0199', email: null }],
      }),
    ]);
  });

  it('logs members’ views and changes with the title, never the body', async () => {
    await write(
      guest,
      { section: 'other', title: 'Logged by the guest', body: 'Secret body text' },
      owner.id,
    );
    await guidebookOf(viewer);
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.ownerId, owner.id));
    const guidebook = events.filter((event) => event.subject === 'guidebook');
    expect(guidebook).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: guest.id,
          action: 'create',
          detail: 'Logged by the guest',
        }),
        expect.objectContaining({ actorId: viewer.id, action: 'view' }),
      ]),
    );
    expect(JSON.stringify(events)).not.toContain('Secret body text');
    expect(t.logs.text()).not.toContain('Secret body text');
  });
});

function person(
  role: string,
  rank: number,
  name: string,
  extra: {
    source?: 'family' | 'advisor' | 'other';
    refId?: string;
    phone?: string;
    email?: string;
  } = {},
) {
  return {
    role,
    rank,
    name,
    source: extra.source ?? 'other',
    refId: extra.refId ?? null,
    relationship: null,
    phone: extra.phone ?? null,
    email: extra.email ?? null,
  } as (typeof estateInstruments.$inferInsert)['people'] extends (infer P)[] | undefined
    ? P
    : never;
}
