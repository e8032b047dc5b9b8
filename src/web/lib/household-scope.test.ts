import { describe, expect, it } from 'vitest';
import { ADVISOR_SECTIONS } from '@shared/advisors/advisor-scope';
import { advisorSource, familySource, ownSource } from '@test/web/data-sources';
import { householdOpens, householdRevealsNumbers, sectionsOf } from './household-scope';

const cpa = advisorSource('client', 'Olivia Owner', {
  sections: ['expenses', 'accounts', 'loans', 'properties', 'investments'],
});
const everything = advisorSource('client', 'Olivia Owner', {
  sections: [...ADVISOR_SECTIONS],
  revealNumbers: true,
});

describe('householdOpens', () => {
  it('opens every section of one’s own and a family member’s household', () => {
    for (const household of [ownSource('me'), familySource('mom', 'Rosa Diaz', 'viewer')]) {
      for (const need of [...ADVISOR_SECTIONS, 'dashboard', 'binder'] as const)
        expect(householdOpens(household, need)).toBe(true);
    }
  });

  it('opens only the sections an advisor’s grant shares', () => {
    expect(householdOpens(cpa, 'loans')).toBe(true);
    expect(householdOpens(cpa, 'documents')).toBe(false);
    expect(householdOpens(cpa, 'estate')).toBe(false);
  });

  it('opens a composite screen only when the grant covers every section it is drawn from', () => {
    expect(sectionsOf('runway')).toEqual(['accounts', 'expenses', 'policies']);
    expect(householdOpens(cpa, 'dashboard')).toBe(true);
    expect(householdOpens(cpa, 'runway')).toBe(false);
    expect(householdOpens(cpa, 'aiInsights')).toBe(false);
    expect(householdOpens(everything, 'aiInsights')).toBe(true);
    expect(householdOpens(everything, 'binder')).toBe(true);
  });
});

describe('householdRevealsNumbers', () => {
  it('reveals numbers of one’s own household, and of a client’s only when the grant allows', () => {
    expect(householdRevealsNumbers(ownSource('me'))).toBe(true);
    expect(householdRevealsNumbers(cpa)).toBe(false);
    expect(householdRevealsNumbers(everything)).toBe(true);
  });
});
