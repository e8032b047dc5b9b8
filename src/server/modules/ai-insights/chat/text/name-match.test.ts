import { describe, expect, it } from 'vitest';
import { matchNames } from './name-match';
import { tokensOf } from './normalize';

const named = [
  'Verizon Wireless',
  'Austin Energy',
  '12 Oak St, Austin',
  'Toyota Camry',
  'Honda CR-V',
].map((name) => ({ item: name, words: tokensOf(name) }));

describe('matchNames', () => {
  it('prefers the record holding the most of the words', () => {
    expect(matchNames(['austin', 'energy'], named).items).toEqual(['Austin Energy']);
    expect(matchNames(['camry', 'honda'], named).items).toEqual(['Toyota Camry', 'Honda CR-V']);
  });

  it('says whether one record holds every word that matched', () => {
    expect(matchNames(['austin', 'energy'], named).complete).toBe(true);
    expect(matchNames(['camry', 'honda'], named).complete).toBe(false);
    expect(matchNames(['boat'], named).complete).toBe(false);
  });

  it('forgives a typo of one letter, and two in a long word', () => {
    expect(matchNames(['verison'], named).items).toEqual(['Verizon Wireless']);
    expect(matchNames(['camery'], named).items).toEqual(['Toyota Camry']);
    expect(matchNames(['wirelless'], named).items).toEqual(['Verizon Wireless']);
  });

  it('takes a synonym, a plural and a hyphenated name', () => {
    expect(matchNames(['electric'], named).items).toEqual(['Austin Energy']);
    expect(matchNames(['hondas'], named).items).toEqual(['Honda CR-V']);
    expect(matchNames(tokensOf('crv'), named).items).toEqual(['Honda CR-V']);
  });

  it('does not take a different word for a near one', () => {
    expect(matchNames(['hand'], named).items).toEqual([]);
    expect(matchNames(['boat'], named)).toEqual({
      items: [],
      matchedWords: [],
      unmatchedWords: ['boat'],
      complete: false,
    });
  });
});
