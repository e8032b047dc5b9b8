import { describe, expect, it } from 'vitest';
import { emptySnapshot, snapshotObligation } from '../../snapshot/snapshot-fixture';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { ask, sourceIds } from '../chat-test-helpers';
import { formatCents } from '@shared/finance/money';
import { riveraSnapshot } from '../household.fixture';
import { monthlyCents } from '../records/obligation-lines';

function household(): HouseholdSnapshot {
  const snapshot = emptySnapshot('2026-03-10');
  snapshot.obligations = [
    snapshotObligation({
      id: 'loan',
      vendor: 'Toyota Financial',
      category: 'auto',
      entityName: 'Camry',
      costCents: 40_000,
    }),
    snapshotObligation({
      id: 'registration',
      vendor: 'DMV',
      category: 'auto',
      entityName: 'Camry',
      costCents: 12_000,
      frequency: 'yearly',
    }),
    snapshotObligation({ id: 'tolls', vendor: 'EZ TAG', category: 'auto', costCents: 3_000 }),
    snapshotObligation({
      id: 'piano',
      vendor: 'Piano School',
      category: 'kids',
      entityName: 'Emma',
      costCents: 15_000,
    }),
    snapshotObligation({
      id: 'phone',
      vendor: 'Verizon',
      category: 'other',
      costCents: 9_000,
      frequency: 'quarterly',
    }),
  ];
  snapshot.estate = {
    ...snapshot.estate,
    properties: [
      {
        id: 'camry',
        ownerId: snapshot.households[0]?.ownerId ?? '',
        kind: 'vehicle',
        name: null,
        homeType: null,
        addressFull: null,
        vehicleYear: 2020,
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        estimatedValueCents: 1_500_000,
      },
    ],
  };
  return snapshot;
}

describe('spending answers', () => {
  it('sets two sides apart, each the bills it names added up as a month', async () => {
    const answer = await ask(
      'Which costs us more a month: our utility bills together, or the Verizon plan? Give me both numbers.',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^Utility bills: \$384\.94 a month \(Austin Energy/);
    expect(answer.response).toContain(
      'Verizon plan: $185.00 a month (Verizon Wireless $185.00/mo).',
    );
    expect(answer.response).toContain(
      'Difference: $199.94 a month ($2,399.28 a year), more for utility bills.',
    );
  });

  it('totals a vehicle by its make, through the obligations whose entity is its model', async () => {
    const answer = await ask('What do we spend on the Toyota?', household());
    expect(answer.intent).toBe('spending');
    // $400.00 + $120.00 / 12 = $410.00 a month, $4,920.00 a year.
    expect(answer.response).toContain('$410.00 a month ($4,920.00 a year)');
    expect(answer.response).toContain('the 2020 Toyota Camry');
    expect(sourceIds(answer)).toEqual(['camry', 'loan', 'registration']);
    expect(answer.sources[1]).toEqual({
      kind: 'obligation',
      id: 'loan',
      label: 'Toyota Financial (Camry)',
      href: '/expenses?search=Toyota%20Financial',
    });
  });

  it('reads a misspelt vendor and gives the yearly figure first when asked by the year', async () => {
    const answer = await ask('how much is verizn a year', household());
    // $90.00 a quarter is $30.00 a month, $360.00 a year.
    expect(answer.response).toContain('$360.00 a year ($30.00 a month)');
    expect(sourceIds(answer)).toEqual(['phone']);
  });

  it('totals a category and a child', async () => {
    expect((await ask('what do we spend on cars', household())).response).toContain(
      '$440.00 a month',
    );
    expect((await ask("what does emma's stuff cost", household())).response).toContain(
      '$150.00 a month',
    );
  });

  it('gives the household total with its largest obligations', async () => {
    const answer = await ask('total monthly spending', household());
    // 400 + 10 + 30 + 150 + 30 = $620.00.
    expect(answer.response).toContain('Your 5 obligations come to $620.00 a month');
    expect(answer.sources).toHaveLength(5);
  });

  it('ranks a category by its yearly cost when asked which costs the most per year', async () => {
    const answer = await ask(
      'Which of our car bills costs us the most per year, and what is that yearly cost?',
      household(),
    );
    // The loan, $400.00 a month: $4,800.00 a year; the registration is yearly already.
    expect(answer.response).toMatch(
      /by yearly cost: 1\. Toyota Financial .*\(\$4,800\.00 a year\)/,
    );
    expect(answer.response).toContain('DMV (Camry) $120.00/yr.');
  });

  it('says it cannot find a name that matches nothing, and cites nothing', async () => {
    const answer = await ask('how much do we spend on the boat', household());
    // Nothing found is nothing answered: the panel offers example questions.
    expect(answer.understood).toBe(false);
    expect(answer.response).toMatch(/^I couldn't find “boat” in your records/);
    expect(answer.sources).toEqual([]);
  });

  it('gives an honest zero for a category with nothing in it', async () => {
    const answer = await ask('how much do we spend on rent', household());
    expect(answer.response).toContain('No obligation in your records is for rent');
  });

  it('says the records keep bills, not purchases over a past stretch of time', async () => {
    const answer = await ask(
      'How much did Sam spend at the supermarket last week?',
      riveraSnapshot(),
    );
    expect(answer.understood).toBe(false);
    expect(answer.response).toBe(
      "Nido keeps your household's bills and what they cost, not each purchase, so I can't say what was spent on “supermarket”.",
    );
  });

  it('reads what goes into an account each month as the bill that pays into it', async () => {
    const answer = await ask(
      'How much goes into the education savings each month?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('spending');
    expect(answer.response).toContain('Vanguard 529 Plan');
  });

  it('says how often a bill is charged when asked', async () => {
    const answer = await ask('What do we pay Aqua-Tots, and how often?', riveraSnapshot());
    expect(answer.response).toMatch(
      /Aqua-Tots Swim School is charged per month \(\$98\.00 each time\)\.$/,
    );
  });

  it('adds up the bills for each child, largest first', async () => {
    const snapshot = riveraSnapshot();
    const total = (child: string) =>
      formatCents(
        snapshot.obligations
          .filter((obligation) => obligation.entityName === child)
          .reduce((sum, obligation) => sum + monthlyCents(obligation), 0),
      );
    const answer = await ask('How much does each kid cost us a month?', snapshot);
    expect(answer.intent).toBe('spending');
    expect(answer.response).toContain(`Emma ${total('Emma')} a month (`);
    expect(answer.response).toContain(`Liam ${total('Liam')} a month (`);
    expect(answer.response).toMatch(/(Emma|Liam) costs the most\.$/);
  });
});

describe('spending on two names at once', () => {
  it.each([
    // Emma, not Liam, plays soccer; Liam's daycare and swim school are not soccer.
    ["What does Liam's soccer cost?", 'ob-soccer'],
    // GEICO insures the Camry; the Honda is with Progressive.
    ['How much is GEICO for the Honda?', 'ob-camry-insurance'],
    ["How much is Emma's daycare?", 'ob-daycare'],
  ])('answers no figure when no obligation is both: %s', async (question, other) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.response).toMatch(/^I couldn't find/);
    expect(answer.response).not.toContain('$');
    expect(sourceIds(answer)).not.toContain(other);
  });

  it('still totals two names joined by "and"', async () => {
    const answer = await ask('What do we spend on the Camry and the Honda?', riveraSnapshot());
    expect(sourceIds(answer)).toEqual(['prop-camry', 'prop-honda']);
    expect(answer.response).toContain('GEICO $142.00 a month');
    expect(answer.response).toContain('Progressive $118.00 a month');
    // Each car's costs once: $534.08 + $151.75, not its obligations and its card both.
    expect(answer.response).toContain('Together: $685.83 a month');
  });
});

describe('the name a total is given', () => {
  it.each([
    ['How much do we spend in Austin?', 'Austin Energy'],
    ['How much do we spend on Texas?', 'Texas Gas Service'],
  ])('is not one record’s when the total holds others: %s', async (question, oneOfThem) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.sources.length).toBeGreaterThan(1);
    expect(answer.response).not.toMatch(new RegExp(`on ${oneOfThem}, across`));
  });

  it('is the name every obligation in it shares', async () => {
    const answer = await ask('What do we spend on the Camry?', riveraSnapshot());
    expect(answer.response).toContain('on the 2021 Toyota Camry, across 3 obligations');
  });
});
