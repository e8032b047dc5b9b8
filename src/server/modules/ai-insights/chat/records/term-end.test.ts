import { describe, expect, it } from 'vitest';
import { termEndOf, termEndText } from './term-end';

describe('termEndOf', () => {
  it('adds the term to the year of issue', () => {
    const end = termEndOf('20-year level term, issued 2019.');
    expect(end).toEqual({ years: 20, issued: 2019, ends: 2039 });
    expect(end && termEndText(end)).toBe(
      'its 20-year term runs to 2039 (issued 2019, as its notes say)',
    );
  });

  it('reads "30 year term bought in 2021"', () => {
    expect(termEndOf('30 year term bought in 2021 through the agent')?.ends).toBe(2051);
  });

  it('says nothing without both the term and the year it was issued', () => {
    expect(termEndOf('20-year level term.')).toBeNull();
    expect(termEndOf('Issued 2019.')).toBeNull();
    expect(termEndOf(null)).toBeNull();
  });

  it('says nothing when the notes give two terms', () => {
    expect(termEndOf('20-year term issued 2019. 10-year term issued 2022.')).toBeNull();
  });
});
