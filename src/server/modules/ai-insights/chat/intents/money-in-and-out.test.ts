import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { routeQuestion } from '../intent-router';
import { routerContextOf } from '../record-words';
import { readQuestion } from '../text/question';

describe('what is paid in, and what is spent', () => {
  it('answers what goes into the 529 with the bill that pays into it', async () => {
    const answer = await ask('What do we put into the 529 every month?', riveraSnapshot());
    expect(answer.intent).toBe('spending');
    expect(answer.response).toContain('$200.00');
    expect(answer.response).not.toContain('worth');
  });

  it('declines what was paid into an account no bill pays into, rather than its worth', async () => {
    const answer = await ask(
      'How much did we contribute to the Roth IRA this year?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
  });

  it('reads "savings" beside "spend" as what is paid, not what is held', () => {
    const snapshot = riveraSnapshot();
    const route = (text: string) =>
      routeQuestion(
        readQuestion(text, () => new Set()),
        routerContextOf(snapshot),
      );
    expect(route('What do we spend on Emma, her activities and the college savings?')).toBe(
      'spending',
    );
    expect(route('How much do we have in savings?')).toBe('net_worth');
    expect(route('What is left in savings after what we spend?')).toBe('net_worth');
    expect(route('How much have we saved?')).toBe('net_worth');
    expect(route('who is our car insurance through')).toBe('insurance');
    expect(route('How much has the Roth IRA gained over what was put in?')).toBe('portfolio');
    expect(route('next netflix charge?')).toBe('due');
  });

  it('reads a record called "… Family" as that record, not another family', async () => {
    const snapshot = riveraSnapshot();
    snapshot.obligations = snapshot.obligations.map((obligation) =>
      obligation.vendor === 'Spotify' ? { ...obligation, vendor: 'Spotify Family' } : obligation,
    );
    const answer = await ask('spotify family how much', snapshot);
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('Spotify Family');
    const other = await ask('What does the Smith family pay for Netflix?', snapshot);
    expect(other.understood).toBe(false);
  });
});

describe('what comes out on a day', () => {
  it('is the bills falling due that day', async () => {
    const answer = await ask(
      'How much comes out of our accounts on the 1st of the month?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/are paid on the 1st of the month, \$[\d,.]+ in all: /);
  });
});

describe('a paying account named with whose it is', () => {
  it("finds Alex's Amex though the account's name does not say Alex", async () => {
    const answer = await ask(
      "How much gets charged to Alex's Amex every month, all together?",
      riveraSnapshot(),
    );
    const snapshot = riveraSnapshot();
    const onAmex = snapshot.obligations.filter((obligation) =>
      obligation.bankAccount?.includes('9876'),
    );
    // Every bill on the card, added up by the month.
    expect(answer.response).toMatch(
      new RegExp(`^${onAmex.length} bills come to \\$854\\.20 a month`),
    );
  });
});

describe('amounts asked added up', () => {
  it('adds up the payments a question asks for combined', async () => {
    const answer = await ask(
      'Combined, what are the Toyota and Nelnet loan payments?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('paid at $535.00 a month together');
  });
});
