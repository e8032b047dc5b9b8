import { describe, expect, it } from 'vitest';
import { withoutTagQuestion } from './tag-question';

describe('withoutTagQuestion', () => {
  it('drops a guess the asker checks, between what is asked', () => {
    expect(
      withoutTagQuestion(
        'remind me what the HOA is on the house — it’s not monthly, right? how often is it?',
      ),
    ).toBe('remind me what the HOA is on the house? how often is it?');
  });

  it('keeps a question that is only the guess', () => {
    expect(withoutTagQuestion("it's monthly, right?")).toBe("it's monthly, right?");
  });

  it('keeps "right" that is not a tag', () => {
    const asked = 'Is the right card on the gym bill?';
    expect(withoutTagQuestion(asked)).toBe(asked);
  });

  it('drops what the asker already thinks, after a dash', () => {
    expect(
      withoutTagQuestion(
        'Remind me what the HOA at our house costs — I know it’s not every month like the condo one',
      ),
    ).toBe('Remind me what the HOA at our house costs');
  });
});
