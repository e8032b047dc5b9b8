import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { activityEvents, documents } from '@server/db/schema';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { insertDocument } from '@server/modules/documents/document-repository';
import { newObjectKey } from '@server/platform/storage/object-key';
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
  return Object.values(saved)[0]?.id ?? '';
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

describe('search in a large hub', () => {
  /** A row as an upload writes it, with `contentText` as pdf.js would have read it. */
  async function storedDocument(
    name: string,
    contentText: string | null,
    options: { tags?: string[]; createdAt?: Date } = {},
  ): Promise<string> {
    const row = await insertDocument(t.database.db, {
      userId: owner.id,
      uploadedBy: owner.id,
      name,
      fileName: 'scan.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      objectKey: newObjectKey(owner.id, 'pdf'),
      tags: options.tags ?? [],
      contentText,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
    return row.id;
  }

  /** Pages of a policy's boilerplate, compressible like real text (so it is stored compressed). */
  const boilerplate = (pages: number) =>
    Array.from(
      { length: pages * 40 },
      (_, line) =>
        `Section ${line}: the insured must give prompt notice of any loss to the company.`,
    ).join('\n');

  it('finds the fragment of a word deep inside a long text, and one near its start', async () => {
    const deep = await storedDocument(
      'Umbrella policy',
      `${boilerplate(20)}\nExclusion: «trampoline» injuries are not covered.\n${boilerplate(2)}`,
    );
    const early = await storedDocument(
      'Pool rider',
      `Rider for the trampoline and the pool.\n${boilerplate(30)}`,
    );
    const { results } = await search(owner, 'trampolines');
    expect(results.map((result) => result.document.id).sort()).toEqual([deep, early].sort());
    const fragments = new Map(results.map((result) => [result.document.id, result.highlights]));
    expect(fragments.get(deep)).toEqual([
      expect.stringContaining('Exclusion: "«trampoline»" injuries are not covered.'),
    ]);
    expect(fragments.get(early)).toEqual([
      expect.stringContaining('Rider for the «trampoline» and the pool.'),
    ]);
  });

  it('gives documents stored before migration 0010 the same title index as new ones', async () => {
    const id = await storedDocument('Roof «inspection» report', 'Shingles.', {
      tags: ['Home Depot', 'roof'],
    });
    const titleIndex = () =>
      t.database.db
        .select({ title: sql<string>`${documents.titleVector}::text` })
        .from(documents)
        .where(eq(documents.id, id));
    const written = await titleIndex();
    expect(written[0]?.title).toContain("'inspect':2A");
    await t.database.db.update(documents).set({ titleVector: null }).where(eq(documents.id, id));
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.startsWith('0010_'));
    const backfill = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "documents"'));
    expect(backfill).toBeDefined();
    await t.database.db.execute(sql.raw(backfill ?? ''));
    expect(await titleIndex()).toEqual(written);
  });

  it('ranks a name match, then a tag match, then text matches newest first', async () => {
    const day = 24 * 60 * 60 * 1000;
    const olderText = await storedDocument('Backyard notes', 'The gazebo needs paint.', {
      createdAt: new Date(Date.now() - 3 * day),
    });
    const newerText = await storedDocument('Garden plan', 'A gazebo by the pond, gazebo gazebo.', {
      createdAt: new Date(Date.now() - day),
    });
    const byTag = await storedDocument('Contractor quote', 'Lumber and labor.', {
      tags: ['gazebo'],
      createdAt: new Date(Date.now() - 4 * day),
    });
    const byName = await storedDocument('Gazebo permit', 'City permit for a gazebo.', {
      createdAt: new Date(Date.now() - 5 * day),
    });
    const { results } = await search(owner, 'gazebo');
    expect(results.map((result) => result.document.id)).toEqual([
      byName,
      byTag,
      newerText,
      olderText,
    ]);
    expect(results[0]?.highlights).toEqual([
      '«Gazebo» permit',
      expect.stringContaining('permit for a «gazebo»'),
    ]);
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

  it("refuses a link to another household's item or advisor, and links one's own advisor", async () => {
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
    const theirAdvisor = await created(stranger, '/api/advisors', {
      name: 'Their Lawyer',
      role: 'attorney',
    });
    await expectError(
      await owner.client.patch(`/api/documents/${document.id}`, {
        name: 'X',
        link: { kind: 'advisor', id: theirAdvisor },
      }),
      400,
      { fields: { link: 'Choose one of your advisors' } },
    );
    const myAdvisor = await created(owner, '/api/advisors', { name: 'Ada Counsel', role: 'cpa' });
    const linked = await owner.client.patch(`/api/documents/${document.id}`, {
      name: 'X',
      link: { kind: 'advisor', id: myAdvisor },
    });
    expect(linked.status).toBe(200);
    const advisors = (await (await owner.client.get('/api/advisors')).json()) as {
      advisors: { id: string; documents: { id: string }[] }[];
    };
    expect(advisors.advisors.find((each) => each.id === myAdvisor)?.documents).toEqual([
      expect.objectContaining({ id: document.id }),
    ]);
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
