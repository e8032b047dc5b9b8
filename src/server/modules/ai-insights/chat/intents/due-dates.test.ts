import { describe, expect, it } from 'vitest';
import { emptySnapshot, snapshotObligation } from '../../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';

/** Tuesday, March 10, 2026. */
const TODAY = '2026-03-10';

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot(TODAY);
  snapshot.obligations = [
    snapshotObligation({
      id: 'gym',
      vendor: 'Gym',
      costCents: 3_000,
      isAutoPay: true,
      autoPayDate: 10,
    }),
    snapshotObligation({
      id: 'phone',
      vendor: 'Verizon',
      costCents: 9_000,
      isAutoPay: true,
      autoPayDate: 16,
      bankAccount: 'Amex ****9876',
    }),
    // Yearly, added in June: due every June 5.
    snapshotObligation({
      id: 'insurance',
      vendor: 'State Farm',
      costCents: 120_000,
      frequency: 'yearly',
      isAutoPay: true,
      autoPayDate: 5,
      createdAt: new Date('2025-06-01T12:00:00Z'),
    }),
    snapshotObligation({ id: 'lawn', vendor: 'Lawn Guys', costCents: 8_000 }),
  ];
  return snapshot;
}

describe('due dates', () => {
  it("finds a loan's bill by its lender when the loan is linked to no bill", async () => {
    const snapshot = household();
    snapshot.obligations.push(
      snapshotObligation({
        id: 'car-payment',
        vendor: 'Honda Financial Services',
        category: 'auto',
        costCents: 46_500,
        isAutoPay: true,
        autoPayDate: 20,
      }),
    );
    snapshot.loans = [
      {
        id: 'car-loan',
        ownerId: snapshot.households[0]?.ownerId ?? '',
        loanType: 'auto',
        bankName: 'Honda Financial Services',
        originalLoanAmountCents: 2_790_000,
        currentOutstandingBalanceCents: 1_422_000,
        interestRateThousandths: 4_900,
        monthlyPaymentCents: 46_500,
        termMonths: 60,
        startDate: null,
        relatedExpenseId: null,
        propertyId: null,
      },
    ];
    const answer = await ask('When is the next payment due on the car loan?', snapshot);
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain(
      'Honda Financial Services $465.00/mo is next due on Mar 20, 2026',
    );
    expect(sourceIds(answer)).toEqual(['car-payment']);
  });

  it('says it cannot tell when a bill with no payment day is due', async () => {
    const answer = await ask('When is Lawn Guys due?', household());
    expect(answer.response).toContain(
      "has no payment day recorded, so I can't tell when it is due",
    );
    // Asked within a stretch of time, "nothing falls due" would mislead: the records lack it.
    const thisYear = await ask('When is the Lawn Guys bill due this year?', household());
    expect(thisYear.response).toContain("so I can't tell when it is due");
    expect(thisYear.understood).toBe(false);
  });

  it('lists what falls due today through Sunday for "this week"', async () => {
    const answer = await ask("what's due this week", household());
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain(
      '1 payment falls due this week (from Mar 10, 2026 to Mar 15, 2026), $30.00 in all: Mar 10: Gym $30.00',
    );
    expect(answer.response).toContain('1 obligation paid manually has no payment day recorded');
    expect(sourceIds(answer)).toEqual(['gym']);
  });

  it('reads next week as Monday to Sunday', async () => {
    const answer = await ask('what bills are due next week?', household());
    expect(answer.response).toContain('Mar 16: Verizon $90.00 (auto-pay from Amex ****9876)');
    expect(sourceIds(answer)).toEqual(['phone']);
  });

  it('puts a yearly bill in the month it repeats in, read by chrono-node', async () => {
    const june = await ask('what do we pay in June?', household());
    expect(june.response).toContain('in June 2026');
    expect(june.response).toContain('Jun 5: State Farm $1,200.00');
    const april = await ask('what do we pay in April?', household());
    expect(april.response).not.toContain('State Farm');
  });

  it('counts a monthly bill twice in a range that holds two of its days', async () => {
    const answer = await ask('what is due in the next 40 days', household());
    expect(answer.response.match(/Verizon/g)).toHaveLength(2);
  });

  it('tells when one bill is next due, and says so when it has no day', async () => {
    expect((await ask('when is the verizon bill due', household())).response).toContain(
      'next due on Mar 16, 2026',
    );
    expect((await ask('when is the lawn guys bill due', household())).response).toContain(
      'no payment day recorded',
    );
  });

  it('does not answer for a bill it cannot find', async () => {
    const answer = await ask('when is the netflix bill due', household());
    expect(answer.response).toMatch(/^I couldn't find “netflix”/);
  });

  it.each(['how much did we pay in January?', 'what was due last week?', 'what is due in 1999?'])(
    'answers a question about the past with what it can tell, not with future bills: %s',
    async (question) => {
      const answer = await ask(question, household());
      expect(answer.intent).toBe('due');
      expect(answer.response).toMatch(/^That is in the past/);
      expect(answer.response).not.toContain('$');
    },
  );

  it('reads a year: next year, or one named', async () => {
    for (const question of ['what is due next year?', 'what bills are due in 2027?']) {
      const answer = await ask(question, household());
      expect(answer.response, question).toContain('in 2027 (from Jan 1, 2027 to Dec 31, 2027)');
      expect(answer.response, question).toContain('Jun 5, 2027: State Farm $1,200.00');
    }
  });

  it('reads an amount said in dollars as no name of a bill', async () => {
    const answer = await ask('When is the $90 for Verizon pulled next?', household());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/^Verizon \$90\.00\/mo is next due on Mar 16, 2026/);
  });

  it('reads the bills "set for" a day as those paid on that day of the month, however often', async () => {
    const answer = await ask('Which autopays are set for the 5th?', household());
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(
      /^1 bill is paid on the 5th of the month, \$1,200\.00 in all: State Farm \$1,200\.00\/yr/,
    );
  });
});
