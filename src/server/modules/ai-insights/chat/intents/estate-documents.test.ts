import { describe, expect, it } from 'vitest';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

/** The Riveras' plan with the trust holding the home and a savings account still to retitle. */
function withFundedTrust(): HouseholdSnapshot {
  const snapshot = riveraSnapshot();
  const savings = snapshot.estate.assets.find((account) => account.type === 'savings');
  const instruments = snapshot.estate.instruments.map((instrument) =>
    instrument.kind === 'trust'
      ? {
          ...instrument,
          funding: [
            { assetKind: 'property' as const, assetId: 'prop-home', funded: true },
            { assetKind: 'asset' as const, assetId: savings?.id ?? '', funded: false },
          ],
        }
      : instrument,
  );
  return { ...snapshot, estate: { ...snapshot.estate, instruments } };
}

describe('the estate plan’s documents', () => {
  it('counts them all when the kinds listed only say what the whole covers', async () => {
    const answer = await ask(
      'How many estate planning documents (wills, trust, powers of attorney, directives) do we have?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('estate_documents');
    expect(answer.response).toMatch(/^7 estate documents: /);
  });

  it('says no notary or witness is recorded when the documents name none', async () => {
    const notary = await ask(
      'What was the name of the notary who witnessed our wills?',
      riveraSnapshot(),
    );
    expect(notary.understood).toBe(false);
    expect(notary.response).toMatch(/^No notary is recorded for /);
    const witnessed = await ask('Who witnessed our trust?', riveraSnapshot());
    expect(witnessed.understood).toBe(false);
    expect(witnessed.response).toMatch(/^No witness is recorded for /);
  });

  it('says in which state a document was signed, where the plan records it', async () => {
    const snapshot = riveraSnapshot();
    snapshot.instrumentDetails = [
      { instrumentId: 'inst-trust', originalLocation: null, signedState: 'CA', documentId: null },
    ];
    const answer = await ask('When was our trust signed, and in which state?', snapshot);
    expect(answer.response).toContain('signed Mar 3, 2024 in California');
  });

  it('says when a document was signed, and cites it', async () => {
    const answer = await ask('When was our trust signed?', riveraSnapshot());
    expect(answer.intent).toBe('estate_documents');
    expect(answer.response).toContain('signed Mar 3, 2024');
    expect(sourceIds(answer)).toEqual(['inst-trust']);
  });

  it('names each will’s kind, and narrows to the person a question names', async () => {
    const both = await ask('What kind of wills do we have?', riveraSnapshot());
    expect(both.response).toContain(
      'Will of Alex Rivera (last will and testament): stored safely, signed Mar 3, 2024',
    );
    expect(both.response).toContain(
      'Will of Sam Rivera (last will and testament): signed Mar 3, 2024',
    );
    const sams = await ask('When did Sam sign the will?', riveraSnapshot());
    expect(sourceIds(sams)).toEqual(['inst-will-sam']);
  });

  it('answers what a will does with what is not in the trust from the wills and their notes', async () => {
    const snapshot = riveraSnapshot();
    const instruments = snapshot.estate.instruments.map((instrument) =>
      instrument.id === 'inst-will-sam'
        ? {
            ...instrument,
            variant: 'pour_over_will',
            notes: 'Pours the rest into the Rivera Trust.',
          }
        : instrument,
    );
    const answer = await ask(
      "As executor: what does Sam's will do with anything that isn't already in the trust?",
      { ...snapshot, estate: { ...snapshot.estate, instruments } },
    );
    expect(sourceIds(answer)).toEqual(['inst-will-sam']);
    expect(answer.response).toContain('notes: “Pours the rest into the Rivera Trust.”');
    for (const query of [
      "Where does everything left over in Sam's will go?",
      "What notes are on Sam's will?",
    ]) {
      const asked = await ask(query, { ...snapshot, estate: { ...snapshot.estate, instruments } });
      expect(sourceIds(asked)).toEqual(['inst-will-sam']);
      expect(asked.response).toContain('notes: “Pours the rest into the Rivera Trust.”');
    }
  });

  it('says when a document was last reviewed and when its review falls due', async () => {
    const snapshot = riveraSnapshot();
    const instruments = snapshot.estate.instruments.map((instrument) =>
      instrument.id === 'inst-will-alex'
        ? { ...instrument, lastReviewedOn: '2022-02-10' }
        : instrument,
    );
    const answer = await ask("When was Alex's will last reviewed?", {
      ...snapshot,
      estate: { ...snapshot.estate, instruments },
    });
    expect(answer.response).toContain(
      'last reviewed Feb 10, 2022, review overdue since Feb 10, 2025',
    );
    const never = await ask('When was the financial POA last reviewed?', riveraSnapshot());
    expect(never.response).toContain('never reviewed since signing, next review Mar 3, 2027');
  });

  it('lists what a trust holds and what is still to be retitled into it', async () => {
    const answer = await ask("What's in our trust?", withFundedTrust());
    expect(answer.intent).toBe('estate_documents');
    expect(answer.response).toMatch(
      /it holds [^;]+; still to be retitled into it \(not yet funded\): Chase/,
    );
    // Not what a will does with what is outside the trust.
    const left = await ask(
      'Is there anything that still has not been retitled into the trust?',
      withFundedTrust(),
    );
    expect(left.response).toMatch(/still to be retitled into it \(not yet funded\): Chase/);
  });

  it('says what the family wrote of a document when asked what it says', async () => {
    const snapshot = riveraSnapshot();
    const instruments = snapshot.estate.instruments.map((instrument) =>
      instrument.id === 'inst-will-alex'
        ? { ...instrument, notes: 'Leaves the piano to Emma.' }
        : instrument,
    );
    const answer = await ask("What does Alex's will say about the piano?", {
      ...snapshot,
      estate: { ...snapshot.estate, instruments },
    });
    expect(answer.response).toContain('notes: “Leaves the piano to Emma.”');
  });

  it('still reads “Wells Fargo” as a bank, not as wills', async () => {
    const answer = await ask('what is the balance at wells fargo', riveraSnapshot());
    expect(answer.intent).not.toBe('estate_documents');
  });
});
