import { describe, expect, it } from 'vitest';
import { emptySnapshot, snapshotLoan, snapshotObligation } from '../../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

const OWNER = '00000000-0000-4000-8000-000000000001';

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot('2026-03-10', OWNER);
  snapshot.loans = [
    snapshotLoan({ id: 'mortgage' }),
    snapshotLoan({
      id: 'student',
      loanType: 'student',
      bankName: 'Nelnet',
      currentOutstandingBalanceCents: 890_000,
      interestRateThousandths: null,
      monthlyPaymentCents: 15_000,
    }),
  ];
  return snapshot;
}

describe('loan answers', () => {
  it('amortises the balance at the rate and payment to a payoff month', async () => {
    const answer = await ask('when will the mortgage be paid off?', household());
    expect(answer.intent).toBe('loans');
    expect(answer.response).toContain('balance $312,450.00');
    expect(answer.response).toContain('paid off in about 17 years 3 months (June 2043)');
    expect(answer.response).toContain('$194,041.59 of interest');
    expect(sourceIds(answer)).toEqual(['mortgage']);
    expect(answer.sources[0]).toMatchObject({
      kind: 'loan',
      href: '/loans',
      label: 'Wells Fargo mortgage',
    });
  });

  it('gives only the figure asked for', async () => {
    const answer = await ask("what's the rate on the mortgage", household());
    expect(answer.response).toBe('Wells Fargo mortgage: interest rate 6.125%.');
  });

  it('says the payoff date is unknown when the rate is not recorded', async () => {
    const answer = await ask('when is the student loan paid off', household());
    expect(answer.response).toContain('interest rate unknown (not recorded)');
    expect(answer.response).toContain(
      'the payoff date is unknown because the interest rate is not recorded',
    );
  });

  it('totals every loan', async () => {
    const answer = await ask('how much do we owe?', household());
    expect(answer.response).toContain('2 loans, $321,350.00 owed in all');
    expect(sourceIds(answer)).toEqual(['mortgage', 'student']);
  });

  it('does not answer about another loan for a lender it cannot find', async () => {
    const answer = await ask('how much do we owe chase', household());
    expect(answer.response).toMatch(/^I couldn't find “chase”/);
    expect(answer.sources).toEqual([]);
  });

  it('answers a mortgage kept only as a Monthly Expenses bill from the bill, and says so', async () => {
    const snapshot = emptySnapshot('2026-03-10', OWNER);
    snapshot.obligations = [
      snapshotObligation({
        id: 'bill',
        vendor: 'Rocket Mortgage',
        category: 'home',
        homeSubcategory: 'Mortgage',
        costCents: 210_000,
        outstandingLoanBalanceCents: 28_000_000,
      }),
    ];
    const answer = await ask('How much is the mortgage?', snapshot);
    expect(answer.response).toContain('No mortgage loan is recorded');
    expect(answer.response).toContain('Rocket Mortgage: $2,100.00/mo, $280,000.00 still owed');
    expect(sourceIds(answer)).toEqual(['bill']);
    const none = await ask('How much is the mortgage?', emptySnapshot('2026-03-10', OWNER));
    expect(none.response).toBe('No mortgage is recorded in your loans.');
  });
});

describe('a mortgage named by its home', () => {
  /** The Riveras with a rented condo bought on a second mortgage. */
  function withACondo(): HouseholdSnapshot {
    const snapshot = riveraSnapshot();
    const home = snapshot.estate.properties.find((property) => property.id === 'prop-home');
    if (!home) throw new Error('the Riveras have a home');
    snapshot.estate = {
      ...snapshot.estate,
      properties: [
        ...snapshot.estate.properties,
        { ...home, id: 'prop-condo', name: 'Lake condo', homeType: 'rental' },
      ],
    };
    snapshot.loans = [
      ...snapshot.loans,
      snapshotLoan({
        id: 'loan-condo',
        bankName: 'Chase Home Lending',
        interestRateThousandths: 6_250,
        propertyId: 'prop-condo',
      }),
    ];
    return snapshot;
  }

  it('tells the condo from the house, and compares the two when asked', async () => {
    const house = await ask('What is the rate on the house mortgage?', withACondo());
    expect(sourceIds(house)).toEqual(['loan-mortgage']);
    const both = await ask(
      "What's the interest rate on the condo mortgage compared with the one on the house?",
      withACondo(),
    );
    expect(sourceIds(both).sort()).toEqual(['loan-condo', 'loan-mortgage']);
    expect(both.response).toContain('interest rate 6.25%');
  });
});
