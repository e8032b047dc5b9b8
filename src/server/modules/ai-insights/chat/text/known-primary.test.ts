import { describe, expect, it } from 'vitest';
import { withoutKnownPrimary } from './known-primary';

describe('withoutKnownPrimary', () => {
  it('keeps the question and what the designation is of', () => {
    expect(
      withoutKnownPrimary(
        "Sam is the primary beneficiary of Alex's life insurance — who is the contingent?",
      ),
    ).toBe("Who is the contingent of Alex's life insurance?");
  });

  it('keeps the question alone when the designation is not said', () => {
    expect(withoutKnownPrimary('Alex is the primary beneficiary; who is the backup?')).toBe(
      'Who is the backup?',
    );
  });

  it('leaves a question about the primary place as it is', () => {
    const sentence = 'Sam is the primary beneficiary — is that right?';
    expect(withoutKnownPrimary(sentence)).toBe(sentence);
  });

  it('leaves a question that asks the primary as well', () => {
    const sentence =
      "Who is the primary beneficiary on Alex's Roth IRA, and who are the contingent ones?";
    expect(withoutKnownPrimary(sentence)).toBe(sentence);
  });
});
