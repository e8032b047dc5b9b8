import { describe, expect, it } from 'vitest';
import { askedFacets } from '../records/obligation-facets';
import { withoutAskerRole } from './asker-role';
import { withoutIllustratingList } from './illustrating-list';
import { normalizeText } from './normalize';
import { readQuestion } from './question';

const read = (text: string) => readQuestion(text, () => new Set());

describe('who is asking', () => {
  it('is left out when the rest asks something', () => {
    expect(
      withoutAskerRole(
        "As executor of Jordan's estate I need the balance on the Wells Fargo mortgage.",
      ),
    ).toBe('I need the balance on the Wells Fargo mortgage.');
    expect(withoutAskerRole("As Jordan's executor, who are the 401k's beneficiaries?")).toBe(
      "who are the 401k's beneficiaries?",
    );
    expect(withoutAskerRole("I'm the trustee and need to reach Priya")).toBe('need to reach Priya');
  });

  it('is kept when it is all the question says, or names who is asked about', () => {
    expect(withoutAskerRole("I'm the executor, what now?")).toBe("I'm the executor, what now?");
    expect(withoutAskerRole('Who is the executor?')).toBe('Who is the executor?');
    expect(withoutAskerRole('Is Sam the executor of the will?')).toBe(
      'Is Sam the executor of the will?',
    );
  });
});

describe('a list after the question', () => {
  it('is what the question covers, not part of it', () => {
    expect(
      withoutIllustratingList(
        'What do the cars cost us per month? loans, insurance, registration, tolls, everything',
      ),
    ).toBe('What do the cars cost us per month?');
  });

  it('is left out of a sentence before the question that names the whole', () => {
    expect(
      withoutIllustratingList(
        'Add up everything under Home — mortgages, utilities, HOA, all of it. What is that per month?',
      ),
    ).toBe('Add up everything under Home. What is that per month?');
  });

  it('is kept when it is not said to be examples of a whole', () => {
    const named = 'What do we pay a month? Netflix, Spotify, Hulu';
    expect(withoutIllustratingList(named)).toBe(named);
  });

  it('is kept when it asks again or is no list', () => {
    const asksAgain = 'What is the Chase balance? And what is the Ally one, roughly?';
    expect(withoutIllustratingList(asksAgain)).toBe(asksAgain);
    const noList = 'What is the Chase balance? Just the checking';
    expect(withoutIllustratingList(noList)).toBe(noList);
  });
});

describe('spellings', () => {
  it("reads a person's name typed without the apostrophe as the name, not the family", () => {
    const people = () => new Set(['priya', 'carter']);
    const readWithPeople = (text: string) =>
      readQuestion(text, () => new Set(), undefined, people).tokens;
    expect(readWithPeople('priyas cell number')).toEqual(['priya', 'cell', 'number']);
    expect(readWithPeople('what do the carters spend')).toContain('carters');
    expect(readWithPeople('how many bills')).toContain('bills');
  });

  it('reads "#" as a number and nicknames as the institution', () => {
    expect(normalizeText('policy # for the health insurance?')).toBe(
      'policy number for the health insurance',
    );
    expect(normalizeText('acct #4417')).toBe('account 4417');
    expect(normalizeText('last 4 of the Amex')).toBe('last 4 of the american express');
    expect(normalizeText('our BCBS plan')).toBe('our blue cross blue shield plan');
  });

  it('reads life cover as life insurance, and who takes over as owner as the successor', () => {
    expect(normalizeText('How much life cover do we have?')).toBe(
      'how much life insurance do we have',
    );
    expect(normalizeText("who takes over as owner of Mia's 529")).toBe(
      'who successor owner of mia 529',
    );
    expect(normalizeText('who becomes the trustee')).toBe('who is the successor trustee');
  });

  it('reads "run us" and "set us back" as what it costs', () => {
    expect(normalizeText('What does the Home category run us?')).toBe(
      'what does the home category cost us',
    );
    expect(normalizeText('what does the gym set us back')).toBe('what does the gym cost us');
  });

  it('reads "house-related bills" as the Home category', () => {
    expect(normalizeText('what do all the house-related bills come to')).toBe(
      'what do all the house category bills come to',
    );
  });

  it('reads "second in line" as the alternate', () => {
    expect(normalizeText('Who is second in line to make medical decisions?')).toBe(
      'who is alternate to make medical decisions',
    );
  });

  it('leaves "recurring" and "on file" out of the names', () => {
    expect(read('How many recurring bills do we have on file?').contentTokens).toEqual([]);
  });

  it('leaves "becomes" and "cost basis" out of the names', () => {
    expect(read('who becomes the kids guardian').contentTokens).toEqual([]);
    expect(read('how much are we up over the cost basis').contentTokens).toEqual([]);
  });
});

describe('a category named beside the word', () => {
  it('is the category, whatever else the question lists', () => {
    const facets = askedFacets(
      normalizeText('total for the home category: mortgages, utilities, hoa, all of it'),
    );
    expect(facets.map((facet) => facet.id)).toEqual(['home']);
    expect(askedFacets('what does the other category cost').map((facet) => facet.id)).toEqual([
      'other',
    ]);
  });

  it('leaves the kinds of a home cost as they were without it', () => {
    expect(askedFacets('mortgage and hoa').map((facet) => facet.id)).toEqual(['mortgage', 'hoa']);
  });
});

describe('words typed in a hurry', () => {
  it('reads a lone "n" between words as "and"', () => {
    expect(read('ally emergency fund whose name n how much').plainText).toContain(
      'whose and how much',
    );
  });

  it('leaves out the year a thing was bought in', () => {
    expect(read('What did we pay for the condo back in 2021?').plainText).toBe(
      'what did we pay for the condo',
    );
  });

  it('reads "the rainy-day fund" as the emergency fund', () => {
    expect(read('Whose name is the rainy-day fund at Ally under?').plainText).toContain(
      'the emergency fund at ally',
    );
  });
});
