import { describe, expect, it } from 'vitest';
import { wordsNamingNothing } from './word-classes';

describe('wordsNamingNothing', () => {
  it('finds the verbs, adverbs and numbers in words of a question', () => {
    const words = wordsNamingNothing(
      'I am trying to understand the two GEICO bills we only pay once a year',
    );
    for (const word of ['trying', 'understand', 'two', 'once']) expect(words.has(word)).toBe(true);
    for (const word of ['geico', 'bills', 'year']) expect(words.has(word)).toBe(false);
    expect(words.get('two')).toBe('NUM');
  });

  it('never counts a word with a digit, nor one also read as a noun', () => {
    const words = wordsNamingNothing(
      'When is the next 529 contribution going in? The charge charges',
    );
    expect(words.has('529')).toBe(false);
    expect(words.has('contribution')).toBe(false);
  });
});
