import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@server/db/schema';
import type { TDocument } from '@shared/documents/document-schemas';
import type { TInstrument } from '@shared/estate/estate-schemas';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { newUser, type TestUser } from '@test/harness/accounts';
import { PNG, signedLink } from '@test/harness/documents';
import { createFamilyTestApp, expectError, newConnectedMember } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import {
  completeWill,
  createDraft,
  DRAFTS,
  generate,
  postSignedCopy,
  readDraft,
  saveDraft,
  signedCopyForm,
} from './legal-wizard-helpers';

// Issue 17: a draft becomes a PDF in the hub and a card on the estate plan; versions; signing.
const clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
}, 60_000);
afterAll(() => t.close());

async function hubDocument(id: string): Promise<TDocument | undefined> {
  const response = await owner.client.get('/api/documents');
  return ((await response.json()) as { documents: TDocument[] }).documents.find(
    (document) => document.id === id,
  );
}

async function cards(): Promise<TInstrument[]> {
  const response = await owner.client.get('/api/estate/instruments');
  return ((await response.json()) as { instruments: TInstrument[] }).instruments;
}

async function download(user: TestUser, documentId: string): Promise<Buffer> {
  const { url } = await signedLink(user.client, documentId);
  const response = await t.request(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function readyWill(): Promise<TLegalDraft> {
  const draft = await createDraft(owner, { kind: 'will', state: 'CA' });
  return saveDraft(owner, draft.id, { step: 8, answers: completeWill() });
}

describe('generating a will', () => {
  let draft: TLegalDraft;
  let firstDocumentId = '';
  beforeAll(async () => {
    draft = await readyWill();
  });

  it('stores the PDF in the hub, encrypted at rest, as an unsigned draft', async () => {
    const generated = await generate(owner, draft.id);
    expect(generated.version).toBe(1);
    expect(generated.renderMs).toBeGreaterThanOrEqual(0);
    firstDocumentId = generated.documentId;
    expect(generated.draft.versions).toEqual([
      {
        version: 1,
        documentId: firstDocumentId,
        documentName: 'Last will and testament — Maria Lopez — draft v1',
        generatedAt: new Date(clock).toISOString(),
        current: true,
      },
    ]);

    expect(await hubDocument(firstDocumentId)).toMatchObject({
      ownerId: owner.id,
      name: 'Last will and testament — Maria Lopez — draft v1',
      fileName: 'last-will-and-testament-maria-lopez-v1.pdf',
      fileType: 'pdf',
      category: 'will',
      tags: ['legal-wizard', 'unsigned'],
    });
    const pdf = await download(owner, firstDocumentId);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // On disk: the object holds no plaintext of the PDF.
    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, firstDocumentId));
    const onDisk = await readFile(path.join(t.dataDir, 'files', row?.objectKey ?? ''));
    expect(onDisk.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(onDisk.length).toBeGreaterThan(pdf.length);
  });

  it('puts the draft on the estate plan’s will card, with the people the will names', async () => {
    const resumed = await readDraft(owner, draft.id);
    expect(resumed.instrumentIds).toHaveLength(1);
    const card = (await cards()).find((each) => each.id === resumed.instrumentIds[0]);
    expect(card).toMatchObject({
      kind: 'will',
      variant: 'last_will',
      principalName: 'Maria Lopez',
      status: 'drafted',
      signedOn: null,
      signedState: 'CA',
      documentId: firstDocumentId,
      documentTitle: 'Last will and testament — Maria Lopez — draft v1',
    });
    expect(card?.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ role: 'executor', rank: 0, name: 'Luis Lopez', source: 'other' }),
        expect.objectContaining({ role: 'executor', rank: 1, name: 'Carmen Ortiz' }),
        expect.objectContaining({ role: 'witness', rank: 0, name: 'Pat Neighbor' }),
      ]),
    );
  });

  it('keeps the card on version 1 when version 2 does not replace it, and both stay readable', async () => {
    const second = await generate(owner, draft.id, false);
    expect(second.version).toBe(2);
    expect(second.draft.versions.map(({ version, current }) => ({ version, current }))).toEqual([
      { version: 1, current: true },
      { version: 2, current: false },
    ]);
    const card = (await cards()).find((each) => each.id === second.draft.instrumentIds[0]);
    expect(card?.documentId).toBe(firstDocumentId);
    expect((await download(owner, firstDocumentId)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(viewer, second.documentId)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await hubDocument(second.documentId))?.name).toBe(
      'Last will and testament — Maria Lopez — draft v2',
    );
  });

  it('moves the same card to version 3 when asked to replace it', async () => {
    const third = await generate(owner, draft.id, true);
    expect(third.draft.versions.filter((each) => each.current).map((each) => each.version)).toEqual(
      [3],
    );
    expect(third.draft.instrumentIds).toEqual((await readDraft(owner, draft.id)).instrumentIds);
    const willCards = (await cards()).filter((each) => each.kind === 'will');
    expect(willCards).toHaveLength(1);
    expect(willCards[0]).toMatchObject({ status: 'drafted', documentId: third.documentId });
  });

  it('marks the card signed on the day given and points it at the uploaded scan', async () => {
    const response = await postSignedCopy(owner, draft.id, signedCopyForm('2026-11-24'));
    expect(response.status, await response.clone().text()).toBe(200);
    const signed = (await response.json()) as TLegalDraft;
    expect(signed.signedDocumentId).toEqual(expect.any(String));
    const card = (await cards()).find((each) => each.id === signed.instrumentIds[0]);
    expect(card).toMatchObject({
      status: 'signed',
      signedOn: '2026-11-24',
      documentId: signed.signedDocumentId,
    });
    expect(await hubDocument(signed.signedDocumentId!)).toMatchObject({
      name: 'Last will and testament — Maria Lopez — signed November 24, 2026',
      category: 'will',
      tags: ['legal-wizard', 'signed'],
    });
    // The generated versions stay in the hub.
    expect(signed.versions).toHaveLength(3);
    expect(await hubDocument(firstDocumentId)).toBeDefined();
  });

  it('takes a scan larger than the 1 MB JSON limit, as the document upload does', async () => {
    const large = { bytes: Buffer.concat([PNG, Buffer.alloc(1_500_000)]), name: 'scan.png' };
    const response = await postSignedCopy(owner, draft.id, signedCopyForm('2026-11-24', large));
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('refuses a signed copy without a date, with a future date or from a viewer', async () => {
    await expectError(await postSignedCopy(owner, draft.id, signedCopyForm(null)), 400, {
      fields: { signedOn: 'Enter the date it was signed' },
    });
    await expectError(await postSignedCopy(owner, draft.id, signedCopyForm('2027-01-01')), 400, {
      fields: { signedOn: 'Enter a date that is not in the future' },
    });
    expect((await postSignedCopy(viewer, draft.id, signedCopyForm('2026-11-24'))).status).toBe(404);
    expect((await postSignedCopy(stranger, draft.id, signedCopyForm('2026-11-24'))).status).toBe(
      404,
    );
  });

  it('refuses a signed copy before any document was made', async () => {
    const fresh = await createDraft(owner, { kind: 'hipaa', state: 'CA' });
    await expectError(await postSignedCopy(owner, fresh.id, signedCopyForm('2026-11-24')), 409, {
      code: 'CONFLICT',
      message: 'Create the document first, then upload its signed copy.',
    });
  });

  it('drops a version whose document is deleted from the hub', async () => {
    const before = await readDraft(owner, draft.id);
    const second = before.versions.find((each) => each.version === 2)!;
    expect((await owner.client.delete(`/api/documents/${second.documentId}`)).status).toBe(200);
    const after = await readDraft(owner, draft.id);
    expect(after.versions.map((each) => each.version)).toEqual([1, 3]);
  });

  it('keeps the documents when the draft is deleted', async () => {
    expect((await owner.client.delete(`${DRAFTS}/${draft.id}`)).status).toBe(204);
    expect(await hubDocument(firstDocumentId)).toBeDefined();
  });
});

describe('documents with other cards', () => {
  it('puts a health-care directive on both the health-care POA and the living will cards', async () => {
    const draft = await createDraft(owner, { kind: 'healthcare_directive', state: 'NY' });
    await saveDraft(owner, draft.id, {
      step: 4,
      answers: {
        principal: { fullName: 'Maria Lopez', state: 'NY' },
        agent: { name: 'Jorge Lopez', relationship: 'Spouse', isAdult: true },
        alternateAgent: { name: 'Ana Lopez', isAdult: true },
        lifeSustaining: 'do_not_prolong',
      },
    });
    const generated = await generate(owner, draft.id);
    expect(generated.draft.instrumentIds).toHaveLength(2);
    const landed = (await cards()).filter((card) =>
      generated.draft.instrumentIds.includes(card.id),
    );
    expect(landed.map((card) => card.kind).sort()).toEqual(['healthcare_poa', 'living_will']);
    for (const card of landed) {
      expect(card).toMatchObject({ status: 'drafted', documentId: generated.documentId });
      expect(card.people).toEqual([
        expect.objectContaining({ role: 'health_care_agent', rank: 0, name: 'Jorge Lopez' }),
        expect.objectContaining({ role: 'health_care_agent', rank: 1, name: 'Ana Lopez' }),
      ]);
    }
    expect((await hubDocument(generated.documentId))?.category).toBe('healthcare_directive');
  });

  it('leaves a card that records a signed will alone and adds a card for the new draft', async () => {
    const created = await owner.client.post('/api/estate/instruments', {
      kind: 'will',
      variant: 'last_will',
      principalName: 'Jorge Lopez',
      status: 'signed',
      signedOn: '2015-06-01',
    });
    const old = ((await created.json()) as { instrument: TInstrument }).instrument;
    const draft = await createDraft(owner, {
      kind: 'will',
      state: 'CA',
      principalName: 'Jorge Lopez',
    });
    await saveDraft(owner, draft.id, { step: 8, answers: completeWill('Jorge Lopez') });
    const generated = await generate(owner, draft.id);
    expect(generated.draft.instrumentIds).not.toContain(old.id);
    const jorges = (await cards()).filter(
      (card) => card.kind === 'will' && card.principalName === 'Jorge Lopez',
    );
    expect(jorges.map((card) => [card.status, card.signedOn]).sort()).toEqual([
      ['drafted', null],
      ['signed', '2015-06-01'],
    ]);
  });

  it('fills the principal’s empty card instead of adding a second one', async () => {
    const created = await owner.client.post('/api/estate/instruments', {
      kind: 'financial_poa',
      variant: 'durable',
      principalName: 'Maria Lopez',
      originalLocation: 'Safe deposit box',
    });
    const empty = ((await created.json()) as { instrument: TInstrument }).instrument;
    const draft = await createDraft(owner, { kind: 'financial_poa', state: 'TX' });
    await saveDraft(owner, draft.id, {
      step: 3,
      answers: {
        principal: { fullName: 'Maria Lopez', state: 'TX' },
        agent: { name: 'Jorge Lopez', isAdult: true },
        effective: 'on_incapacity',
        powers: ['banking', 'taxes'],
      },
    });
    const generated = await generate(owner, draft.id);
    expect(generated.draft.instrumentIds).toEqual([empty.id]);
    const poaCards = (await cards()).filter((card) => card.kind === 'financial_poa');
    expect(poaCards).toHaveLength(1);
    expect(poaCards[0]).toMatchObject({
      variant: 'springing',
      status: 'drafted',
      signedState: 'TX',
      originalLocation: 'Safe deposit box',
      documentId: generated.documentId,
    });
  });

  it('puts a second will draft for the same person on the card the first one filled', async () => {
    const rosas = async () =>
      (await cards()).filter((card) => card.kind === 'will' && card.principalName === 'Rosa Lopez');
    const ready = async () => {
      const draft = await createDraft(owner, {
        kind: 'will',
        state: 'CA',
        principalName: 'Rosa Lopez',
      });
      await saveDraft(owner, draft.id, { step: 8, answers: completeWill('Rosa Lopez') });
      return draft;
    };
    const first = await generate(owner, (await ready()).id);
    const second = await generate(owner, (await ready()).id);
    expect(second.draft.instrumentIds).toEqual(first.draft.instrumentIds);
    expect(await rosas()).toEqual([
      expect.objectContaining({ status: 'drafted', documentId: second.documentId }),
    ]);
    // The first draft made again still has one card: the same one, now with its document.
    const again = await generate(owner, first.draft.id);
    expect(await rosas()).toEqual([
      expect.objectContaining({ id: first.draft.instrumentIds[0], documentId: again.documentId }),
    ]);
  });
});
