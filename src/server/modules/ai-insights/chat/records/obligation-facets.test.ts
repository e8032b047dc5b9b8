import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { normalizeText } from '../text/normalize';
import { askedFacets, facetsListed } from './obligation-facets';

const listed = (question: string) => {
  const text = normalizeText(question);
  return facetsListed(text, askedFacets(text));
};

describe('kinds of spending a question lists', () => {
  it.each([
    'what does the rental cost between the mortgage and the HOA?',
    'the mortgage, the HOA and the utilities',
    'the mortgage or the hoa',
  ])('reads %s as each kind on its own', (question) => {
    expect(listed(question)).toBe(true);
  });

  it.each(['what does the home insurance cost?', 'the car insurance', 'the mortgage'])(
    'reads %s as one bill of every kind named',
    (question) => {
      expect(listed(question)).toBe(false);
    },
  );

  it('adds up a home’s bills of either kind listed', async () => {
    const answer = await ask(
      'all in, what does the house cost us a month between the mortgage and the HOA?',
      riveraSnapshot(),
    );
    // $2,450.00 a month and $360.00 a quarter.
    expect(answer.response).toContain('$2,570.00 a month');
  });
});
