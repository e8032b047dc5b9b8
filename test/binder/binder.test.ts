import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { eq } from 'drizzle-orm';
import {
  estateInstruments,
  guidebookEntries,
  insurancePolicies,
  triggerEvents,
} from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { newUser, type TestUser } from '@test/harness/accounts';
import { PNG, uploadDocument } from '@test/harness/documents';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import { TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { pdfPages } from './pdf-pages';

// Issue 14 Deliver 6: the printable binder, read back with pdf.js as a family would print it.
let clock = Date.parse('2026-11-25T15:00:00Z');
let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const SECTIONS = [
  'Family Guidebook',
  'Estate plan summary',
  'Contacts',
  'Financial accounts',
  'Insurance policies',
  'Properties and vehicles',
  'Monthly obligations',
  'Document index',
];

async function created(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(201);
}

async function guidebookEntry(
  ownerId: string,
  title: string,
  body: string,
  shares: { userId: string; mode: 'now' | 'after_event' | 'never' }[],
) {
  await t.database.db.insert(guidebookEntries).values({
    userId: ownerId,
    section: 'final_wishes',
    title,
    bodySealed: createFieldCipher(TEST_ENCRYPTION_KEY).encrypt(body),
    shares,
  });
}

async function binder(user: TestUser, query = `owners=${owner.id}`) {
  const response = await user.client.get(`/api/binder?${query}`);
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  return { response, pages: await pdfPages(new Uint8Array(await response.arrayBuffer())) };
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Maria Carter' });
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });

  await created(
    await owner.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      accountNumber: '123456789012',
      balanceCents: 250_000,
    }),
  );
  await created(
    await owner.client.post('/api/expenses', {
      category: 'other',
      vendor: 'Netflix',
      costCents: 1_599,
      isAutoPay: true,
      autoPayDate: 5,
      bankAccount: 'Chase Everyday ****9012',
      website: 'https://www.netflix.com',
      vendorAccount: '88776655443322',
    }),
  );
  await created(
    await owner.client.post('/api/advisors', {
      name: 'Casey Counsel',
      role: 'attorney',
      firm: 'Counsel & Co',
      phone: '555-0100',
      email: 'casey@example.com',
    }),
  );
  await uploadDocument(owner.client, { bytes: PNG, name: 'Deed to Maple Street.png' });
  await t.database.db.insert(estateInstruments).values({
    userId: owner.id,
    kind: 'will',
    variant: 'last_will',
    principalName: 'Maria Carter',
    status: 'signed',
    signedOn: '2024-03-01',
    signedState: 'CA',
    originalLocation: 'Fireproof box in the hall closet',
    people: [
      {
        role: 'executor',
        rank: 0,
        source: 'other',
        refId: null,
        name: 'Ana Carter',
        relationship: 'Sister',
        phone: '555-0111',
        email: null,
      },
      {
        role: 'executor',
        rank: 1,
        source: 'other',
        refId: null,
        name: 'Luis Carter',
        relationship: 'Brother',
        phone: null,
        email: null,
      },
    ],
  });
  await t.database.db.insert(insurancePolicies).values({
    userId: owner.id,
    kind: 'life',
    carrier: 'Northwestern Mutual',
    policyNumberSealed: createFieldCipher(TEST_ENCRYPTION_KEY).encrypt('NWM44719988'),
    policyNumberLast4: '9988',
    insuredName: 'Maria Carter',
    faceAmountCents: 50_000_000,
    beneficiaries: [
      { name: 'Ana Carter', relationship: 'Sister', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  });
  await guidebookEntry(owner.id, 'Music for the service', 'Play Clair de Lune.', [
    { userId: viewer.id, mode: 'now' },
  ]);
  await guidebookEntry(owner.id, 'Letter about the house', 'Sell it only if you must.', [
    { userId: viewer.id, mode: 'after_event' },
  ]);
  await created(
    await stranger.client.post('/api/assets', {
      type: 'savings',
      institutionName: 'Stranger Bank',
      accountName: 'Secret savings',
      accountNumber: '999988887777',
    }),
  );
});
afterAll(() => t.close());

describe('GET /api/binder', () => {
  it('prints every section with a table of contents, page numbers and the date, numbers masked', async () => {
    const { response, pages } = await binder(owner);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="nido-family-binder-2026-11-25.pdf"',
    );
    // Table cells wrap: compare words, not line breaks.
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(pages[0]).toContain('Maria Carter household');
    expect(pages[0]).toContain('Printed November 25, 2026 by Maria Carter');
    expect(pages[0]).toContain('only their last 4 digits are printed');
    const contents = pages[1] ?? '';
    for (const section of SECTIONS) {
      const page = Number(new RegExp(`${section} (\\d+)`).exec(contents)?.[1]);
      expect(pages[page - 1]?.startsWith(section), `${section} starts page ${page}`).toBe(true);
    }
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));

    expect(text).toContain('****9012');
    expect(text).not.toContain('123456789012');
    expect(text).toContain('****3322');
    expect(text).not.toContain('88776655443322');
    expect(text).toContain('****9988');
    expect(text).not.toContain('NWM44719988');
    expect(text).toContain('Autopay on day 5 from Chase Everyday ****9012');
    expect(text).toContain('https://www.netflix.com');
    expect(text).toContain('Subscriptions and other services: cancel');
    expect(text).toContain('Casey Counsel');
    expect(text).toContain('Fireproof box in the hall closet');
    expect(text).toContain('Executor: Ana Carter (Sister, 555-0111); alternate 1: Luis Carter');
    expect(text).toContain('Next review Mar 1, 2027');
    expect(text).toContain('Deed to Maple Street.png');
    // Nothing recorded is said, not left out.
    expect(pages.find((page) => page.startsWith('Properties and vehicles'))).toContain(
      'Nothing recorded yet.',
    );
  });

  it('gives the owner every guidebook entry and a viewer only what is shared with them now', async () => {
    const ownersText = (await binder(owner)).pages.join('\n');
    expect(ownersText).toContain('Play Clair de Lune.');
    expect(ownersText).toContain('Sell it only if you must.');

    const viewersText = (await binder(viewer)).pages.join('\n');
    expect(viewersText).toContain('Play Clair de Lune.');
    expect(viewersText).not.toContain('Letter about the house');
    expect(viewersText).not.toContain('Sell it only if you must.');
    expect(viewersText).toContain('Printed November 25, 2026 by Morgan Reyes');
  });

  it('prints what is shared after the event once an event unlocks, logs that view, and hides it after a re-lock', async () => {
    const db = t.database.db;
    const [event] = await db
      .insert(triggerEvents)
      .values({
        userId: owner.id,
        kind: 'incapacity',
        status: 'unlocked',
        reporterName: 'Morgan Reyes',
        eventDate: '2026-11-20',
        waitHours: 3,
        unlocksAt: new Date(clock),
        unlockedAt: new Date(clock),
      })
      .returning({ id: triggerEvents.id });
    expect((await binder(viewer)).pages.join('\n')).toContain('Sell it only if you must.');
    const activity = (
      (await (await owner.client.get('/api/family/activity')).json()) as {
        entries: TActivityEntry[];
      }
    ).entries;
    expect(activity).toContainEqual(
      expect.objectContaining({
        actorId: viewer.id,
        action: 'view',
        subject: 'guidebook',
        detail: '1 entry shared after the event',
      }),
    );

    await db
      .update(triggerEvents)
      .set({ status: 'relocked' })
      .where(eq(triggerEvents.id, event!.id));
    expect((await binder(viewer)).pages.join('\n')).not.toContain('Sell it only if you must.');
  });

  it('never prints another household, and logs a member’s print in the owner’s activity', async () => {
    const text = (await binder(viewer)).pages.join('\n');
    expect(text).not.toContain('Stranger Bank');
    expect((await stranger.client.get(`/api/binder?owners=${owner.id}`)).status).toBe(404);
    const both = (await binder(viewer, `owners=${owner.id},${viewer.id}`)).pages;
    // The printer's own household first.
    expect(both[0]).toContain('Morgan Reyes household and Maria Carter household');
    expect(both.join('\n').replace(/\s+/g, ' ')).toContain('Chase Everyday Maria Carter');
    const strangers = (await binder(stranger, '')).pages.join('\n');
    expect(strangers).toContain('Stranger Bank');
    expect(strangers).not.toContain('Chase');

    const activity = (
      (await (await owner.client.get('/api/family/activity')).json()) as {
        entries: TActivityEntry[];
      }
    ).entries;
    expect(activity).toContainEqual(
      expect.objectContaining({
        actorId: viewer.id,
        action: 'export',
        subject: 'binder',
        detail: '1 binder in a PDF file',
      }),
    );
  });

  it('dates the binder by the printer’s day, and refuses a day that is not today', async () => {
    clock = Date.parse('2026-11-26T03:00:00Z');
    const { response } = await binder(owner, `owners=${owner.id}&today=2026-11-25`);
    expect(response.headers.get('content-disposition')).toContain(
      'nido-family-binder-2026-11-25.pdf',
    );
    const refused = await owner.client.get(`/api/binder?today=2026-10-01`);
    expect(refused.status).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t).get('/api/binder')).status).toBe(401);
  });
});
