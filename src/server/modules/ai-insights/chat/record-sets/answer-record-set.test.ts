import { describe, expect, it } from 'vitest';
import { formatCents } from '@shared/finance/money';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';
import { monthlyCents } from '../records/obligation-lines';
import { readSetQuestion } from './set-question';

/** The Riveras' monthly total without the obligations `leftOut` keeps. */
function monthlyWithout(leftOut: (category: string, vendor: string) => boolean): string {
  const kept = riveraSnapshot().obligations.filter(
    (obligation) => !leftOut(obligation.category, obligation.vendor),
  );
  return formatCents(kept.reduce((sum, obligation) => sum + monthlyCents(obligation), 0));
}

describe('what a question asks of a set of records', () => {
  it.each([
    ['top three bills', { direction: 'largest', count: 3, position: 1 }],
    ['the second biggest balance', { direction: 'largest', count: 1, position: 2 }],
    ['our 2 cheapest subscriptions', { direction: 'smallest', count: 2, position: 1 }],
    [
      'of the monthly bills, which three are the biggest',
      { direction: 'largest', count: 3, position: 1 },
    ],
    ['what two bills cost the least', { direction: 'smallest', count: 2, position: 1 }],
    [
      'rank our investment accounts by what each is worth, biggest first',
      { direction: 'largest', count: Number.MAX_SAFE_INTEGER, position: 1, all: true },
    ],
    [
      'list our loans from the biggest balance to the smallest',
      { direction: 'largest', count: Number.MAX_SAFE_INTEGER, position: 1, all: true },
    ],
    [
      'sort the bills from smallest to largest',
      { direction: 'smallest', count: Number.MAX_SAFE_INTEGER, position: 1, all: true },
    ],
  ])('reads a ranking: %s', (text, rank) => {
    expect(readSetQuestion(text)?.rank).toEqual(rank);
  });

  it.each([
    ['which autopays come out after the 20th of the month', { from: 21, to: 31 }],
    ['which autopays come out on or after the 20th of the month', { from: 20, to: 31 }],
    ['bills paid on or before the 5th of the month', { from: 1, to: 5 }],
    ['bills paid before the 5th of the month', { from: 1, to: 4 }],
    [
      'which monthly autopays come out after the 15th, and what do they add up to?',
      { from: 16, to: 31 },
    ],
  ])('reads the days of the month: %s', (text, days) => {
    expect(readSetQuestion(text)?.days).toEqual(days);
  });

  it.each([
    ['bills over $1,000', { cents: 100_000, above: true }],
    ['holdings worth more than $20k', { cents: 2_000_000, above: true }],
    ['accounts with less than 500 dollars', { cents: 50_000, above: false }],
  ])('reads a limit: %s', (text, limit) => {
    expect(readSetQuestion(text)?.limit).toEqual(limit);
  });

  it.each([
    ['What do we spend other than the mortgage?', 'mortgage'],
    ["What is it worth if you don't count the two wills?", 'two wills'],
    ['Leaving the HSA aside, what do we have?', 'hsa'],
  ])('reads what is left out: %s', (text, leftOut) => {
    expect(readSetQuestion(text)?.leftOut).toBe(leftOut);
  });

  it('reads the days after or before a day of the month', () => {
    expect(readSetQuestion('Which bills are drafted after the 17th of the month?')?.days).toEqual({
      from: 18,
      to: 31,
    });
    expect(readSetQuestion('Which bills come out before the 5th of the month?')?.days).toEqual({
      from: 1,
      to: 4,
    });
    // "Due before the 15th" is this month's calendar, which the due dates answer.
    expect(readSetQuestion('What is due before the 15th?')).toBeNull();
  });

  it('adds up a list when the question asks for a sum in so many words', () => {
    expect(
      readSetQuestion(
        'Which bills are drafted after the 17th of the month, and what do they add up to?',
      )?.wants,
    ).toBe('sum');
  });

  it('asks nothing of a set in an ordinary question', () => {
    expect(readSetQuestion('What do we spend on the Camry?')).toBeNull();
  });
});

describe('answers about a set of records', () => {
  it('adds up everything but what is left out', async () => {
    const answer = await ask('What do we spend other than the mortgage?', riveraSnapshot());
    expect(answer.intent).toBe('spending');
    expect(answer.response).toMatch(/^Leaving out Wells Fargo Home Mortgage, \d+ bills come to /);
    expect(answer.response).toContain(
      `${monthlyWithout((_category, vendor) => vendor === 'Wells Fargo Home Mortgage')} a month`,
    );
  });

  it('leaves out a kind of bill by its category', async () => {
    const answer = await ask(
      'How much do we spend on everything except the kids?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain(
      `${monthlyWithout((category) => category === 'kids')} a month`,
    );
  });

  it('ranks bills by their monthly cost and names them in order', async () => {
    const answer = await ask('What are our top 2 bills?', riveraSnapshot());
    expect(answer.response).toMatch(/^The 2 largest bills by monthly cost are 1\. Wells Fargo/);
    expect(answer.sources).toHaveLength(2);
  });

  it('ranks every one of a set when asked to put them in order', async () => {
    const answer = await ask(
      'Sam at my desk: rank our bills by cost, biggest first.',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Bills by monthly cost, largest first: 1\. Wells Fargo/);
    const listed = answer.response.match(/\d+\. /g) ?? [];
    expect(listed).toHaveLength(riveraSnapshot().obligations.length);
  });

  it('counts bills over an amount by what each charge is', async () => {
    const snapshot = riveraSnapshot();
    const over = snapshot.obligations.filter((obligation) => obligation.costCents > 50_000);
    const answer = await ask('How many bills are over $500?', snapshot);
    expect(answer.response).toMatch(
      new RegExp(`^${over.length} bills over \\$500\\.00 a charge: `),
    );
    expect(sourceIds(answer).sort()).toEqual(over.map((obligation) => obligation.id).sort());
  });

  it('does not add up what adding up does not mean (policies’ coverage)', async () => {
    const answer = await ask('What are our top 2 policies?', riveraSnapshot());
    expect(answer.response).not.toMatch(/largest policies/);
  });

  it('leaves the question to the other answers when what is left out names no record of the set', async () => {
    const answer = await ask(
      'Not counting investments, what do we spend on the Camry?',
      riveraSnapshot(),
    );
    expect(answer.response).not.toMatch(/^Leaving out/);
  });

  it('adds up the bills one account pays, by the month', async () => {
    const snapshot = riveraSnapshot();
    const onAmex = snapshot.obligations.filter((obligation) =>
      obligation.bankAccount?.startsWith('Amex'),
    );
    const total = `${formatCents(onAmex.reduce((sum, obligation) => sum + monthlyCents(obligation), 0))} a month`;
    const answer = await ask('What does everything we put on the Amex come to?', snapshot);
    expect(answer.response).toMatch(new RegExp(`^${onAmex.length} bills come to `));
    expect(answer.response).toContain(total);
    // The rest of the card's name names the card, not bills.
    const named = await ask(
      'If I add up every bill charged to the Amex Blue Cash card, what does that come to?',
      snapshot,
    );
    expect(named.response).toContain(total);
    // Whose card it is, said by the spouse asking, does not change which card.
    const whose = await ask(
      "Sam typing. Add up everything that gets charged to Sam's Amex Blue Cash: what does it come to a month?",
      snapshot,
    );
    expect(whose.response).toContain(total);
  });

  it('names the bill paid last in the month, with its next date', async () => {
    const snapshot = riveraSnapshot();
    const dated = snapshot.obligations.filter((obligation) => obligation.autoPayDate !== null);
    const latest = Math.max(...dated.map((obligation) => obligation.autoPayDate ?? 0));
    const answer = await ask('Which bill is the last one to come out each month?', snapshot);
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain(`on the ${latest}th (next on `);
    expect(sourceIds(answer)).toEqual(
      dated
        .filter((obligation) => obligation.autoPayDate === latest)
        .map((obligation) => obligation.id),
    );
  });

  it('counts only the bills that come every month when asked so', async () => {
    const snapshot = riveraSnapshot();
    const monthly = snapshot.obligations.filter((obligation) => obligation.frequency === 'monthly');
    const answer = await ask('How many of our every-month bills are over $100?', snapshot);
    const over = monthly.filter((obligation) => obligation.costCents > 10_000);
    expect(answer.response).toMatch(new RegExp(`^${over.length} bills over \\$100\\.00 a charge`));
  });

  it('reads "last month" as a month gone, not the last bill of the month', () => {
    expect(readSetQuestion('What did we pay last month?')).toBeNull();
  });

  it('says by how much one record’s amount is more than another’s', async () => {
    const snapshot = riveraSnapshot();
    const answer = await ask('How much more does Spectrum cost than ADT Security?', snapshot);
    const [spectrum, adt] = ['Spectrum', 'ADT Security'].map((vendor) =>
      snapshot.obligations.find((obligation) => obligation.vendor === vendor)!,
    );
    const gap = Math.abs(monthlyCents(spectrum!) - monthlyCents(adt!));
    expect(answer.response).toContain(
      `is ${formatCents(gap)} a month (${formatCents(gap * 12)} a year) more than`,
    );
    expect(sourceIds(answer).sort()).toEqual([adt!.id, spectrum!.id].sort());
  });

  it('keeps the bills paid between two days of the month, both included', async () => {
    const snapshot = riveraSnapshot();
    const between = snapshot.obligations.filter(
      (obligation) =>
        obligation.autoPayDate !== null &&
        obligation.autoPayDate >= 10 &&
        obligation.autoPayDate <= 15,
    );
    const answer = await ask('Which bills come out between the 10th and the 15th?', snapshot);
    expect(sourceIds(answer).sort()).toEqual(between.map((obligation) => obligation.id).sort());
    const typed = await ask('which bills come out btwn the 10th n 15th', snapshot);
    expect(sourceIds(typed).sort()).toEqual(between.map((obligation) => obligation.id).sort());
  });

  it('names which of two bills comes out first', async () => {
    const snapshot = riveraSnapshot();
    const answer = await ask(
      'Does the ADT Security or the Spectrum bill come out first?',
      snapshot,
    );
    const [adt, spectrum] = ['ADT Security', 'Spectrum'].map((vendor) =>
      snapshot.obligations.find((obligation) => obligation.vendor === vendor)!,
    );
    const [first, second] =
      (adt!.autoPayDate ?? 0) <= (spectrum!.autoPayDate ?? 0)
        ? [adt!, spectrum!]
        : [spectrum!, adt!];
    expect(answer.response).toMatch(/^The first to come out in the month: /);
    // Then the other, with its day.
    expect(answer.response).toContain(`. Then ${second.vendor}`);
    expect(answer.response).toContain(`on the ${second.autoPayDate}`);
    expect(sourceIds(answer)).toEqual([first.id, second.id]);
  });

  it('lists the estate documents that name someone, with their roles, and those that do not', async () => {
    const snapshot = riveraSnapshot();
    const naming = snapshot.estate.instruments.filter((instrument) =>
      instrument.people.some((person) => person.name.startsWith('Maria ')),
    );
    const named = await ask('Which estate documents name Maria?', snapshot);
    expect(named.response).toMatch(
      new RegExp(`^${naming.length} estate documents? names? Maria: `),
    );
    expect(named.response).toContain('(Maria Lopez: ');
    expect(sourceIds(named).sort()).toEqual(naming.map((instrument) => instrument.id).sort());
    const others = await ask("Which estate documents don't mention Maria?", snapshot);
    expect(sourceIds(others).sort()).toEqual(
      snapshot.estate.instruments
        .filter((instrument) => !naming.includes(instrument))
        .map((instrument) => instrument.id)
        .sort(),
    );
  });

  it('says how many days apart two bills come out', async () => {
    const snapshot = riveraSnapshot();
    const [adt, spectrum] = ['ADT Security', 'Spectrum'].map((vendor) =>
      snapshot.obligations.find((obligation) => obligation.vendor === vendor)!,
    );
    const gap = Math.abs((adt!.autoPayDate ?? 0) - (spectrum!.autoPayDate ?? 0));
    const answer = await ask(
      'How many days apart do ADT Security and Spectrum come out?',
      snapshot,
    );
    expect(answer.response).toMatch(new RegExp(`: ${gap} days? apart\\.$`));
  });
});

describe('two policies compared', () => {
  it('says by how much the owner\'s life cover is more than another\'s ("I" is the owner)', async () => {
    const answer = await ask('How much more life insurance do I have than Sam?', riveraSnapshot());
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toBe(
      'Northwestern Mutual life policy on Alex Rivera ($1,000,000.00) is $500,000.00 more than Haven Life life policy on Sam Rivera ($500,000.00).',
    );
  });
});

describe('an emergency fund among the accounts a total leaves one out of', () => {
  it('is a bank account, not a fund held', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate = {
      ...snapshot.estate,
      assets: snapshot.estate.assets.map((account) =>
        account.id === 'acct-ally' ? { ...account, accountName: 'Emergency fund' } : account,
      ),
    };
    const answer = await ask(
      "What's our combined cash in checking, savings and the emergency fund, leaving out the Chase savings?",
      snapshot,
    );
    expect(answer.intent).toBe('accounts');
  });
});

describe('holdings a total names one by one', () => {
  it('adds up only the holdings listed, not every holding but the one left out', async () => {
    const answer = await ask(
      'What are the Apple, VTI and BND positions worth together, leaving out the cash?',
      riveraSnapshot(),
    );
    // 120 × $265.40 + 50 × $190.10 + 80 × $72.50; the 401(k)'s two funds are not named.
    expect(answer.response).toContain('3 holdings come to $47,153.00');
    expect(answer.response).not.toContain('VFIAX');
  });

  it('ranks every holding when none is named, whatever the accounts are called', async () => {
    const answer = await ask('Top 2 holdings by value across all the accounts?', riveraSnapshot());
    expect(answer.response).toContain('1. VFIAX');
    expect(answer.response).toContain('2. VTI');
  });

  it('is an account less a holding it leaves out', async () => {
    const brokerage = await ask(
      'wats the joint brokerage worth without the cash',
      riveraSnapshot(),
    );
    expect(brokerage.response).toContain('3 holdings come to $47,153.00');
    const retirement = await ask(
      "How much of Alex's 401k is in something other than the bond fund?",
      riveraSnapshot(),
    );
    expect(retirement.response).toContain('1 holding comes to $144,075.00');
  });

  it('ranks the holdings of the account a question names', async () => {
    const answer = await ask("what are the 2 biggest holdings in Alex's 401k", riveraSnapshot());
    expect(answer.response).toContain('1. VFIAX');
    expect(answer.response).toContain('2. VBTLX');
  });

  it('is every holding when none is named', async () => {
    const answer = await ask(
      'What are our holdings worth together, leaving out the cash?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('5 holdings come to $211,328.00');
  });
});
