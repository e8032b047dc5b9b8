import { describe, expect, it } from 'vitest';
import { ZInstrumentInput } from '@shared/estate/estate-schemas';
import { instrument, person } from '../plan-fixtures.test-helper';
import {
  ZInstrumentForm,
  instrumentFormValues,
  instrumentInput,
  newPersonRow,
  peopleForKind,
  type TInstrumentFormValues,
} from './instrument-form';

const LUIS = '30000000-0000-4000-8000-000000000007';

function blankWill(overrides: Partial<TInstrumentFormValues> = {}): TInstrumentFormValues {
  return { ...instrumentFormValues(null, 'will'), principalName: 'Maria Rivera', ...overrides };
}

function messages(values: TInstrumentFormValues) {
  const result = ZInstrumentForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZInstrumentForm', () => {
  it('starts a will as a last will, not started, reviewed every 3 years', () => {
    expect(instrumentFormValues(null, 'will')).toMatchObject({
      kind: 'will',
      variant: 'last_will',
      status: 'none',
      reviewEveryMonths: '36',
    });
  });

  it('turns blank inputs into nothing and the interval into months', () => {
    const result = ZInstrumentForm.parse(blankWill({ reviewEveryMonths: '60' }));
    expect(result).toMatchObject({
      signedOn: null,
      signedState: null,
      originalLocation: null,
      documentId: null,
      reviewEveryMonths: 60,
      funding: [],
    });
  });

  it('asks for the date once the document is signed', () => {
    expect(messages(blankWill({ status: 'signed' }))).toEqual({
      signedOn: 'Enter the date it was signed',
    });
    expect(messages(blankWill({ status: 'signed', signedOn: '2024-03-05' }))).toEqual({});
  });

  it('asks who a person is until one is chosen, beside the select', () => {
    const values = blankWill({ people: [newPersonRow('executor', [])] });
    expect(messages(values)).toMatchObject({ 'people.0.refId': 'Choose the person' });
  });

  it('keeps a family member’s id and drops the id of someone typed in', () => {
    const family = {
      ...newPersonRow('executor', []),
      source: 'family' as const,
      refId: LUIS,
      name: 'Luis',
    };
    const other = {
      ...newPersonRow('executor', [family]),
      source: 'other' as const,
      refId: LUIS,
      name: 'Ana',
    };
    const result = ZInstrumentForm.parse(blankWill({ people: [family, other] }));
    expect(result.people).toMatchObject([
      { source: 'family', refId: LUIS, rank: 0 },
      { source: 'other', refId: null, rank: 1 },
    ]);
  });

  it('ranks witnesses in the order they are listed', () => {
    const first = { ...newPersonRow('witness', []), source: 'other' as const, name: 'Tom' };
    const second = { ...first, rank: '0', name: 'Eve' };
    const result = ZInstrumentForm.parse(blankWill({ people: [first, second] }));
    expect(result.people.map((person) => person.rank)).toEqual([0, 1]);
  });
});

describe('instrumentFormValues', () => {
  it('saves an opened document unchanged: people, ranks, funding and all', () => {
    const trust = instrument({
      kind: 'trust',
      variant: 'revocable_living',
      status: 'stored',
      signedOn: '2024-04-01',
      signedState: 'TX',
      originalLocation: 'Safe deposit box',
      lastReviewedOn: '2025-01-02',
      reviewEveryMonths: 30,
      people: [
        person({ role: 'successor_trustee', rank: 5, name: 'Ana Lopez', phone: '555' }),
        person({ role: 'trustee', name: 'Luis', source: 'family', refId: LUIS }),
      ],
      funding: [{ assetKind: 'asset', assetId: LUIS, funded: true }],
      notes: 'Restated in 2025',
    });
    const saved = ZInstrumentForm.parse(instrumentFormValues(trust, null));
    const expected = ZInstrumentInput.parse(instrumentInput(trust));
    // The form lists people in rank order; the set and each one's details are the same.
    expect(saved).toEqual({ ...expected, people: [expected.people[1], expected.people[0]] });
  });
});

describe('newPersonRow', () => {
  it('ranks a new person after the ones already named in the role, up to the third alternate', () => {
    const first = newPersonRow('executor', []);
    expect(first.rank).toBe('0');
    const rows = [first, { ...first, rank: '3' }];
    expect(newPersonRow('executor', rows).rank).toBe('3');
    expect(newPersonRow('witness', rows).rank).toBe('0');
  });
});

describe('peopleForKind', () => {
  it('drops the people a kind does not name', () => {
    const rows = [newPersonRow('executor', []), newPersonRow('trustee', [])];
    expect(peopleForKind('trust', rows).map((row) => row.role)).toEqual(['trustee']);
  });
});
