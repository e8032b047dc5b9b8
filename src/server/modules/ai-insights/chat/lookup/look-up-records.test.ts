import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { readQuestion } from '../text/question';
import { lookUpRecords } from './answer-from-cards';

function lookUp(question: string) {
  return lookUpRecords(
    readQuestion(question, () => new Set()),
    riveraSnapshot(),
  );
}

describe('looking a question up in the records it names', () => {
  it('answers the attribute asked of a record named in words no rule was written for', () => {
    const found = lookUp('What does the Oak Hills HOA run us?');
    // $360.00 a quarter is $120.00 a month and $1,440.00 a year.
    expect(found?.reply.response).toContain(
      'Oak Hills HOA: $360.00 a quarter ($120.00 a month, $1,440.00 a year).',
    );
    expect(found?.specific).toBe(true);
    expect(found?.markers).toEqual(['$360.00']);
  });

  it('gives the day a bill is drafted when asked when', () => {
    const found = lookUp('Which day is Austin Energy pulled?');
    expect(found?.reply.response).toMatch(/^Austin Energy: due on the 15th each month, next on /);
  });

  it('adds up the records a question lists, each part naming its own', () => {
    const found = lookUp('roughly what do electricity and gas come to a month');
    // $164.20 + $58.30 = $222.50 a month.
    expect(found?.reply.response).toContain('Austin Energy: $164.20 a month');
    expect(found?.reply.response).toContain('Texas Gas Service: $58.30 a month');
    expect(found?.reply.response).toContain('Together: $222.50 a month ($2,670.00 a year).');
  });

  it('names nothing when the records named do not hold what is asked', () => {
    expect(lookUp("What is Austin Soccer Club's email?")).toBeNull();
  });

  it('names nothing when no one record holds every name asked, or a name beside one is unknown', () => {
    expect(lookUp('How much is GEICO for the Honda?')).toBeNull();
    expect(lookUp('What does the Sunrise Lawn Care cost?')).toBeNull();
  });

  it('does not read the opposite of a question that says "not"', () => {
    expect(lookUp('What do we spend other than the mortgage?')).toBeNull();
  });
});

describe('an intent answer that leaves out what was asked of a named record', () => {
  it('gives way to the record’s own facts', async () => {
    const answer = await ask(
      'What is the Wells Fargo mortgage balance and what day is it due?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('balance $312,450.00');
    expect(answer.response).toMatch(
      /due on the \d+(st|nd|rd|th) each month, next on |next due on /,
    );
    expect(answer.understood).toBe(true);
  });

  it('stays when it already states them', async () => {
    const answer = await ask('What do we spend on the Toyota?', riveraSnapshot());
    expect(answer.intent).toBe('spending');
  });
});

describe('lists written with symbols', () => {
  it('adds up records joined by a plus sign', () => {
    const found = lookUp('austin energy + texas gas combined each month?');
    expect(found?.reply.response).toContain('Together: $222.50 a month ($2,670.00 a year).');
  });
});

describe('numbers and loan terms', () => {
  function withNumbers() {
    const snapshot = riveraSnapshot();
    snapshot.estate = {
      ...snapshot.estate,
      assets: snapshot.estate.assets.map((account) =>
        account.id === 'acct-checking' ? { ...account, accountNumberLast4: '8842' } : account,
      ),
      policies: snapshot.estate.policies.map((policy) =>
        policy.id === 'pol-life-sam' ? { ...policy, policyNumberLast4: '4410' } : policy,
      ),
    };
    snapshot.obligations = snapshot.obligations.map((obligation) =>
      obligation.id === 'ob-internet' ? { ...obligation, vendorAccountLast4: '0039' } : obligation,
    );
    return snapshot;
  }

  it('gives the last four of an account or policy as the lists mask them, never more', async () => {
    const account = await ask('last 4 digits of our checking acct?', withNumbers());
    expect(account.response).toContain('Chase · Total Checking: account ending 8842 (****8842).');
    const policy = await ask("What's the policy number on Sam's Haven Life policy?", withNumbers());
    expect(policy.response).toContain(
      'policy number ending 4410 (****4410; the whole number is on the Insurance tab, behind Reveal)',
    );
    const unrecorded = await ask(
      'What is the policy number of the Northwestern Mutual policy?',
      withNumbers(),
    );
    expect(unrecorded.response).toContain('no policy number recorded');
  });

  it('gives the last four of the number a bill is under, however the number is asked', async () => {
    for (const question of [
      'Spectrum wants our account number, what is it?',
      'what are the last four of the Spectrum account',
      'Spectrum account last 4',
    ]) {
      const answer = await ask(question, withNumbers());
      expect(answer.response, question).toContain(
        'Spectrum: account number ending 0039 (****0039; the whole number is on Monthly Expenses, behind Reveal)',
      );
    }
    const unrecorded = await ask("What's the account number for Austin Water?", withNumbers());
    expect(unrecorded.response).toContain('Austin Water: no account number recorded');
  });

  it('gives a policy’s number for "policy number", not the number its premium bill is under', async () => {
    const snapshot = withNumbers();
    snapshot.obligations = snapshot.obligations.map((obligation) =>
      obligation.vendor === 'Haven Life'
        ? { ...obligation, vendorAccountLast4: '4410' }
        : obligation,
    );
    const answer = await ask(
      'I need the policy number for the Haven Life insurance please',
      snapshot,
    );
    expect(answer.response).toContain('policy number ending 4410');
    expect(answer.response).not.toContain('account number');
  });

  it("states a loan's original amount, start and term", async () => {
    const answer = await ask('How much did we originally borrow for the Camry?', riveraSnapshot());
    // Toyota Financial Services: $28,000.00 from Jan 15, 2023 over 72 months.
    expect(answer.response).toContain('borrowed $28,000.00 on Jan 15, 2023, over 6 years');
  });
});

describe('a payment that "hits the card" or "gets taken"', () => {
  it('is read as the day it is due', async () => {
    const answer = await ask('When does Austin Energy hit the card?', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/Austin Energy .* is next due on /);
    const taken = await ask('What day does the Austin Energy bill get taken?', riveraSnapshot());
    expect(taken.intent).toBe('due');
  });
});
