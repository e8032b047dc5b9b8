import { describe, expect, it } from 'vitest';
import { advisor } from '../advisor-fixtures.test-helper';
import { ZAdvisorForm, advisorFormValues } from './advisor-form';

describe('the advisor form', () => {
  it('sends no address when every part is blank, and empty texts as null', () => {
    const values = { ...advisorFormValues(null), name: ' Jane Smith ', role: 'cpa' };
    expect(ZAdvisorForm.parse(values)).toEqual({
      name: 'Jane Smith',
      role: 'cpa',
      firm: null,
      phone: null,
      email: null,
      address: null,
      notes: null,
      links: [],
    });
  });

  it("starts an edit from the advisor's values, links without their labels", () => {
    const values = advisorFormValues(
      advisor({ links: [{ kind: 'loan', id: 'loan-1', label: 'Wells Fargo · Mortgage' }] }),
    );
    expect(values).toMatchObject({ role: 'attorney', links: [{ kind: 'loan', id: 'loan-1' }] });
    expect(values.links[0]).not.toHaveProperty('label');
  });
});
