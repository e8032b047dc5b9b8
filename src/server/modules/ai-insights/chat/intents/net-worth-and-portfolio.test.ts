import { describe, expect, it } from 'vitest';
import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';

const OWNER = '00000000-0000-4000-8000-000000000001';
const TODAY = '2026-03-10';

function holding(overrides: Partial<THolding> & { id: string }): THolding {
  return {
    accountId: 'brokerage',
    symbol: null,
    name: overrides.id,
    assetClass: 'stock',
    quantity: 1,
    costBasisCents: null,
    price: null,
    previousPrice: null,
    ...overrides,
  };
}

const price = (dollars: number) => ({
  priceMicros: dollars * 1_000_000,
  asOf: '2026-03-09',
  source: 'manual' as const,
});

function brokerage(): TInvestmentAccount {
  return investmentAccountFixture({
    id: 'brokerage',
    ownerId: OWNER,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    holdings: [
      holding({
        id: 'aaa',
        symbol: 'AAA',
        name: 'Alpha Corp',
        quantity: 10,
        costBasisCents: 80_000,
        price: price(100),
      }),
      holding({
        id: 'bbb',
        symbol: 'BBB',
        name: 'Bond Fund',
        assetClass: 'bond',
        quantity: 100,
        costBasisCents: 110_000,
        price: price(10),
      }),
      holding({ id: 'cash', name: 'Cash', assetClass: 'cash', quantity: 500 }),
    ],
  });
}

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot(TODAY, OWNER);
  snapshot.investments = [brokerage()];
  snapshot.loans = [
    {
      id: 'mortgage',
      ownerId: OWNER,
      loanType: 'mortgage',
      bankName: 'Chase',
      originalLoanAmountCents: 25_000_000,
      currentOutstandingBalanceCents: 20_000_000,
      interestRateThousandths: 6_000,
      monthlyPaymentCents: 150_000,
      termMonths: 360,
      startDate: null,
      relatedExpenseId: null,
      propertyId: 'home',
    },
  ];
  snapshot.estate = {
    ...snapshot.estate,
    assets: [
      {
        id: 'checking',
        ownerId: OWNER,
        type: 'checking',
        institutionName: 'Chase',
        accountName: 'Checking',
        balanceCents: 1_000_000,
        beneficiary: null,
      },
      {
        id: 'card',
        ownerId: OWNER,
        type: 'credit_card',
        institutionName: 'Chase',
        accountName: 'Sapphire',
        balanceCents: 100_000,
        beneficiary: null,
      },
    ],
    properties: [
      {
        id: 'home',
        ownerId: OWNER,
        kind: 'home',
        name: null,
        homeType: 'primary_residence',
        addressFull: '1 Elm St, Austin, TX 78701',
        vehicleYear: null,
        vehicleMake: null,
        vehicleModel: null,
        estimatedValueCents: 30_000_000,
      },
    ],
  };
  return snapshot;
}

describe('net worth', () => {
  it('adds accounts, investments and properties and takes away loans and card balances', async () => {
    const answer = await ask("what's our net worth?", household());
    expect(answer.intent).toBe('net_worth');
    // 10,000 + 2,500 + 300,000 − 200,000 − 1,000.
    expect(answer.response).toContain('Your net worth is $111,500.00');
    expect(answer.response).toContain('less loans $200,000.00 and credit cards $1,000.00');
    expect(sourceIds(answer)).toEqual(['checking', 'card', 'brokerage', 'home', 'mortgage']);
  });

  it('answers account balances, property values and equity', async () => {
    expect((await ask('how much is in checking', household())).response).toContain('$10,000.00');
    const home = await ask('what is the house worth', household());
    expect(home.intent).toBe('property_value');
    expect(home.response).toContain('$300,000.00');
    const equity = await ask('how much equity is in the house', household());
    expect(equity.response).toContain('equity $100,000.00');
    expect(sourceIds(equity)).toEqual(['home', 'mortgage']);
  });

  it('does not answer for an account it cannot find', async () => {
    expect((await ask('what is the balance at wells fargo', household())).response).toMatch(
      /^I couldn't find/,
    );
  });
});

describe('portfolio', () => {
  it('gives value, gain against cost and allocation from the valuation module', async () => {
    const answer = await ask('how is our portfolio doing?', household());
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toContain('worth $2,500.00 across 1 account and 3 holdings');
    // Cost known for two holdings: $1,900.00 paid, now $2,000.00.
    expect(answer.response).toContain(
      'against $1,900.00 paid for the holdings with a known cost, a gain of $100.00 (5.3%)',
    );
    const allocated = await ask('how is it allocated', household());
    expect(allocated.response).toContain(
      'Bond 40% ($1,000.00), Stock 40% ($1,000.00), Cash 20% ($500.00)',
    );
    expect(allocated.response).toContain(
      'allocation by asset class: Bonds 40% ($1,000.00), Stocks 40% ($1,000.00), Cash 20% ($500.00); by fund type: Bond 40%',
    );
  });

  it('answers one holding by its symbol', async () => {
    const answer = await ask('how many shares of AAA do we have', household());
    expect(answer.response).toContain(
      '10 shares of AAA (Alpha Corp) in Fidelity · Brokerage, worth $1,000.00 at $100.00, bought for $800.00, a gain of $200.00 (25.0%)',
    );
    expect(sourceIds(answer)).toEqual(['brokerage', 'aaa']);
  });

  it('does not answer about another holding for a name it cannot find', async () => {
    const answer = await ask('how many shares of tesla do we have', household());
    expect(answer.response).toMatch(/^I couldn't find “tesla”/);
  });

  it('does not answer for the account one word names when another word names nothing', async () => {
    // Fidelity is recorded; a Fidelity Roth is not, and the brokerage is no answer for it.
    const answer = await ask('how much is the fidelity roth worth', household());
    expect(answer.response).toMatch(/^I couldn't find “fidelity roth”/);
    expect(answer.sources).toEqual([]);
  });
});
