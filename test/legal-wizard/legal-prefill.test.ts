import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLegalCheck, TLegalDraft } from '@shared/legal/legal-api';
import type {
  TFinancialPoaAnswers,
  THealthcareDirectiveAnswers,
  THipaaAnswers,
  TLegalPerson,
  TWillAnswers,
} from '@shared/legal/legal-answers';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { createDraft, DRAFTS, saveDraft } from './legal-wizard-helpers';

// Issue 37, item 4: a draft starts from its principal's point of view. Sam owns the household;
// Alex, Sam's spouse, is a guest in it. Only Sam's cards are recorded: they name Alex (spouse) as
// executor and agent, the children, the guardians, and (by mistake) Sam on Sam's own HIPAA card.
const clock = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let sam: TestUser;
let alex: TestUser;
let jo: TestUser;

const SAM = 'Sam Carter';
const ALEX = 'Alex Carter';

async function add(user: TestUser, path: string, body: unknown): Promise<void> {
  const response = await user.client.post(`/api/${path}`, body);
  expect(response.status, await response.clone().text()).toBe(201);
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
  sam = await newUser(t, { fullName: SAM });
  alex = await newGuest(t, sam, ALEX);
  jo = await newGuest(t, sam, 'Jo Rivera');
  const spouse = { source: 'family', refId: alex.id, name: ALEX, relationship: 'Spouse' };
  const sister = { source: 'other', name: 'Jo Rivera', relationship: 'Sister' };
  const card = (kind: string, variant: string, people: unknown[]) =>
    add(sam, 'estate/instruments', { kind, variant, principalName: SAM, people });
  await card('will', 'last_will', [
    { role: 'executor', rank: 0, ...spouse },
    { role: 'executor', rank: 1, ...sister },
    { role: 'guardian', rank: 0, source: 'other', name: 'Lee Park', relationship: 'Friend' },
    { role: 'guardian', rank: 1, source: 'other', name: 'Kim Park', relationship: 'Friend' },
    { role: 'witness', rank: 0, source: 'other', name: 'Mia Carter', relationship: 'Daughter' },
  ]);
  await card('financial_poa', 'durable', [
    { role: 'agent', rank: 0, ...spouse },
    { role: 'agent', rank: 1, ...sister },
  ]);
  await card('healthcare_poa', 'standard', [
    { role: 'health_care_agent', rank: 0, ...spouse },
    { role: 'health_care_agent', rank: 1, ...sister },
  ]);
  await card('hipaa', 'standard', [
    { role: 'authorized_person', rank: 0, source: 'family', refId: sam.id, name: ' sam  CARTER ' },
    { role: 'authorized_person', rank: 1, ...spouse },
    {
      role: 'authorized_person',
      rank: 2,
      source: 'other',
      name: 'Mia Carter',
      relationship: 'Daughter',
    },
  ]);
  await card('pet_guardian', 'standard', [
    { role: 'pet_caretaker', rank: 0, source: 'other', name: 'Leo Carter', relationship: 'Son' },
  ]);
  // A rental recorded first: the principal's address is the primary residence in their state.
  const home = (street: string, homeType: string) =>
    add(sam, 'properties', {
      kind: 'home',
      address: { street, city: 'Austin', state: 'TX', zip: '78701' },
      homeType,
    });
  await home('9 Rental Road', 'rental');
  await home('12 Maple Street', 'primary_residence');
  // Each spouse's own final wishes, in the Family Guidebook.
  await add(sam, 'guidebook', {
    section: 'final_wishes',
    title: 'My funeral and burial plot',
    body: 'A small service at St. Mary’s.\nCremation, please.',
  });
  await add(alex, `guidebook?owner=${sam.id}`, {
    section: 'final_wishes',
    title: 'What I want',
    body: 'I do not want to be cremated. I want to be buried beside my parents in Oak Hill.',
  });
}, 120_000);
afterAll(() => t.close());

/** Every person the draft names in a role, with the role. */
function roles(draft: TLegalDraft): [string, TLegalPerson | string | null][] {
  const answers = draft.answers;
  switch (draft.kind) {
    case 'will': {
      const will = answers as TWillAnswers;
      return [
        ['spouse', will.spouseName],
        ['executor', will.executor],
        ['alternateExecutor', will.alternateExecutor],
        ['guardian', will.guardian],
        ['alternateGuardian', will.alternateGuardian],
        ...will.witnesses.map((witness): [string, string | null] => ['witness', witness.name]),
        ...will.children.map((child): [string, string | null] => ['child', child.name]),
      ];
    }
    case 'hipaa':
      return (answers as THipaaAnswers).authorizedPeople.map((person) => ['authorized', person]);
    default: {
      const poa = answers as TFinancialPoaAnswers | THealthcareDirectiveAnswers;
      return [
        ['agent', poa.agent],
        ['alternateAgent', poa.alternateAgent],
      ];
    }
  }
}

/** The principal is in no role: not by name (however typed), not by their account. */
function expectPrincipalInNoRole(draft: TLegalDraft, principalId: string) {
  const name = draft.principalName.trim().toLowerCase();
  for (const [role, person] of roles(draft)) {
    const named = typeof person === 'string' ? person : person?.name;
    expect(named?.replace(/\s+/g, ' ').trim().toLowerCase(), role).not.toBe(name);
    if (person && typeof person !== 'string')
      expect(person.source === 'family' && person.refId === principalId, role).toBe(false);
  }
}

describe('a will from the principal’s point of view', () => {
  it('starts the owner’s will from their cards, home and final wishes', async () => {
    const draft = await createDraft(sam, { kind: 'will', state: 'TX' });
    const answers = draft.answers as TWillAnswers;
    expect(answers.testator).toMatchObject({
      fullName: SAM,
      state: 'TX',
      address: '12 Maple Street',
      city: 'Austin',
    });
    expect(answers.maritalStatus).toBe('married');
    expect(answers.spouseName).toBe(ALEX);
    // No date of birth is recorded for anyone in the household: the interview asks.
    expect(answers.children).toEqual([
      { name: 'Mia Carter', dateOfBirth: null },
      { name: 'Leo Carter', dateOfBirth: null },
    ]);
    expect(answers.executor).toMatchObject({ name: ALEX, source: 'family', refId: alex.id });
    expect(answers.alternateExecutor).toMatchObject({ name: 'Jo Rivera', source: 'estate' });
    expect(answers.guardian?.name).toBe('Lee Park');
    expect(answers.alternateGuardian?.name).toBe('Kim Park');
    // Sam's own entry only: Alex's wishes are Alex's.
    expect(answers.finalArrangements).toEqual({
      disposition: 'cremation',
      wishes: 'A small service at St. Mary’s.\nCremation, please.',
    });
    expectPrincipalInNoRole(draft, sam.id);
  });

  it('starts the second spouse’s will from that spouse: the owner is spouse and executor', async () => {
    for (const starter of [sam, alex]) {
      const draft = await createDraft(
        starter,
        starter === sam
          ? { kind: 'will', state: 'TX', principalName: ALEX }
          : { kind: 'will', state: 'TX' },
      );
      expect(draft.principalName).toBe(ALEX);
      const answers = draft.answers as TWillAnswers;
      expect(answers.testator).toMatchObject({
        fullName: ALEX,
        address: '12 Maple Street',
        city: 'Austin',
      });
      expect(answers.maritalStatus).toBe('married');
      expect(answers.spouseName).toBe(SAM);
      // Sam's "my spouse as executor", mirrored: Sam is Alex's executor.
      expect(answers.executor).toMatchObject({
        name: SAM,
        relationship: 'Spouse',
        source: 'family',
        refId: sam.id,
      });
      // Sam's sister is not Alex's: the interview asks how Jo is related to Alex.
      expect(answers.alternateExecutor).toMatchObject({ name: 'Jo Rivera', relationship: null });
      expect(answers.guardian).toMatchObject({ name: 'Lee Park', relationship: null });
      // Sam's cards' children are Sam's: Alex has no card naming them too, so the interview asks.
      expect(answers.children).toEqual([]);
      // Alex's own words; "do not want to be cremated" is not a wish to be cremated.
      expect(answers.finalArrangements).toEqual({
        disposition: 'burial',
        wishes: 'I do not want to be cremated. I want to be buried beside my parents in Oak Hill.',
      });
      expectPrincipalInNoRole(draft, alex.id);
      const checks = (await (
        await starter.client.get(`${DRAFTS}/${draft.id}/checks`)
      ).json()) as TLegalCheck[];
      expect(checks.find((check) => check.id === 'principal')?.ok).toBe(true);
    }
  });

  it('reads no one else’s family as the family of a member who is neither owner nor spouse', async () => {
    const draft = await createDraft(jo, { kind: 'will', state: 'TX' });
    const answers = draft.answers as TWillAnswers;
    expect(answers.spouseName).toBeNull();
    expect(answers.maritalStatus).toBeNull();
    expect(answers.children).toEqual([]);
    // The household's cards still offer an executor, never Jo herself; Sam's "Spouse" is not
    // what Alex is to Jo.
    expect(answers.executor).toMatchObject({ name: ALEX, relationship: null });
    expect(answers.alternateExecutor).toBeNull();
    // Sam's home is not Jo's.
    expect(answers.testator).toMatchObject({ fullName: 'Jo Rivera', address: null, city: null });
    expect(answers.finalArrangements).toEqual({ disposition: null, wishes: null });
    expectPrincipalInNoRole(draft, jo.id);
  });

  it('fills no address from a home in another state than the document’s', async () => {
    const draft = await createDraft(sam, { kind: 'will', state: 'CA' });
    expect((draft.answers as TWillAnswers).testator).toMatchObject({
      state: 'CA',
      address: null,
      city: null,
    });
  });
});

describe('powers of attorney, directive and HIPAA from the principal’s point of view', () => {
  it('gives the owner their spouse as agent, and the spouse the owner', async () => {
    for (const kind of ['financial_poa', 'healthcare_directive'] as const) {
      const own = await createDraft(sam, { kind, state: 'TX' });
      expect(own.answers).toMatchObject({
        principal: { fullName: SAM, address: '12 Maple Street', city: 'Austin' },
        agent: { name: ALEX, refId: alex.id },
        alternateAgent: { name: 'Jo Rivera' },
      });
      expectPrincipalInNoRole(own, sam.id);

      const spouses = await createDraft(alex, { kind, state: 'TX' });
      expect(spouses.answers).toMatchObject({
        principal: { fullName: ALEX, address: '12 Maple Street' },
        agent: { name: SAM, source: 'family', refId: sam.id },
        alternateAgent: { name: 'Jo Rivera' },
      });
      expectPrincipalInNoRole(spouses, alex.id);
    }
  });

  it('leaves the principal off their own HIPAA authorization, even where a card names them', async () => {
    const own = await createDraft(sam, { kind: 'hipaa', state: 'TX' });
    expect((own.answers as THipaaAnswers).authorizedPeople.map((person) => person.name)).toEqual([
      ALEX,
      'Mia Carter',
    ]);
    expectPrincipalInNoRole(own, sam.id);

    const spouses = await createDraft(alex, { kind: 'hipaa', state: 'TX' });
    expect(
      (spouses.answers as THipaaAnswers).authorizedPeople.map((person) => person.name),
    ).toEqual([SAM, 'Mia Carter']);
    expectPrincipalInNoRole(spouses, alex.id);
  });
});

describe('a document naming its principal in a role', () => {
  it('fails the principal’s check and is refused when created', async () => {
    const draft = await createDraft(alex, { kind: 'will', state: 'TX' });
    const answers = draft.answers as TWillAnswers;
    const adult = (name: string) => ({ name, isAdult: true, source: 'other' });
    await saveDraft(alex, draft.id, {
      step: 8,
      answers: {
        ...answers,
        executor: adult('alex carter'),
        alternateExecutor: adult('Jo Rivera'),
        residuary: [{ name: SAM, percent: 100, alternate: 'Mia Carter' }],
        witnesses: [{ name: 'Pat Neighbor' }, { name: 'Sam Friend' }],
      },
    });
    const checks = (await (
      await alex.client.get(`${DRAFTS}/${draft.id}/checks`)
    ).json()) as TLegalCheck[];
    expect(checks.filter((check) => check.id === 'principal')).toEqual([
      expect.objectContaining({
        ok: false,
        severity: 'error',
        title: 'You can’t be your own executor: name someone else',
        step: 3,
      }),
    ]);
    const refused = await alex.client.post(`${DRAFTS}/${draft.id}/generate`, {});
    expect(refused.status).toBe(422);
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toMatchObject({ principal: 'You can’t be your own executor: name someone else' });
  });
});

// A second household: Pat Lane (Sr.) owns it; Kim Lane is his wife; Pat Lane (Jr.) and Ann Lane
// are their adult children, who may live elsewhere. Pat's HIPAA card names, before Kim, his
// ex-wife, and his daughter-in-law; Kim's will card (recorded by Pat) names Pat and Kim's brother
// as executors, Ann, and Ben Ross, Kim's son from an earlier marriage.
describe('a household with a namesake, an ex-spouse, in-laws and a stepson', () => {
  const PAT = 'Pat Lane';
  const KIM = 'Kim Lane';
  let pat: TestUser;
  let patJr: TestUser;
  let kim: TestUser;
  let ann: TestUser;

  beforeAll(async () => {
    pat = await newUser(t, { fullName: PAT });
    kim = await newGuest(t, pat, KIM);
    patJr = await newGuest(t, pat, PAT);
    ann = await newGuest(t, pat, 'Ann Lane');
    const card = (principalName: string, kind: string, variant: string, people: unknown[]) =>
      add(pat, 'estate/instruments', { kind, variant, principalName, people });
    await card(PAT, 'hipaa', 'standard', [
      {
        role: 'authorized_person',
        rank: 0,
        source: 'other',
        name: 'Lou Fox',
        relationship: 'Ex-wife',
      },
      {
        role: 'authorized_person',
        rank: 1,
        source: 'family',
        refId: kim.id,
        name: KIM,
        relationship: 'Wife',
      },
      {
        role: 'authorized_person',
        rank: 2,
        source: 'other',
        name: 'Sue Lane',
        relationship: 'Daughter-in-law',
      },
      {
        role: 'authorized_person',
        rank: 3,
        source: 'family',
        refId: ann.id,
        name: 'Ann Lane',
        relationship: 'Daughter',
      },
    ]);
    await card(KIM, 'will', 'last_will', [
      {
        role: 'executor',
        rank: 0,
        source: 'family',
        refId: pat.id,
        name: PAT,
        relationship: 'Husband',
      },
      { role: 'executor', rank: 1, source: 'other', name: 'Dana Moss', relationship: 'Brother' },
      { role: 'witness', rank: 0, source: 'other', name: 'Ben Ross', relationship: 'Son' },
      {
        role: 'witness',
        rank: 1,
        source: 'family',
        refId: ann.id,
        name: 'Ann Lane',
        relationship: 'Daughter',
      },
    ]);
    await add(pat, 'properties', {
      kind: 'home',
      address: { street: '1 Elm Street', city: 'Dallas', state: 'TX', zip: '75201' },
      homeType: 'primary_residence',
    });
    await add(pat, 'guidebook', {
      section: 'final_wishes',
      title: 'Senior’s wishes',
      body: 'Bury me at Oak Hill.',
    });
    await add(patJr, `guidebook?owner=${pat.id}`, {
      section: 'final_wishes',
      title: 'Junior’s wishes',
      body: 'Scatter my ashes at sea.',
    });
  }, 120_000);

  it('carries only the principal’s own final wishes when a namesake shares the name', async () => {
    const senior = (await createDraft(pat, { kind: 'will', state: 'TX' })).answers as TWillAnswers;
    expect(senior.finalArrangements).toEqual({
      disposition: 'burial',
      wishes: 'Bury me at Oak Hill.',
    });
    const junior = (await createDraft(patJr, { kind: 'will', state: 'TX' }))
      .answers as TWillAnswers;
    expect(junior.finalArrangements).toEqual({
      disposition: 'cremation',
      wishes: 'Scatter my ashes at sea.',
    });
    // Started by Kim for "Pat Lane": two members have that name, so neither's words are carried.
    const either = (await createDraft(kim, { kind: 'will', state: 'TX', principalName: PAT }))
      .answers as TWillAnswers;
    expect(either.finalArrangements).toEqual({ disposition: null, wishes: null });
  });

  it('reads the spouse, children and relationships from the principal’s side only', async () => {
    const draft = await createDraft(pat, { kind: 'will', state: 'TX' });
    const answers = draft.answers as TWillAnswers;
    // Not the ex-wife named first; not the daughter-in-law; not Kim's son from another marriage.
    expect(answers.spouseName).toBe(KIM);
    expect(answers.children).toEqual([{ name: 'Ann Lane', dateOfBirth: null }]);
    // Kim's card mirrored: Kim in Pat's place, keeping what Pat's card calls her; Kim's brother
    // is not Pat's, so his relationship is left for the interview.
    expect(answers.executor).toMatchObject({ name: KIM, relationship: 'Wife', refId: kim.id });
    expect(answers.alternateExecutor).toMatchObject({ name: 'Dana Moss', relationship: null });
    expectPrincipalInNoRole(draft, pat.id);

    const kims = (await createDraft(kim, { kind: 'will', state: 'TX' })).answers as TWillAnswers;
    expect(kims.spouseName).toBe(PAT);
    expect(kims.children.map((child) => child.name)).toEqual(['Ben Ross', 'Ann Lane']);
    expect(kims.alternateExecutor).toMatchObject({ name: 'Dana Moss', relationship: 'Brother' });
  });

  it('prints no relationship of the owner’s cards in an adult child’s document', async () => {
    const draft = await createDraft(ann, { kind: 'will', state: 'TX' });
    const answers = draft.answers as TWillAnswers;
    expect(answers.spouseName).toBeNull();
    expect(answers.children).toEqual([]);
    expect(answers.executor).toMatchObject({ name: PAT, relationship: null });
    expect(answers.alternateExecutor).toMatchObject({ name: 'Dana Moss', relationship: null });
    expectPrincipalInNoRole(draft, ann.id);
  });

  it('fills the home address for the owner and the owner’s spouse only', async () => {
    const address = async (user: TestUser, kind: 'will' | 'financial_poa') => {
      const answers = (await createDraft(user, { kind, state: 'TX' })).answers;
      const person =
        kind === 'will'
          ? (answers as TWillAnswers).testator
          : (answers as TFinancialPoaAnswers).principal;
      return [person.address, person.city];
    };
    expect(await address(pat, 'will')).toEqual(['1 Elm Street', 'Dallas']);
    expect(await address(kim, 'financial_poa')).toEqual(['1 Elm Street', 'Dallas']);
    expect(await address(ann, 'will')).toEqual([null, null]);
    expect(await address(patJr, 'financial_poa')).toEqual([null, null]);
  });
});
