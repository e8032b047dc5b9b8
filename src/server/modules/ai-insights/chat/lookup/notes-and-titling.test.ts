import { describe, expect, it } from 'vitest';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

/** The Rivera household with what a family writes in the notes fields. */
function withNotes(): HouseholdSnapshot {
  const snapshot = riveraSnapshot();
  const estate = snapshot.estate;
  snapshot.estate = {
    ...estate,
    policies: estate.policies.map((policy) =>
      policy.id === 'pol-life-alex'
        ? { ...policy, notes: '20-year level term, issued 2019.' }
        : policy,
    ),
    instruments: estate.instruments.map((instrument) =>
      instrument.id === 'inst-living-will'
        ? { ...instrument, notes: 'Texas directive to physicians: no life-sustaining treatment.' }
        : instrument,
    ),
    titling: [
      ...estate.titling,
      {
        ownerId: estate.titling[0]?.ownerId ?? '',
        assetKind: 'asset',
        assetId: 'acct-checking',
        passesBy: null,
        titling: 'jtwros',
        holderName: 'Alex & Sam Rivera',
      },
    ],
  };
  return snapshot;
}

describe("a record's notes", () => {
  it('answer what only the notes hold, named by the record', async () => {
    const answer = await ask(
      'How long is the term on the Northwestern Mutual policy?',
      withNotes(),
    );
    expect(answer.response).toContain('notes: “20-year level term, issued 2019.”');
  });

  it('answer "what does it say", with a word of the notes beside its name', async () => {
    const answer = await ask('What does the living will say about life support?', withNotes());
    expect(answer.response).toContain('no life-sustaining treatment');
  });

  it('are not quoted for what no record holds', async () => {
    const answer = await ask('What does the letter to Emma say?', withNotes());
    expect(answer.response).not.toContain('notes:');
  });
});

describe('titling and numbers the records hold', () => {
  it('says how an account is titled', async () => {
    const answer = await ask('How is the Chase checking account titled?', withNotes());
    expect(answer.response).toContain(
      'in the name of Alex & Sam Rivera, titled joint with right of survivorship (JTWROS)',
    );
  });
});

describe('words that name nothing', () => {
  it('leaves verbs and numbers in words out of the names ("trying", "two")', async () => {
    const answer = await ask(
      'I am trying to understand the two GEICO bills, what do they cost?',
      riveraSnapshot(),
    );
    expect(answer.response).not.toMatch(/^I couldn't find/);
    expect(answer.response).toContain('GEICO');
  });

  it('keeps a lone word however it is tagged, so what is missing is said', async () => {
    const answer = await ask('is bob our executor', riveraSnapshot());
    expect(answer.response).toMatch(/^I couldn't find “bob”/);
  });
});

describe('what the records do not hold', () => {
  it('names no one for a role nobody holds, not the documents signed', async () => {
    const answer = await ask(
      'What are the names of the witnesses who signed our wills?',
      withNotes(),
    );
    expect(answer.response).toBe(
      'No witness is named in your estate plan yet; the estate plan is where you name them.',
    );
  });
});

describe('declined', () => {
  it.each([
    'What does UK inheritance law say about pour-over wills?',
    'Will our estate owe federal estate tax if we both die this year?',
  ])('%s', async (question) => {
    const answer = await ask(question, withNotes());
    expect(answer.understood).toBe(false);
  });
});
