import { describe, expect, it } from 'vitest';
import { withoutContextPrefix } from './context-prefix';
import { withoutContextSentences } from './context-sentences';
import { withoutExplainingClause } from './explaining-clause';
import { normalizeText } from './normalize';
import { readQuestion } from './question';

const words =
  (...held: string[]) =>
  () =>
    new Set(held);

describe('a lead-in before a colon or a dash', () => {
  it('is dropped when it is the asker’s role alone', () => {
    expect(
      withoutContextPrefix(
        "Sam Carter, Jordan's brother, helping out: how many shares of Apple are there?",
        words('sam', 'carter', 'apple'),
      ),
    ).toBe('how many shares of Apple are there?');
    expect(withoutContextPrefix('Planner: which bills come out on the 1st?', words())).toBe(
      'which bills come out on the 1st?',
    );
    expect(withoutContextPrefix('As executor: who is the trusted contact?', words())).toBe(
      'who is the trusted contact?',
    );
    // Whatever the question then points back to.
    expect(
      withoutContextPrefix(
        'Planner question: is any holding worth less than we paid for it?',
        words(),
      ),
    ).toBe('is any holding worth less than we paid for it?');
  });

  it('is dropped when it is a name alone before a question naming its own record', () => {
    expect(
      withoutContextPrefix(
        'Alex: what day does the Chase mortgage get paid?',
        words('alex', 'chase', 'mortgage'),
        words('alex'),
      ),
    ).toBe('what day does the Chase mortgage get paid?');
    // "Priya Shah: how is she related?": the question is about the person named.
    expect(
      withoutContextPrefix(
        'Priya Shah: how is she related to us?',
        words('priya', 'shah'),
        words('priya', 'shah'),
      ),
    ).toBe('Priya Shah: how is she related to us?');
    // "Amex:" and "Chase:" name what the question asks about.
    expect(withoutContextPrefix("Amex: what's the balance?", words('american', 'express'))).toBe(
      "Amex: what's the balance?",
    );
    expect(
      withoutContextPrefix(
        'Chase: when is the mortgage paid?',
        words('chase', 'mortgage', 'alex'),
        words('alex'),
      ),
    ).toBe('Chase: when is the mortgage paid?');
  });

  it('is dropped when it names nothing the records hold', () => {
    expect(
      withoutContextPrefix('For the basis calculation: when did we buy the house?', words()),
    ).toBe('when did we buy the house?');
    expect(
      withoutContextPrefix(
        'Retirement check-in — what are the 401(k) and the Roth worth?',
        words(),
      ),
    ).toBe('what are the 401(k) and the Roth worth?');
  });

  it('is dropped when it says what file or meeting the answer is for', () => {
    expect(
      withoutContextPrefix("For the Carters' tax file: what is the premium?", words('tax')),
    ).toBe('what is the premium?');
  });

  it('is dropped when it says who is typing', () => {
    expect(
      withoutContextPrefix('Alex typing: what do we pay for car insurance?', words('alex')),
    ).toBe('what do we pay for car insurance?');
    // Whatever follows, a question typed as a statement too.
    expect(
      withoutContextPrefix(
        'Alex typing - Austin Energy is asking for our account number, what is it',
        words('alex', 'austin', 'energy'),
      ),
    ).toBe('Austin Energy is asking for our account number, what is it');
    expect(
      withoutContextPrefix('Jordan at the desk: which bills come out on the 1st?', words('jordan')),
    ).toBe('which bills come out on the 1st?');
    expect(
      withoutContextPrefix('Jordan, at my desk: how much equity do we have?', words('jordan')),
    ).toBe('how much equity do we have?');
    expect(
      withoutContextPrefix(
        "Sam here, Jordan's brother, sorting out Jordan's bills: what does the gym cost?",
        words('sam', 'jordan'),
      ),
    ).toBe('what does the gym cost?');
  });

  it('is dropped when it is a name and a relation, or what the asker is doing and the question names its record', () => {
    expect(
      withoutContextPrefix("Sam, Jordan's brother: what does the term life cost?", words('sam')),
    ).toBe('what does the term life cost?');
    expect(
      withoutContextPrefix(
        "After Jordan's passing I need to reach the lawyer: what's Dana Hughes's email?",
        words('jordan', 'dana', 'hughes'),
      ),
    ).toBe("what's Dana Hughes's email?");
    expect(
      withoutContextPrefix(
        "Sam Carter, successor trustee, after Jordan's passing: who gets the Schwab brokerage?",
        words('sam', 'carter', 'jordan', 'schwab'),
      ),
    ).toBe('who gets the Schwab brokerage?');
    expect(
      withoutContextPrefix(
        'Going through our estate plan: which documents name Sam, and in what role?',
        words('sam'),
      ),
    ).toBe('which documents name Sam, and in what role?');
    // A question that names nothing keeps what the lead-in names.
    const looking = "I'm looking at the Chase account — what's the balance?";
    expect(withoutContextPrefix(looking, words('chase'))).toBe(looking);
  });

  it('is dropped when someone away asked the asker to check a record, which stays', () => {
    expect(
      withoutContextPrefix(
        'Jordan is sick and asked me to check the Verizon bill: how much is it?',
        words('jordan', 'verizon'),
      ),
    ).toBe('the Verizon bill: how much is it?');
  });

  it('is dropped when someone outside the records wants what is asked', () => {
    expect(
      withoutContextPrefix(
        "The insurance company wants the Tesla's VIN, can you pull it up?",
        words('tesla'),
      ),
    ).toBe("the Tesla's VIN, can you pull it up?");
    // A record asking keeps its name: it is what is asked about.
    const named = 'Austin Energy is asking for our account number, what is it';
    expect(withoutContextPrefix(named, words('austin', 'energy'))).toBe(named);
  });

  it('is dropped when it says which review the question is for, whatever its words', () => {
    expect(
      withoutContextPrefix('yearly review: which bills are set to autopay on the 1st?', words()),
    ).toBe('which bills are set to autopay on the 1st?');
    expect(withoutContextPrefix('Doing my annual review: what is the Roth worth?', words())).toBe(
      'what is the Roth worth?',
    );
  });

  it('is kept when it names a record, holds a keyword, or is a time', () => {
    const named = 'Travis Heights HOA — how much is it?';
    expect(withoutContextPrefix(named, words('travis', 'heights'))).toBe(named);
    const keyword = 'Mortgage: when is it due?';
    expect(withoutContextPrefix(keyword, words())).toBe(keyword);
    const time = 'At 10:30 what is due?';
    expect(withoutContextPrefix(time, words())).toBe(time);
  });
});

describe('statements around a question, read more widely', () => {
  it('ends a sentence typed without capitals before a question word', () => {
    expect(
      withoutContextSentences(
        'helping out while jordan is in rehab. how much a month goes to mia',
        words('mia', 'jordan'),
      ),
    ).toBe('how much a month goes to mia');
  });

  it('leaves out a professional saying who they are', () => {
    expect(
      withoutContextSentences('Marcus Lee, CPA. Which policy covers the Honda?', words('honda')),
    ).toBe('Which policy covers the Honda?');
    expect(
      withoutContextSentences(
        "Financial planner here, preparing the Carters' annual review. What are the investments worth?",
        words(),
      ),
    ).toBe('What are the investments worth?');
  });

  it("leaves out an advisor's sentence saying whose advisor they are", () => {
    expect(
      withoutContextSentences(
        "I'm the Carters' financial planner. What is the total gain?",
        words(),
      ),
    ).toBe('What is the total gain?');
  });

  it('reads a pronoun after a role or a record kind in its own sentence as pointing to it', () => {
    expect(
      withoutContextSentences(
        "I'm handling Jordan Carter's estate. What is the email of the family's attorney, and what's her firm?",
        words('jordan', 'carter'),
      ),
    ).toBe("What is the email of the family's attorney, and what's her firm?");
    expect(
      withoutContextSentences(
        'Sam Carter, successor trustee of the Carter Family Revocable Trust. Which assets does the trust list, and which one still has to be retitled into it?',
        words('sam', 'carter', 'trust'),
      ),
    ).toBe('Which assets does the trust list, and which one still has to be retitled into it?');
  });

  it('keeps the statement "that unit" points back to, past a kind named in the question', () => {
    const whole =
      "I'm looking at what the Rainey Street condo costs us. Counting the mortgage and the dues, what's the monthly total for that unit?";
    expect(withoutContextSentences(whole, words('rainey', 'street', 'condo'))).toBe(whole);
  });

  it('reads "they" as the charges a statement names, unless the question names its own record', () => {
    const charges =
      "I'm going through the recurring charges on the Amex card. What do they come to per month?";
    expect(withoutContextSentences(charges, words('amex'))).toBe(charges);
    expect(
      withoutContextSentences(
        "Hi, this is Jordan's mom. I'm helping while Jordan is in the hospital and trying to keep the bills straight. What do they owe Bright Horizons each month?",
        words('jordan', 'bright', 'horizons'),
      ),
    ).not.toContain('keep the bills straight');
  });

  it('keeps a statement that "the two" point back to', () => {
    const question = 'We pay HOA dues on the house and the condo. What do the two come to?';
    expect(withoutContextSentences(question, words('hoa'))).toBe(question);
  });

  it('reads a question asked for someone as asking', () => {
    expect(
      withoutContextSentences(
        'Our CPA asks whether anything is below cost. Which fund, and by how much?',
        words(),
      ),
    ).toBe('Our CPA asks whether anything is below cost. Which fund, and by how much?');
  });

  it('reads a pronoun after a capitalized name in its own sentence as pointing to it', () => {
    expect(
      withoutContextSentences(
        'We are reviewing the kids. How much goes to Mia between piano and her 529?',
        words('mia'),
      ),
    ).toBe('How much goes to Mia between piano and her 529?');
  });

  it('keeps who a personal pronoun points to, not the rest of its sentence', () => {
    expect(
      withoutContextSentences(
        "I'll look after Mia's schooling one day. What is her 529 worth?",
        words('mia'),
      ),
    ).toBe('What is her 529 worth? Mia');
    expect(
      withoutContextSentences(
        "We look after Sam Carter's dog. What is his number?",
        words('sam', 'carter'),
      ),
    ).toBe('What is his number? Sam Carter');
    // What is asked, said in the statement ("what we spend"), keeps it; "Total" is a word of
    // "Chase Total Checking", lowercase here, and no name.
    const spend = 'I am working out what we spend on Mia alone. Could you total up her activities?';
    expect(withoutContextSentences(spend, words('mia', 'total'))).toBe(spend);
    expect(
      withoutContextSentences(
        'I need to reach Sam Carter. What is his number?',
        words('sam', 'carter'),
      ),
    ).toBe('I need to reach Sam Carter. What is his number?');
    expect(
      withoutContextSentences(
        'Jordan and Alex were in an accident. I need to know what is in their checking.',
        words('jordan', 'alex'),
      ),
    ).toBe('I need to know what is in their checking. Jordan and Alex');
    // No name found: the statement may still say who it is.
    const uncle = 'My uncle is in their papers. What roles does he have?';
    expect(withoutContextSentences(uncle, words())).toBe(uncle);
  });

  it('drops who introduces themselves, and reads "I need the…" as asking', () => {
    expect(withoutContextSentences('Priya here. What do piano and soccer cost?', words())).toBe(
      'What do piano and soccer cost?',
    );
    const needs = 'For the inventory I need the net worth. What is the figure?';
    expect(withoutContextSentences(needs, words())).toBe(needs);
    expect(
      withoutContextSentences(
        'Sam here, helping Jordan with the budget. What do phones and internet run them?',
        words(),
      ),
    ).toBe('What do phones and internet run them?');
  });

  it('drops a lead-in without a colon that says what file the answer is for', () => {
    expect(
      withoutContextPrefix(
        "For the estate paperwork I need the account number of Jordan's 401(k).",
        words('estate'),
      ),
    ).toBe("I need the account number of Jordan's 401(k).");
  });
});

describe('a lead-in saying someone asks, or that a question follows', () => {
  it('is dropped unless the question points back to what it names', () => {
    expect(
      withoutContextPrefix(
        'The billing office wants to know which account payments come from: what are the last four digits of the Amex?',
        words('amex'),
      ),
    ).toBe('what are the last four digits of the Amex?');
    // What the insurer wants is kept, as what the question points back to.
    expect(
      withoutContextPrefix(
        'The insurer wants to see the VIN for the Tesla: what is it?',
        words('tesla'),
      ),
    ).toBe('the VIN for the Tesla: what is it?');
    expect(
      withoutContextPrefix("CPA question for the Carters' return: what is the basis?", words()),
    ).toBe('what is the basis?');
    const names = 'Question about the Amex: what is the balance?';
    expect(withoutContextPrefix(names, words('american', 'express'))).toBe(names);
  });
});

describe('a typo of the household’s own word', () => {
  it('is left for the lookup, not read as the keyword it is as near', () => {
    const read = readQuestion('spectrum internt bill', words('spectrum', 'internet'));
    expect(read.tokens).toContain('internt');
    expect(readQuestion('the morgage balance', words('mortgage')).tokens).toContain('mortgage');
    // A word of its own is no typo of a keyword.
    expect(readQuestion("after Jordan's passing", words()).tokens).toContain('passing');
  });
});

describe('an explanation after the question', () => {
  it('is dropped, introduced or as a formula', () => {
    expect(
      withoutExplainingClause(
        "How much equity is in the house, meaning its value minus what's left on the mortgage?",
      ),
    ).toBe('How much equity is in the house?');
    expect(
      withoutExplainingClause('How much equity do we have in the condo, value minus the mortgage?'),
    ).toBe('How much equity do we have in the condo?');
    expect(
      withoutExplainingClause(
        'Total value of the investments, so the 401(k) and the Roth, please.',
      ),
    ).toBe('Total value of the investments.');
    // After a colon, taking away "what's left", which asks nothing.
    expect(
      withoutExplainingClause(
        "How much equity do we have in the condo: its estimated value minus what's left on the Chase mortgage?",
      ),
    ).toBe('How much equity do we have in the condo?');
  });

  it('is kept when the formula asks something of its own', () => {
    const asks = "What's the house worth, and what's left minus the HELOC?";
    expect(withoutExplainingClause(asks)).toBe(asks);
    const so = 'We have two loans, so what do we owe in all?';
    expect(withoutExplainingClause(so)).toBe(so);
  });
});

describe('who wants the answer, and the family by its name', () => {
  it('drops an advisor asking', () => {
    expect(
      readQuestion('The CPA wants a rough number: what did we spend in October?', words()).raw,
    ).toBe('what did we spend in October?');
  });

  it('reads "the Carters" as the household, not a record of one of them', () => {
    const question = readQuestion("Who does the Carters' taxes?", words('carter', 'jordan'));
    expect(question.contentTokens).not.toContain('carters');
    expect(question.fillers.has('carters')).toBe(true);
    // A plural some record is called by stays a name.
    expect(readQuestion('What do the HOAs cost?', words('hoa')).tokens).toContain('hoas');
  });

  it('reads a grand total, association dues and "according to the guidebook"', () => {
    expect(normalizeText('the grand total')).toBe('the total');
    expect(normalizeText('the condo association dues')).toBe('the hoa dues');
    expect(normalizeText('according to the guidebook')).toBe('in the guidebook');
    expect(normalizeText('bal on chase chkng?')).toBe('balance on chase checking');
    expect(normalizeText('all our insurance put together')).toBe('all our insurance together');
  });

  it('reads who holds copies of a document as where they are kept', () => {
    expect(normalizeText('which of our advisors holds copies of the wills')).toBe(
      'where are the copies of the wills',
    );
  });

  it('reads "on the phone" as how someone asks, not the phone bill', () => {
    expect(normalizeText('they want the account number on the phone, what is it')).toBe(
      'they want the account number what is it',
    );
    expect(normalizeText('what is on the phone bill')).toBe('what is on the phone bill');
  });
});

describe('a statement naming what a question asks of', () => {
  it('is kept when only kinds of bill come before "it"', () => {
    const asked =
      'Jordan and Alex rent out the Rainey St condo. Mortgage plus the building HOA, what does it cost them monthly?';
    expect(
      withoutContextSentences(
        asked,
        words('rainey', 'condo', 'mortgage', 'hoa', 'jordan', 'alex'),
        words('jordan', 'alex'),
      ),
    ).toBe(asked);
  });

  it('is left out when "it" is the list the question names', () => {
    expect(
      withoutContextSentences(
        'Jordan and Alex are both in the ICU. Jordan left a list of who to call first — who is on it?',
        words('jordan', 'alex'),
        words('jordan', 'alex'),
      ),
    ).toBe('Jordan left a list of who to call first — who is on it?');
  });
});

describe('"its" after a statement naming one thing', () => {
  it('is asked of that thing by name', () => {
    expect(
      withoutContextSentences(
        "I'm handling the estate and need to transfer the Tesla's title. What's its VIN?",
        words('tesla'),
        words('jordan'),
      ),
    ).toBe("What's the Tesla's VIN?");
  });
});
