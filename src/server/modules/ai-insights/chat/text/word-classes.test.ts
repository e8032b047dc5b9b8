import { describe, expect, it } from 'vitest';
import { wordsNamingNothing } from './word-classes';

describe('wordsNamingNothing', () => {
  it('finds the verbs, adverbs and numbers in words of a question', () => {
    const words = wordsNamingNothing(
      'I am trying to understand the two GEICO bills we only pay once a year',
    );
    for (const word of ['trying', 'understand', 'two', 'once']) expect(words).toContain(word);
    for (const word of ['geico', 'bills', 'year']) expect(words).not.toContain(word);
  });

  it('never counts a word with a digit, nor one also read as a noun', () => {
    const words = wordsNamingNothing(
      'When is the next 529 contribution going in? The charge charges',
    );
    expect(words).not.toContain('529');
    expect(words).not.toContain('contribution');
  });
});
