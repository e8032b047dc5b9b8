import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLegalCheck, TLegalChoices, TLegalDraft } from '@shared/legal/legal-api';
import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TDocument } from '@shared/documents/document-schemas';
import type { TActivityEntry } from '@shared/family/family-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import {
  createFamilyTestApp,
  expectError,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { completeWill, createDraft, DRAFTS, readDraft, saveDraft } from './legal-wizard-helpers';

// Issue 17: drafts of the Legal Wizard, saved at every step, prefilled from the household.
const clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let owner: TestUser;
let guest: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let advisorId = '';
let accountId = '';

async function add(user: TestUser, path: string, body: unknown, key: string): Promise<string> {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!.id;
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Maria Lopez' });
  guest = await newGuest(t, owner, 'Jorge Lopez');
  viewer = await newConnectedMember(t, owner, 'viewer');
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  advisorId = await add(
    owner,
    'advisors',
    { name: 'Ada Attorney', role: 'attorney', email: 'ada@example.com' },
    'advisor',
  );
  accountId = await add(
    owner,
    'assets',
    {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Joint checking',
      accountNumber: '000111229876',
      balanceCents: 100,
    },
    'asset',
  );
  // What the estate plan already records: a will naming an executor and guardians, a family.
  await add(
    owner,
    'estate/instruments',
    {
      kind: 'will',
      variant: 'last_will',
      principalName: 'Maria Lopez',
      status: 'signed',
      signedOn: '2019-03-01',
      people: [
        { role: 'executor', rank: 0, source: 'other', name: 'Luis Lopez', relationship: 'Brother' },
        { role: 'executor', rank: 1, source: 'advisor', refId: advisorId, name: 'Ada Attorney' },
        { role: 'guardian', rank: 0, source: 'family', refId: guest.id, name: 'Jorge Lopez' },
        { role: 'guardian', rank: 1, source: 'other', name: 'Carmen Ortiz' },
        { role: 'witness', rank: 0, source: 'other', name: 'Rosa Lopez', relationship: 'Wife' },
        { role: 'witness', rank: 1, source: 'other', name: 'Ana Lopez', relationship: 'Daughter' },
      ],
    },
    'instrument',
  );
  await add(
    owner,
    'estate/instruments',
    {
      kind: 'financial_poa',
      variant: 'durable',
      principalName: 'Maria Lopez',
      people: [
        { role: 'agent', rank: 0, source: 'family', refId: guest.id, name: 'Jorge Lopez' },
        { role: 'agent', rank: 1, source: 'other', name: 'Luis Lopez' },
      ],
    },
    'instrument',
  );
}, 60_000);
afterAll(() => t.close());

describe('starting a document', () => {
  it('prefills a will from the profile and the estate plan: principal, family, executor, guardians', async () => {
    const draft = await createDraft(owner, { kind: 'will', state: 'CA' });
    expect(draft).toMatchObject({
      ownerId: owner.id,
      kind: 'will',
      state: 'CA',
      principalName: 'Maria Lopez',
      step: 0,
      versions: [],
      instrumentIds: [],
      signedDocumentId: null,
    });
    const answers = draft.answers as TWillAnswers;
    expect(answers.testator).toMatchObject({ fullName: 'Maria Lopez', state: 'CA' });
    expect(answers.spouseName).toBe('Rosa Lopez');
    expect(answers.maritalStatus).toBe('married');
    expect(answers.children).toEqual([{ name: 'Ana Lopez', dateOfBirth: null }]);
    expect(answers.executor).toMatchObject({ name: 'Luis Lopez', source: 'estate' });
    expect(answers.alternateExecutor).toMatchObject({
      name: 'Ada Attorney',
      source: 'advisor',
      refId: advisorId,
    });
    expect(answers.guardian).toMatchObject({
      name: 'Jorge Lopez',
      source: 'family',
      refId: guest.id,
    });
    expect(answers.alternateGuardian).toMatchObject({ name: 'Carmen Ortiz' });
    expect(answers.residuary).toEqual([]);
  });

  it('prefills a power of attorney’s agent and alternate, and takes the principal named', async () => {
    const draft = await createDraft(owner, {
      kind: 'financial_poa',
      state: 'TX',
      principalName: 'Jorge Lopez',
    });
    expect(draft.principalName).toBe('Jorge Lopez');
    // In Texas the document is printed as the statutory form of Tex. Est. Code § 752.051.
    expect(draft.statutoryFormName).toBe('Statutory Durable Power of Attorney');
    // Jorge has no card of his own: the household's cards are read, without Jorge himself,
    // who is never his own agent.
    expect(draft.answers).toMatchObject({
      principal: { fullName: 'Jorge Lopez', state: 'TX' },
      agent: { name: 'Luis Lopez' },
      alternateAgent: null,
    });
  });

  it('lets a guest start one in the owner’s household, in its activity log, and refuses a viewer', async () => {
    const byGuest = await createDraft(guest, { kind: 'hipaa', state: 'CA' });
    expect(byGuest.ownerId).toBe(owner.id);
    expect(byGuest.principalName).toBe('Jorge Lopez');
    const { entries } = (await (await owner.client.get('/api/family/activity')).json()) as {
      entries: TActivityEntry[];
    };
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorName: 'Jorge Lopez',
        action: 'create',
        subject: 'legal-wizard',
        detail: 'HIPAA authorization · Jorge Lopez',
      }),
    );
    await expectError(
      await viewer.client.post(DRAFTS, { kind: 'will', state: 'CA', ownerId: owner.id }),
      404,
      { code: 'NOT_FOUND' },
    );
  });

  it('refuses an unknown kind or state with field messages', async () => {
    await expectError(await owner.client.post(DRAFTS, { kind: 'trust', state: 'ZZ' }), 400, {
      code: 'VALIDATION_FAILED',
      fields: { kind: 'Choose a document', state: 'Choose the state you live in' },
    });
  });
});

describe('the choices to pick from', () => {
  it('lists family, advisors, people typed on the estate plan and assets by name, never a number', async () => {
    const response = await owner.client.get(`/api/legal-wizard/choices?owners=${owner.id}`);
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    const choices = (await response.json()) as TLegalChoices;
    expect(choices.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'family', refId: owner.id, name: 'Maria Lopez' }),
        expect.objectContaining({ source: 'family', refId: guest.id, name: 'Jorge Lopez' }),
        expect.objectContaining({
          source: 'advisor',
          refId: advisorId,
          name: 'Ada Attorney',
          relationship: 'Attorney',
        }),
        expect.objectContaining({ source: 'estate', name: 'Carmen Ortiz' }),
      ]),
    );
    // Jorge is a family member: listed once, not again as a name typed on a card.
    expect(choices.people.filter((person) => person.name === 'Jorge Lopez')).toHaveLength(1);
    expect(choices.assets).toContainEqual({
      kind: 'account',
      id: accountId,
      label: 'Chase · Joint checking',
    });
    expect(text).not.toContain('9876');
  });

  it('lists a viewer the household’s records but not its family members', async () => {
    const response = await viewer.client.get(`/api/legal-wizard/choices?owners=${owner.id}`);
    expect(response.status).toBe(200);
    const choices = (await response.json()) as TLegalChoices;
    expect(choices.people.some((person) => person.source === 'family')).toBe(false);
    expect(choices.people.map((person) => person.name)).toContain('Ada Attorney');
    expect(choices.assets.map((asset) => asset.id)).toContain(accountId);
  });

  it('shows nothing of another household', async () => {
    const response = await stranger.client.get(`/api/legal-wizard/choices?owners=${owner.id}`);
    expect(response.status).toBe(404);
  });
});

describe('saving and resuming', () => {
  let draft: TLegalDraft;
  beforeAll(async () => {
    draft = await createDraft(owner, { kind: 'will', state: 'CA' });
  });

  it('saves a step and gives the step and answers back when the interview is resumed', async () => {
    const answers = { ...completeWill(), residuary: [] };
    const saved = await saveDraft(owner, draft.id, { step: 4, answers });
    expect(saved.step).toBe(4);
    const resumed = await readDraft(owner, draft.id);
    expect(resumed.step).toBe(4);
    expect(resumed.answers).toMatchObject({
      testator: { fullName: 'Maria Lopez', state: 'CA', city: 'Sacramento' },
      executor: { name: 'Luis Lopez', isAdult: true },
      specificGifts: [{ description: 'My grandmother’s ring', beneficiary: 'Ana Lopez' }],
    });
    // Listed among the household's drafts, with an ETag that a change moves.
    const listed = await owner.client.get(DRAFTS);
    expect(listed.status).toBe(200);
    const etag = listed.headers.get('etag') ?? '';
    expect(((await listed.json()) as TLegalDraft[]).map((each) => each.id)).toContain(draft.id);
    expect((await owner.client.get(DRAFTS, { 'If-None-Match': etag })).status).toBe(304);
    await saveDraft(owner, draft.id, { step: 5, answers });
    expect((await owner.client.get(DRAFTS, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('follows the principal’s name and state as answered, or the state sent', async () => {
    const answers = completeWill('Maria Elena Lopez', 'TX');
    const saved = await saveDraft(owner, draft.id, { step: 1, answers });
    expect(saved).toMatchObject({ principalName: 'Maria Elena Lopez', state: 'TX' });
    const sent = await saveDraft(owner, draft.id, { step: 1, answers, state: 'TX' });
    expect(sent.state).toBe('TX');
    const noState = { ...answers, testator: { ...answers.testator, state: null } };
    expect(
      (await saveDraft(owner, draft.id, { step: 1, answers: noState, state: 'FL' })).state,
    ).toBe('FL');
    await saveDraft(owner, draft.id, { step: 1, answers: completeWill() });
    expect((await readDraft(owner, draft.id)).state).toBe('CA');
  });

  it('refuses a state sent that is not the principal’s, so the document cannot mix the two', async () => {
    const poa = await createDraft(owner, { kind: 'financial_poa', state: 'FL' });
    const principal = { fullName: 'Maria Lopez', county: 'Fresno', state: 'CA' };
    await expectError(
      await owner.client.patch(`${DRAFTS}/${poa.id}`, {
        step: 0,
        state: 'FL',
        answers: { principal },
      }),
      400,
      {
        fields: {
          'answers.principal.state':
            'This draft follows Florida law; choose Florida or start a draft for California',
        },
      },
    );
    expect((await readDraft(owner, poa.id)).answers).not.toMatchObject({ principal });
    await expectError(
      await owner.client.patch(`${DRAFTS}/${draft.id}`, {
        step: 0,
        state: 'FL',
        answers: completeWill('Maria Lopez', 'CA'),
      }),
      400,
      {
        fields: {
          'answers.testator.state':
            'This draft follows Florida law; choose Florida or start a draft for California',
        },
      },
    );
  });

  it('refuses answers the interview would not accept, naming the field', async () => {
    const response = await owner.client.patch(`${DRAFTS}/${draft.id}`, {
      step: 2,
      answers: { ...completeWill(), residuary: [{ name: 'Ana Lopez', percent: 140 }] },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toEqual(['answers.residuary.0.percent']);
    await expectError(
      await owner.client.patch(`${DRAFTS}/${draft.id}`, { step: 10, answers: completeWill() }),
      400,
      { fields: { step: 'This interview has 10 steps' } },
    );
  });
});

describe('checks before a document is made', () => {
  it('lists every check, explained, and the generate step refuses with 422 while one fails', async () => {
    const draft = await createDraft(owner, { kind: 'will', state: 'CA' });
    await saveDraft(owner, draft.id, { step: 8, answers: { ...completeWill(), residuary: [] } });
    const response = await owner.client.get(`${DRAFTS}/${draft.id}/checks`);
    expect(response.status).toBe(200);
    const checks = (await response.json()) as TLegalCheck[];
    expect(checks.find((check) => check.id === 'residuary')).toMatchObject({
      ok: false,
      severity: 'error',
      title: 'Name someone to receive everything else',
      step: 5,
    });
    expect(checks.find((check) => check.id === 'executor_adult')?.ok).toBe(true);

    const documentsBefore = await documentCount(owner);
    const refused = await owner.client.post(`${DRAFTS}/${draft.id}/generate`, {});
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as {
      error: { code: string; message: string; fields: Record<string, string> };
      checks: TLegalCheck[];
    };
    expect(body.error).toMatchObject({
      code: 'CHECKS_FAILED',
      message: 'Fix what the checks found before creating the document.',
      fields: {
        residuary: 'Name someone to receive everything else',
        percentages: 'Make the shares of everything else add up to 100% (now 0%)',
      },
    });
    expect(body.checks).toEqual(checks);
    expect(await documentCount(owner)).toBe(documentsBefore);
    expect((await readDraft(owner, draft.id)).versions).toEqual([]);
  });

  it('runs the checks of the draft’s state: a Florida power of attorney cannot wait for incapacity', async () => {
    const draft = await createDraft(owner, { kind: 'financial_poa', state: 'FL' });
    const answers = {
      principal: { fullName: 'Maria Lopez', state: 'FL' },
      agent: { name: 'Jorge Lopez', isAdult: true },
      alternateAgent: { name: 'Luis Lopez', isAdult: true },
      powers: ['banking'],
      effective: 'on_incapacity',
    };
    await saveDraft(owner, draft.id, { step: 3, answers });
    const checks = (await (
      await owner.client.get(`${DRAFTS}/${draft.id}/checks`)
    ).json()) as TLegalCheck[];
    expect(checks.find((check) => check.id === 'effective_date')).toMatchObject({
      ok: false,
      severity: 'error',
      title: 'In Florida it cannot wait until you are incapacitated',
      step: 2,
    });

    const refused = await owner.client.post(`${DRAFTS}/${draft.id}/generate`, {});
    expect(refused.status).toBe(422);
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ effective_date: 'In Florida it cannot wait until you are incapacitated' });

    await saveDraft(owner, draft.id, {
      step: 3,
      answers: { ...answers, effective: 'immediately' },
    });
    expect((await owner.client.post(`${DRAFTS}/${draft.id}/generate`, {})).status).toBe(201);
  });
});

async function documentCount(user: TestUser): Promise<number> {
  const response = await user.client.get('/api/documents');
  return ((await response.json()) as { documents: TDocument[] }).documents.length;
}

describe('who may see and change a draft', () => {
  let draft: TLegalDraft;
  beforeAll(async () => {
    draft = await createDraft(owner, { kind: 'will', state: 'CA' });
  });

  it('lets a viewer read it but not change, generate or delete it', async () => {
    expect((await readDraft(viewer, draft.id)).id).toBe(draft.id);
    expect((await viewer.client.get(`${DRAFTS}/${draft.id}/checks`)).status).toBe(200);
    const denied = [
      await viewer.client.patch(`${DRAFTS}/${draft.id}`, { step: 1, answers: completeWill() }),
      await viewer.client.post(`${DRAFTS}/${draft.id}/generate`, {}),
      await viewer.client.delete(`${DRAFTS}/${draft.id}`),
    ];
    expect(denied.map((response) => response.status)).toEqual([404, 404, 404]);
    expect((await readDraft(owner, draft.id)).step).toBe(0);
  });

  it('answers 404 to another household for every route, and lists none of its drafts', async () => {
    const paths = [
      ['GET', `${DRAFTS}/${draft.id}`],
      ['GET', `${DRAFTS}/${draft.id}/checks`],
      ['PATCH', `${DRAFTS}/${draft.id}`],
      ['POST', `${DRAFTS}/${draft.id}/generate`],
      ['DELETE', `${DRAFTS}/${draft.id}`],
    ] as const;
    for (const [method, path] of paths) {
      const response = await stranger.client.request(path, {
        method,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : {
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ step: 1, answers: completeWill() }),
            }),
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const own = (await (await stranger.client.get(DRAFTS)).json()) as TLegalDraft[];
    expect(own).toEqual([]);
    expect((await stranger.client.get(`${DRAFTS}?owners=${owner.id}`)).status).toBe(404);
  });

  it('deletes a draft for whoever may change the household', async () => {
    const removed = await guest.client.delete(`${DRAFTS}/${draft.id}`);
    expect(removed.status).toBe(204);
    expect((await owner.client.get(`${DRAFTS}/${draft.id}`)).status).toBe(404);
  });
});
