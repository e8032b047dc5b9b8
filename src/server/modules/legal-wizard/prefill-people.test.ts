import { describe, expect, it } from 'vitest';
import { ZEstatePerson, type TEstatePerson } from '@shared/estate/estate-schemas';
import {
  isChildRelationship,
  isSpouseRelationship,
  planFor,
  type HouseholdMember,
  type PlanCard,
} from './prefill-people';

describe('relationships read from a card (issue 37, item 4)', () => {
  it.each(['Spouse', 'wife', ' Husband ', 'My wife', 'Wife (married 1998)'])(
    'reads "%s" as the card principal’s spouse',
    (relationship) => {
      expect(isSpouseRelationship(relationship)).toBe(true);
      expect(isChildRelationship(relationship)).toBe(false);
    },
  );

  it.each([
    'Ex-wife',
    'ex wife',
    'Former husband',
    'Late husband',
    'Wife (divorced)',
    'Husband’s sister',
    "Wife's brother",
    'Sister-in-law',
    'Spouse of my son',
    'Son-in-law',
  ])('does not read "%s" as a spouse', (relationship) => {
    expect(isSpouseRelationship(relationship)).toBe(false);
  });

  it.each(['Son', 'daughter', 'Child', 'Stepson', 'Step-daughter', 'My son', 'Adopted daughter'])(
    'reads "%s" as the card principal’s child',
    (relationship) => {
      expect(isChildRelationship(relationship)).toBe(true);
      expect(isSpouseRelationship(relationship)).toBe(false);
    },
  );

  it.each([
    'Son-in-law',
    'Daughter-in-law',
    'daughter in law',
    'Husband’s son',
    "Son's wife",
    'Godson',
    'Grandson',
    'Grandchild',
    'Former stepdaughter',
    null,
    '',
  ])('does not read "%s" as a child', (relationship) => {
    expect(isChildRelationship(relationship)).toBe(false);
  });
});

const person = (
  name: string,
  relationship: string | null,
  role: TEstatePerson['role'] = 'witness',
): TEstatePerson => ZEstatePerson.parse({ role, rank: 0, source: 'other', name, relationship });
const card = (id: string, principalName: string, people: TEstatePerson[]): PlanCard => ({
  id,
  kind: 'will',
  principalName,
  people,
});
const members: HouseholdMember[] = [];

describe('the plan from the principal’s point of view (issue 37, item 4)', () => {
  // Kate's cards name Tom as husband, Mia (both spouses' child) and Ben (Kate's son from another
  // marriage). Tom's own card names Mia (without a relationship), his wife and his brother.
  const kate = card('k', 'Kate Hall', [
    person('Tom Hall', 'Husband'),
    person('Mia Hall', 'Daughter'),
    person('Ben Ross', 'Son'),
    person('Dan Ross', 'Ex-husband'),
    person('Eve Hall', 'Husband’s sister', 'executor'),
  ]);

  it('takes the spouse’s children only where both spouses’ cards name them', () => {
    const tom = card('t', 'Tom Hall', [
      person('Mia Hall', null),
      person('Kate Hall', 'Wife'),
      person('Rob Hall', 'Brother', 'executor'),
    ]);
    const plan = planFor([kate, tom], members, { name: 'Tom Hall', ids: new Set() });
    expect(plan.spouse?.name).toBe('Kate Hall');
    expect(plan.children).toEqual(['Mia Hall']);
    expect(plan.named('will', ['executor'])).toEqual([
      expect.objectContaining({ name: 'Rob Hall', relationship: 'Brother' }),
    ]);
  });

  it('clears the relationship of people taken from the spouse’s cards', () => {
    const plan = planFor([kate], members, { name: 'Tom Hall', ids: new Set() });
    expect(plan.spouse).toMatchObject({ name: 'Kate Hall', relationship: 'Spouse' });
    expect(plan.children).toEqual([]);
    expect(plan.named('will', ['executor'])).toEqual([
      expect.objectContaining({ name: 'Eve Hall', relationship: null }),
    ]);
  });

  it('reads neither an ex-spouse as the spouse nor an in-law as a child on the own cards', () => {
    const plan = planFor(
      [card('x', 'Ann Lee', [person('Joe Lee', 'Ex-husband'), person('Sam Yu', 'Son-in-law')])],
      members,
      { name: 'Ann Lee', ids: new Set() },
    );
    expect(plan.spouse).toBeNull();
    expect(plan.children).toEqual([]);
  });

  it('reads no relationship from the household’s cards of someone else', () => {
    const plan = planFor([kate], members, { name: 'Mia Hall', ids: new Set() });
    expect(plan.spouse).toBeNull();
    expect(plan.children).toEqual([]);
    expect(plan.named('will', ['executor'])).toEqual([
      expect.objectContaining({ name: 'Eve Hall', relationship: null }),
    ]);
  });
});
