import { describe, expect, it } from 'vitest';
import { instrument, person } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { completeInstruments, completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { noAlternates } from './no-alternates';

describe('noAlternates', () => {
  it('fires for an agent named alone, naming them', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: completeInstruments().map((each) =>
        each.kind === 'financial_poa'
          ? { ...each, people: [person({ role: 'agent', name: 'Ana Lopez' })] }
          : each,
      ),
    });
    expect(tipsOf(noAlternates, snapshot)).toEqual([
      {
        rule: 'no-alternates',
        severity: 'medium',
        title: 'Durable financial power of attorney of Alex Rivera names no alternate agent',
        detail:
          'Ana Lopez is named, with no one after them. If they cannot serve, the choice may fall to a court. Name an alternate agent.',
        href: '/estate-plan#financial_poa',
        action: 'Name an alternate agent',
      },
    ]);
  });

  it('fires for a trust with a trustee and no successor trustee', () => {
    const snapshot = withEstate(completeSnapshot(), {
      instruments: [
        ...completeInstruments(),
        instrument({
          id: 'trust-1',
          kind: 'trust',
          variant: 'revocable_living',
          principalName: 'Alex Rivera',
          people: [person({ role: 'trustee', name: 'Alex Rivera' })],
        }),
      ],
    });
    expect(tipsOf(noAlternates, snapshot).map((tip) => tip.title)).toEqual([
      'Revocable living trust of Alex Rivera names no successor trustee',
    ]);
  });

  it('does not fire when alternates are named, nor for a document naming nobody yet', () => {
    expect(tipsOf(noAlternates, completeSnapshot())).toEqual([]);
    const empty = withEstate(completeSnapshot(), {
      instruments: [
        ...completeInstruments(),
        instrument({ id: 'g-1', kind: 'guardian_nomination', variant: 'standard', people: [] }),
      ],
    });
    expect(tipsOf(noAlternates, empty)).toEqual([]);
  });
});
