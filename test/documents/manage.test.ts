import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, documents } from '@server/db/schema';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import type { TDocument } from '@shared/documents/document-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError, newGuest } from '@test/harness/family';
import { PNG, signedLink, uploadDocument } from '@test/harness/documents';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

type SearchResults = { results: { document: TDocument; highlights: string[] }[] };

async function search(user: TestUser, words: string): Promise<SearchResults> {
  const response = await user.client.get(`/api/documents/search?q=${encodeURIComponent(words)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SearchResults;
}

async function created(user: TestUser, path: string, body: unknown): Promise<string> {
  const response = await user.client.post(path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const saved = (await response.json()) as Record<string, { id: string }>;
  return (saved.asset ?? saved.loan ?? saved.property ?? saved.expense)?.id ?? '';
}

describe('the documents list', () => {
  it('lists the selected households newest first, and nobody else sees them', async () => {
    const first = await uploadDocument(owner.client, { bytes: PNG, name: 'a.png' }, { name: 'A' });
    const second = await uploadDocument(owner.client, { bytes: PNG, name: 'b.png' }, { name: 'B' });
    const { documents: listed } = (await (await owner.client.get('/api/documents')).json()) as {
      documents: TDocument[];
    };
    const ids = listed.map((document) => document.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const theirs = (await (await stranger.client.get('/api/documents')).json()) as {
      documents: TDocument[];
    };
    expect(theirs.documents).toEqual([]);
    expect((await stranger.client.get(`/api/documents?owners=${owner.id}`)).status).toBe(404);
  });
});

describe('full-text search', () => {
  it('finds a word that is only inside a PDF, with the place it matched', async () => {
    const pdf = buildTextPdf([
      'Homeowners insurance policy declarations page.',
      'The dwelling at 12 Oak Lane is covered against windstorm and hail.',
    ]);
    const document = await uploadDocument(
      owner.client,
      { bytes: pdf, name: 'policy.pdf' },
      { name: 'Home policy', category: 'insurance_policy', tags: ['State Farm'] },
    );
    const [row] = await t.database.db
      .select({ contentText: documents.contentText })
      .from(documents)
      .where(eq(documents.id, document.id));
    expect(row?.contentText).toContain('windstorm');

    const { results } = await search(owner, 'windstorms');
    expect(results.map((result) => result.document.id)).toEqual([document.id]);
    expect(results[0]?.highlights.join(' ')).toContain('«windstorm»');
    expect(results[0]?.document.name).toBe('Home policy');
  });

  it('matches names and tags too, ranking a name match first', async () => {
    const byName = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'deed.png' },
      { name: 'Lake cabin deed', category: 'deed_or_title' },
    );
    const byTag = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'photo.png' },
      { name: 'Photo of the porch', tags: ['cabin'] },
    );
    const { results } = await search(owner, 'cabin');
    expect(results.map((result) => result.document.id)).toEqual([byName.id, byTag.id]);
    expect(results[0]?.highlights).toEqual(['Lake «cabin» deed']);
    expect(results[1]?.highlights).toEqual(['«cabin»']);
  });

  it('understands phrases and exclusions, and refuses an empty search', async () => {
    const { results } = await search(owner, '"lake cabin" -porch');
    expect(results.map((result) => result.document.name)).toEqual(['Lake cabin deed']);
    expect((await search(owner, 'nothing-like-this-anywhere')).results).toEqual([]);
    await expectError(await owner.client.get('/api/documents/search?q=%20%20'), 400, {
      fields: { q: 'Enter words to search for' },
    });
    expect((await search(stranger, 'cabin')).results).toEqual([]);
  });
});

describe('changing a document', () => {
  it('renames, recategorises, tags, links and dates it, and search follows', async () => {
    const assetId = await created(owner, '/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
    });
    const document = await uploadDocument(owner.client, { bytes: PNG, name: 'scan.png' });
    const response = await owner.client.patch(`/api/documents/${document.id}`, {
      name: 'Chase statement March',
      category: 'financial_statement',
      tags: ['bank', 'monthly'],
      link: { kind: 'asset', id: assetId },
      expiresOn: '2031-03-31',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { document: changed } = (await response.json()) as { document: TDocument };
    expect(changed).toMatchObject({
      name: 'Chase statement March',
      category: 'financial_statement',
      tags: ['bank', 'monthly'],
      link: { kind: 'asset', id: assetId, label: 'Chase - Everyday' },
      expiresOn: '2031-03-31',
      fileName: 'scan.png',
    });
    expect((await search(owner, 'statement')).results.map((r) => r.document.id)).toContain(
      document.id,
    );
    expect((await search(owner, 'monthly')).results.map((r) => r.document.id)).toContain(
      document.id,
    );
  });

  it('labels links to loans, properties and obligations', async () => {
    const loanId = await created(owner, '/api/loans', {
      loanType: 'auto',
      lender: 'Toyota Financial',
    });
    const vehicleId = await created(owner, '/api/properties', {
      kind: 'vehicle',
      year: 2021,
      make: 'Honda',
      model: 'Civic',
    });
    const expenseId = await created(owner, '/api/expenses', {
      category: 'other',
      vendor: 'Netflix',
    });
    const cases = [
      { kind: 'loan', id: loanId, label: 'Toyota Financial' },
      { kind: 'property', id: vehicleId, label: '2021 Honda Civic' },
      { kind: 'expense', id: expenseId, label: 'Netflix' },
    ] as const;
    for (const link of cases) {
      const document = await uploadDocument(
        owner.client,
        { bytes: PNG, name: 'x.png' },
        { name: `Linked to ${link.kind}`, link: { kind: link.kind, id: link.id } },
      );
      expect(document.link).toEqual(link);
    }
  });

  it("refuses a link to another household's item, or to an advisor", async () => {
    const theirAsset = await created(stranger, '/api/assets', {
      type: 'savings',
      institutionName: 'Ally',
      accountName: 'Rainy day',
    });
    const document = await uploadDocument(owner.client, { bytes: PNG, name: 'x.png' });
    await expectError(
      await owner.client.patch(`/api/documents/${document.id}`, {
        name: 'X',
        link: { kind: 'asset', id: theirAsset },
      }),
      400,
      { fields: { link: 'Choose one of your financial accounts' } },
    );
    await expectError(
      await owner.client.patch(`/api/documents/${document.id}`, {
        name: 'X',
        link: { kind: 'advisor', id: theirAsset },
      }),
      400,
      { fields: { link: 'Advisors can be linked once the advisors screen exists' } },
    );
  });

  it("answers 404 for another household's document, and changes nothing", async () => {
    const document = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'x.png' },
      { name: 'Mine' },
    );
    expect(
      (await stranger.client.patch(`/api/documents/${document.id}`, { name: 'Theirs' })).status,
    ).toBe(404);
    expect((await stranger.client.delete(`/api/documents/${document.id}`)).status).toBe(404);
    expect(
      (await stranger.client.post(`/api/documents/${document.id}/link`, { disposition: 'inline' }))
        .status,
    ).toBe(404);
    expect((await stranger.client.get(`/api/documents/${document.id}/open`)).status).toBe(404);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.name).toBe('Mine');
  });
});

describe('deleting a document', () => {
  it('removes the row and the stored file', async () => {
    const document = await uploadDocument(owner.client, { bytes: PNG, name: 'x.png' });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    const key = row?.objectKey ?? '';
    expect(await t.storage.exists(key)).toBe(true);
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(200);
    expect(await t.storage.exists(key)).toBe(false);
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(404);
  });
});

describe("a family member's use of the owner's documents", () => {
  it("is in the owner's activity log with the document's name", async () => {
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const document = await uploadDocument(
      guest.client,
      { bytes: PNG, name: 'x.png' },
      { name: 'Life insurance' },
    );
    await guest.client.get('/api/documents');
    await signedLink(guest.client, document.id);
    await guest.client.patch(`/api/documents/${document.id}`, { name: 'Life insurance 2026' });
    await guest.client.delete(`/api/documents/${document.id}`);
    const entries = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.actorId, guest.id));
    expect(
      entries.map((entry) => [entry.ownerId, entry.action, entry.subject, entry.detail]),
    ).toEqual(
      expect.arrayContaining([
        [owner.id, 'create', 'documents', 'Life insurance'],
        [owner.id, 'view', 'documents', null],
        [owner.id, 'update', 'documents', 'Life insurance 2026'],
        [owner.id, 'delete', 'documents', 'Life insurance 2026'],
      ]),
    );
  });
});
