import { describe, expect, it } from 'vitest';
import { monthsCovered, survivorRunway, type RunwayInput } from './runway';

function input(overrides: Partial<RunwayInput> = {}): RunwayInput {
  return {
    ownerId: 'owner',
    obligations: [
      { id: 'rent', vendor: 'Rent', costCents: 200_000, frequency: 'monthly' },
      { id: 'car', vendor: 'Car insurance', costCents: 60_000, frequency: 'quarterly' },
      { id: 'domain', vendor: 'Domain', costCents: 12_000, frequency: 'yearly' },
      { id: 'life', vendor: 'Life premium', costCents: 9_000, frequency: 'monthly' },
      { id: 'netflix', vendor: 'Netflix', costCents: 1_599, frequency: 'monthly' },
    ],
    liquidAccounts: [
      { name: 'Chase · Everyday', balanceCents: 1_000_000 },
      { name: 'Ally · Savings', balanceCents: 1_500_000 },
    ],
    payouts: [{ name: 'Northwestern Mutual life policy', amountCents: 50_000_000 }],
    endingObligationIds: new Set(),
    ...overrides,
  };
}

describe('survivorRunway', () => {
  it('counts each obligation as its monthly equivalent (quarterly a third, yearly a twelfth)', () => {
    const runway = survivorRunway(input());
    // 2,000 + 200 + 10 + 90 + 15.99 a month.
    expect(runway.monthlyObligationsCents).toBe(231_599);
    expect(runway.liquidAssetsCents).toBe(2_500_000);
    expect(runway.monthsNow).toBe(10.7);
  });

  it('after the event adds the payouts and leaves out what ends', () => {
    const runway = survivorRunway(input({ endingObligationIds: new Set(['life', 'netflix']) }));
    expect(runway.continuingMonthlyCents).toBe(221_000);
    expect(runway.insurancePayoutsCents).toBe(50_000_000);
    // (25,000 + 500,000) / 2,210 = 237.556…
    expect(runway.monthsAfterEvent).toBe(237.5);
    expect(runway.endingObligations).toEqual([
      { name: 'Life premium', monthlyCents: 9_000 },
      { name: 'Netflix', monthlyCents: 1_599 },
    ]);
    expect(runway.monthsNow).toBe(10.7);
  });

  it('has no months when nothing monthly is left to cover', () => {
    const runway = survivorRunway(input({ obligations: [] }));
    expect(runway.monthsNow).toBeNull();
    expect(runway.monthsAfterEvent).toBeNull();
    const allEnding = survivorRunway(
      input({ endingObligationIds: new Set(['rent', 'car', 'domain', 'life', 'netflix']) }),
    );
    expect(allEnding.monthsNow).toBe(10.7);
    expect(allEnding.monthsAfterEvent).toBeNull();
  });
});

describe('monthsCovered', () => {
  it('floors to one decimal and never goes below zero', () => {
    expect(monthsCovered(796, 100)).toBe(7.9);
    expect(monthsCovered(800, 100)).toBe(8);
    expect(monthsCovered(-500, 100)).toBe(0);
    expect(monthsCovered(500, 0)).toBeNull();
  });
});
