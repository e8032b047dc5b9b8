import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

function withPurchase() {
  const snapshot = riveraSnapshot();
  snapshot.estate = {
    ...snapshot.estate,
    properties: snapshot.estate.properties.map((property) =>
      property.id === 'prop-home'
        ? { ...property, purchasePriceCents: 48_000_000, purchaseDate: '2019-06-14' }
        : property,
    ),
  };
  return snapshot;
}

describe("a home's purchase and equity", () => {
  it('says what was paid for it and when', async () => {
    const answer = await ask('What did we pay for the house on Oak St?', withPurchase());
    expect(answer.response).toContain('bought for $480,000.00 on Jun 14, 2019');
  });

  it('gives its equity: its value less what is owed on it', async () => {
    // $650,000.00 − the Wells Fargo mortgage's $312,450.00 = $337,550.00.
    const answer = await ask('How much equity do we have in 12 Oak Street?', riveraSnapshot());
    expect(answer.response).toContain('equity $337,550.00');
  });
});

describe('amounts added up or set apart', () => {
  it('adds up the coverage of the policies named', async () => {
    const answer = await ask(
      'What is our total life insurance coverage between Northwestern Mutual and Haven Life?',
      riveraSnapshot(),
    );
    // $1,000,000.00 + $500,000.00.
    expect(answer.response).toContain('Together: $1,500,000.00.');
  });

  it('gives the difference of two amounts', async () => {
    const answer = await ask(
      'How much more is Austin Energy than Texas Gas Service?',
      riveraSnapshot(),
    );
    // $164.20 − $58.30 = $105.90 a month.
    expect(answer.response).toContain(
      'Difference: $105.90 a month ($1,270.80 a year) (Austin Energy is more, Texas Gas Service less).',
    );
  });
});

describe('roles and counts', () => {
  it('does not answer a role nobody holds with the people who hold others', async () => {
    const answer = await ask('Who are the witnesses named in our wills?', riveraSnapshot());
    expect(answer.response).not.toMatch(/executor: /);
  });

  it('counts the estate documents asked about', async () => {
    const snapshot = riveraSnapshot();
    const answer = await ask('How many documents are in our estate plan?', snapshot);
    expect(answer.response).toMatch(
      new RegExp(`^${snapshot.estate.instruments.length} estate documents: `),
    );
  });
});

describe("an investment account's asset classes", () => {
  it('says how much of an account is in cash, bonds or stocks', async () => {
    const answer = await ask('How much cash is sitting in the joint brokerage?', riveraSnapshot());
    // The Fidelity brokerage's cash: 5,000 units with no price are no value; its bond ETF BND is
    // 80 × $72.50.
    expect(answer.response).toMatch(/by asset class: .*Bonds \$5,800\.00/);
  });
});

describe('a year said beside a purchase', () => {
  it('is when it was bought, not a name', async () => {
    const answer = await ask(
      'What is the house on Oak St worth now, and what did we pay for it back in 2019?',
      withPurchase(),
    );
    expect(answer.response).toContain('estimated value $650,000.00');
    expect(answer.response).toContain('bought for $480,000.00 on Jun 14, 2019');
  });
});
