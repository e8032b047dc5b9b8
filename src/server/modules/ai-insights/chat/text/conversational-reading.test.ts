import { describe, expect, it } from 'vitest';
import { withoutContextSentences } from './context-sentences';
import { withoutExclusionAside } from './exclusion-aside';
import { withoutIllustratingList } from './illustrating-list';
import { normalizeText } from './normalize';
import { readQuestion } from './question';

const read = (text: string) => readQuestion(text, () => new Set());

describe('statements around a question', () => {
  it('are left out: they say why it is asked', () => {
    expect(
      withoutContextSentences(
        'I want to make sure nothing bounces. Which bills are due on the 1st of the month?',
      ),
    ).toBe('Which bills are due on the 1st of the month?');
    expect(
      withoutContextSentences(
        "What is Sam Carter's home address? I need to mail him a copy of the will.",
      ),
    ).toBe("What is Sam Carter's home address?");
  });

  it('are kept when the question points back to them, or there is no question', () => {
    const pointing = 'My uncle Sam is in their papers. What roles does he have?';
    expect(withoutContextSentences(pointing)).toBe(pointing);
    const request = 'Add up what we pay for Mia. What is that per month?';
    expect(withoutContextSentences(request)).toBe(request);
    expect(withoutContextSentences('List the policies. Include the carriers.')).toBe(
      'List the policies. Include the carriers.',
    );
  });

  it('point a pronoun to the person the statement named last, by role too', () => {
    const held = () => new Set(['jordan', 'carter']);
    expect(
      withoutContextSentences(
        "As executor of Jordan Carter's estate I need to write to the family's attorney. What is her email address?",
        held,
      ),
    ).toBe("What is her email address? the family's attorney");
  });

  it('leave out who asks and for whom', () => {
    expect(
      withoutContextSentences(
        'Marcus Lee, CPA for Jordan and Alex Carter. What is the condo mortgage payment?',
      ),
    ).toBe('What is the condo mortgage payment?');
    expect(
      withoutContextSentences(
        'Financial planner for Jordan and Alex Carter. Who prepares their tax return?',
      ),
    ).toBe('Who prepares their tax return?');
  });

  it('read who is typing apart from what someone outside wants, said in one sentence', () => {
    expect(
      withoutContextSentences("Jordan's mom here, the insurer wants the Tesla's VIN. What is it?"),
    ).toBe("the insurer wants the Tesla's VIN. What is it?");
  });

  it('read who asks before a semicolon apart from what they say', () => {
    expect(
      withoutContextSentences(
        "I'm Jordan's dad; Jordan asked me to look into the family HSA. Which bank is it with?",
      ),
    ).toBe('I need to look into the family HSA. Which bank is it with?');
  });

  it('ends a sentence typed without capitals before someone "is"', () => {
    expect(
      withoutContextSentences(
        "this is sam, jordan's brother. jordan is in the hospital: who makes medical decisions for jordan?",
      ),
    ).toBe('jordan is in the hospital: who makes medical decisions for jordan?');
  });

  it('does not end a sentence at an abbreviation', () => {
    expect(withoutContextSentences('Is the bill for 12 Rainey St. Unit 4 paid? Thanks.')).toBe(
      'Is the bill for 12 Rainey St. Unit 4 paid?',
    );
  });

  it('reads "all of it" as no pointing back', () => {
    expect(
      withoutContextSentences(
        "I'm doing a budget for Mom. What does Mia cost per month, piano, soccer, all of it?",
      ),
    ).toBe('What does Mia cost per month, piano, soccer, all of it?');
  });
});

describe('an aside that leaves things out', () => {
  it('is dropped', () => {
    expect(
      withoutExclusionAside(
        'The total across checking and savings (not the HSA, not investments)?',
      ),
    ).toBe('The total across checking and savings?');
    expect(withoutExclusionAside('What do we pay (excluding the mortgage)?')).toBe(
      'What do we pay?',
    );
  });

  it('is dropped between dashes or commas', () => {
    expect(
      withoutExclusionAside(
        'Across checking, savings and the HSA — leaving out the credit card — how much in total?',
      ),
    ).toBe('Across checking, savings and the HSA, how much in total?');
    expect(
      withoutExclusionAside('Across checking and the HSA, not counting the card, how much?'),
    ).toBe('Across checking and the HSA, how much?');
    // A dash that leaves nothing out stays.
    expect(withoutExclusionAside('Checking - how much is in it?')).toBe(
      'Checking - how much is in it?',
    );
  });

  it('drops a closing clause that leaves something out', () => {
    expect(withoutExclusionAside('Add up checking and savings, but leave the HSA out.')).toBe(
      'Add up checking and savings.',
    );
    expect(normalizeText(withoutExclusionAside('What do we pay? Leave out the mortgage.'))).toBe(
      'what do we pay',
    );
    expect(withoutExclusionAside('What does the will leave to our kids?')).toBe(
      'What does the will leave to our kids?',
    );
  });

  it('keeps an aside that names what is asked', () => {
    expect(withoutExclusionAside('What do the HOAs (house and condo) cost?')).toBe(
      'What do the HOAs (house and condo) cost?',
    );
  });
});

describe('a list ending the question', () => {
  it('is dropped when its parts are said to count as monthly equivalents', () => {
    expect(
      withoutIllustratingList(
        'What do the Amex bills add up to per month, yearly and six-monthly ones included as monthly equivalents?',
      ),
    ).toBe('What do the Amex bills add up to per month?');
  });

  it('is dropped in brackets after a category, in a request ending with a full stop', () => {
    expect(
      withoutIllustratingList(
        "I need the monthly total of the 'other' category (internet, phones, streaming and gym).",
      ),
    ).toBe("I need the monthly total of the 'other' category.");
  });

  it('is dropped when said to be parts of a whole', () => {
    expect(
      withoutIllustratingList(
        'What does the Home category come to each month, mortgages, utilities, HOA and taxes included?',
      ),
    ).toBe('What does the Home category come to each month?');
    expect(
      withoutIllustratingList(
        'What does Mia cost us monthly — piano, soccer and her 529 combined?',
      ),
    ).toBe('What does Mia cost us monthly?');
  });

  it('is dropped after a whole it names, or in brackets after a category', () => {
    expect(
      withoutIllustratingList(
        "What's the monthly total for everything filed under Home — mortgages, utilities, HOA?",
      ),
    ).toBe("What's the monthly total for everything filed under Home?");
    expect(
      withoutIllustratingList('What does the Other category cost (internet, phones, streaming)?'),
    ).toBe('What does the Other category cost?');
  });

  it('is kept when it is what is asked about', () => {
    expect(withoutIllustratingList('What do we pay for Netflix, Spotify and Hulu?')).toBe(
      'What do we pay for Netflix, Spotify and Hulu?',
    );
    expect(withoutIllustratingList('Between Netflix and Hulu, what costs more in total?')).toBe(
      'Between Netflix and Hulu, what costs more in total?',
    );
  });
});

describe('hyphens', () => {
  it('join a name with a short part, and separate two words', () => {
    expect(normalizeText('CR-V T-Mobile W-2')).toBe('crv tmobile w2');
    expect(normalizeText('second-choice pour-over')).toBe('alternate pour over');
    expect(normalizeText('end-of-life')).toBe('endoflife');
  });

  it('read "auto-paid" as auto-pay, not a car', () => {
    expect(normalizeText('bills auto-paid on the 1st')).toBe('bills autopay on the 1st');
  });
});

describe('words for the alternate and for the household', () => {
  it('reads a fallback and a condition as the alternate', () => {
    expect(normalizeText("If Alex can't serve, who's the backup executor?")).toBe(
      'alternate who the backup executor',
    );
    expect(normalizeText('the fallback guardian')).toBe('the alternate guardian');
  });

  it('reads "the family" and a parent as no name', () => {
    expect(
      read('the total value of every investment account the family has').contentTokens,
    ).not.toContain('family');
    expect(read("How much is in Dad's Chase account?").contentTokens).toEqual(['chase']);
  });

  it('reads "counting the yearly bills by the month" as how a monthly cost is worked out', () => {
    expect(
      normalizeText(
        'Counting the yearly and six-monthly bills by the month, what are our biggest costs?',
      ),
    ).toBe('what are our biggest costs');
    expect(normalizeText('what is it a month on average?')).toBe('what is it a month');
  });

  it('reads a directive to physicians as the living will', () => {
    expect(normalizeText('our two directives to physicians')).toBe('our two living wills');
    expect(normalizeText("Alex's directive to physicians and family")).toBe('alex living will');
  });

  it('reads transfer-on-death as TOD, and a cash-flow plan as why it is asked', () => {
    expect(normalizeText('the transfer-on-death registration')).toBe('the tod registration');
    expect(normalizeText('For their cash-flow plan, what')).toBe('for their what');
  });

  it('reads a health savings account as the HSA', () => {
    expect(normalizeText('the health savings acount')).toBe('the hsa');
  });
});
