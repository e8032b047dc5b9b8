import { describe, expect, it } from 'vitest';
import { toleratingSplitLetters } from './split-letters';

describe('toleratingSplitLetters', () => {
  const amountDue = toleratingSplitLetters(/(?:total\s*)?amount\s*due(?!\s*date)|[a-z]\d/i);

  it('matches a label whose words a stray space split', () => {
    expect(amountDue.exec('AMO UNT DUE')?.[0]).toBe('AMO UNT DUE');
    expect(amountDue.exec('To tal Amount Due')?.[0]).toBe('To tal Amount Due');
  });

  it('keeps escapes, lookaheads and character classes as they were', () => {
    expect(amountDue.test('amount due date')).toBe(false);
    expect(amountDue.exec('x1')?.[0]).toBe('x1');
  });
});
