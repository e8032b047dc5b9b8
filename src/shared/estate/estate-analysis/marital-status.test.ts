import { describe, expect, it } from 'vitest';
import {
  OWNER,
  beneficiary,
  facts,
  instrument,
  investment,
  person,
} from './estate-facts.test-helper';
import {
  isFormerSpouseRelationship,
  isSpouseRelationship,
  maritalStatusOf,
} from './marital-status';

describe('relationships', () => {
  it('reads a spouse: "Spouse", "my wife", "Husband (married 1998)"; not an in-law, a relation of theirs, a former or late one', () => {
    for (const text of ['Spouse', 'my wife', 'Husband (married 1998)', ' WIFE '])
      expect(isSpouseRelationship(text), text).toBe(true);
    for (const text of [
      'Ex-wife',
      'former husband',
      'late husband',
      'Husband’s sister',
      'Spouse-in-law',
      'Sister',
      null,
    ])
      expect(isSpouseRelationship(text), String(text)).toBe(false);
  });

  it('reads a former spouse: "Ex-wife", "former husband", "ex spouse", "Ex", "Divorced spouse (2019)"; not "Ex-wife’s brother"', () => {
    for (const text of ['Ex-wife', 'former husband', 'ex spouse', 'Ex', 'Divorced spouse (2019)'])
      expect(isFormerSpouseRelationship(text), text).toBe(true);
    for (const text of ['Ex-wife’s brother', 'Wife', 'Executor', 'Alex', null])
      expect(isFormerSpouseRelationship(text), String(text)).toBe(false);
  });
});

const event = (kind: 'marriage' | 'divorce', occurredOn: string) => ({
  ownerId: OWNER,
  kind,
  occurredOn,
});

describe('maritalStatusOf', () => {
  it('is married when a card names a spouse and no divorce is recorded, and names the spouse', () => {
    const status = maritalStatusOf(
      facts({
        instruments: [
          instrument({ people: [person({ name: 'Luis  Lopez', relationship: 'Husband' })] }),
        ],
      }),
      OWNER,
    );
    expect(status).toMatchObject({ married: true, divorcedOn: null });
    expect([...status.spouseNames]).toEqual(['luis lopez']);
  });

  it('is married with a marriage recorded even when nobody is called spouse; single with neither', () => {
    expect(
      maritalStatusOf(facts({ lifeEvents: [event('marriage', '2020-05-01')] }), OWNER).married,
    ).toBe(true);
    expect(maritalStatusOf(facts(), OWNER).married).toBe(false);
  });

  it('after a divorce with no marriage since, is not married and whoever is still called spouse is a former spouse', () => {
    const status = maritalStatusOf(
      facts({
        lifeEvents: [event('marriage', '2010-01-01'), event('divorce', '2024-03-01')],
        investments: [
          investment({
            designation: 'beneficiaries',
            beneficiaries: [beneficiary('Jane Doe', 10_000, { relationship: 'Wife' })],
          }),
        ],
      }),
      OWNER,
    );
    expect(status).toMatchObject({ married: false, divorcedOn: '2024-03-01' });
    expect([...status.formerSpouseNames]).toEqual(['jane doe']);
  });

  it('a marriage after the divorce makes the owner married again', () => {
    const status = maritalStatusOf(
      facts({ lifeEvents: [event('divorce', '2024-03-01'), event('marriage', '2025-06-01')] }),
      OWNER,
    );
    expect(status).toMatchObject({ married: true, divorcedOn: null });
  });
});
