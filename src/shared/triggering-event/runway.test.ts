import { describe, expect, it } from 'vitest';
import { insurerPayTime } from './insurer-pay-time';
import { monthsCovered, survivorRunway, type RunwayInput } from './runway';
import type { TRunwayMoneyLine } from './runway-schemas';

const MARIA = 'Maria Carter';

function bill(id: string, vendor: string, costCents: number, frequency = 'monthly', more = {}) {
  return {
    id,
    vendor,
    costCents,
    frequency,
    category: 'other',
    entityName: null,
    description: null,
    ...more,
  };
}

function account(
  name: string,
  balanceCents: number,
  more: Partial<RunwayInput['liquidAccounts'][number]> = {},
) {
  return { name, balanceCents, ownerName: null, passesBy: null, beneficiaries: [], ...more };
}

const NO_WAIT = { text: null, citation: null, source: null };

/** A money line of the runway with no wait of its own. */
function moneyLine(name: string, cents: number, source: TRunwayMoneyLine['source'], why: string) {
  return { name, cents, source, why, wait: null };
}

function input(overrides: Partial<RunwayInput> = {}): RunwayInput {
  return {
    ownerId: 'owner',
    kind: 'death',
    personName: MARIA,
    household: [{ name: 'Luis Carter', relationship: null }],
    obligations: [
      bill('rent', 'Rent', 200_000),
      bill('car', 'Car insurance', 60_000, 'quarterly'),
      bill('domain', 'Domain', 12_000, 'yearly'),
      bill('life', 'Life premium', 9_000),
      bill('netflix', 'Netflix', 1_599),
    ],
    liquidAccounts: [
      account('Chase · Everyday', 1_000_000, { ownerName: 'Luis Carter' }),
      account('Ally · Savings', 1_500_000, { ownerName: 'Luis Carter' }),
    ],
    lifePolicies: [],
    cancelledIds: new Set(),
    lifePremiumIds: new Set(),
    insurerPayTime: insurerPayTime(null),
    settlementWait: () => NO_WAIT,
    ...overrides,
  };
}

describe('survivorRunway: the months', () => {
  it('counts each obligation as its monthly equivalent (quarterly a third, yearly a twelfth)', () => {
    const runway = survivorRunway(input());
    // 2,000 + 200 + 10 + 90 + 15.99 a month.
    expect(runway.monthlyObligationsCents).toBe(231_599);
    expect(runway.liquidAssetsCents).toBe(2_500_000);
    expect(runway.monthsNow).toBe(10.7);
  });

  it('has no months when nothing monthly is left to cover', () => {
    const runway = survivorRunway(input({ obligations: [] }));
    expect(runway.monthsNow).toBeNull();
    expect(runway.monthsAfterEvent).toBeNull();
    const allEnding = survivorRunway(
      input({ cancelledIds: new Set(['rent', 'car', 'domain', 'life', 'netflix']) }),
    );
    expect(allEnding.monthsNow).toBe(10.7);
    expect(allEnding.monthsAfterEvent).toBeNull();
  });
});

describe('survivorRunway: money the survivors can reach (issue 38 item 5)', () => {
  it('leaves out a payout to a beneficiary outside the household, and says why', () => {
    const runway = survivorRunway(
      input({
        lifePolicies: [
          {
            name: 'Northwestern Mutual life policy',
            faceAmountCents: 50_000_000,
            beneficiaries: [
              { name: 'Tom Carter', relationship: 'Brother', shareBasisPoints: 10_000 },
            ],
          },
        ],
      }),
    );
    expect(runway.insurancePayoutsCents).toBe(0);
    expect(runway.excluded).toEqual([
      moneyLine(
        'Northwestern Mutual life policy',
        50_000_000,
        'insurance',
        'Paid to Tom Carter (brother): not one of the household, so not the family’s money',
      ),
    ]);
    // Only the survivor's own accounts: 25,000 against 2,315.99 a month.
    expect(runway.monthsAfterEvent).toBe(10.7);
  });

  it('counts a payout to the spouse, with the usual time an insurer takes to pay', () => {
    const runway = survivorRunway(
      input({
        insurerPayTime: insurerPayTime('CA'),
        lifePolicies: [
          {
            name: 'MetLife life policy',
            faceAmountCents: 20_000_000,
            beneficiaries: [
              { name: 'Luis Carter', relationship: 'Husband', shareBasisPoints: 7_500 },
              { name: 'Tom Carter', relationship: 'Brother', shareBasisPoints: 2_500 },
            ],
          },
        ],
      }),
    );
    expect(runway.insurancePayoutsCents).toBe(15_000_000);
    expect(runway.counted.at(-1)).toMatchObject({
      name: 'MetLife life policy',
      cents: 15_000_000,
      why: 'Paid to Luis Carter (husband) (75 %)',
      wait: { citation: 'Cal. Ins. Code § 10172.5' },
    });
    expect(runway.excluded[0]).toMatchObject({ cents: 5_000_000, source: 'insurance' });
    expect(runway.excluded[0]?.why).toContain('Tom Carter (brother) (25 %)');
  });

  it('shows an account in the deceased’s sole name as waiting, and does not count it', () => {
    const runway = survivorRunway(
      input({
        liquidAccounts: [
          account('Chase · Everyday', 1_000_000, { ownerName: 'Luis Carter' }),
          account('Wells · Maria’s savings', 4_000_000, { ownerName: MARIA }),
        ],
        settlementWait: (cents) => ({
          text: `Small-estate affidavit for ${cents / 100} dollars after 40 days`,
          citation: 'Test § 1',
          source: null,
        }),
      }),
    );
    expect(runway.reachableAccountsCents).toBe(1_000_000);
    expect(runway.waitingCents).toBe(4_000_000);
    expect(runway.waiting).toEqual([
      moneyLine(
        'Wells · Maria’s savings',
        4_000_000,
        'account',
        'In Maria Carter’s name alone, with no joint owner or payable-on-death beneficiary: it passes under the will or by intestacy',
      ),
    ]);
    expect(runway.waitingPath?.text).toBe('Small-estate affidavit for 40000 dollars after 40 days');
    // 10,000 against 2,315.99 a month: the 40,000 that waits is not in the months.
    expect(runway.monthsAfterEvent).toBe(4.3);
    expect(runway.monthsNow).toBe(21.5);
  });

  it('counts a joint account with a survivor, and one recorded as joint with survivorship', () => {
    const runway = survivorRunway(
      input({
        liquidAccounts: [
          account('Chase · Joint', 1_000_000, { ownerName: 'Maria & Luis Carter' }),
          account('Ally · Savings', 500_000, { ownerName: MARIA, passesBy: 'joint_survivorship' }),
        ],
      }),
    );
    expect(runway.reachableAccountsCents).toBe(1_500_000);
    expect(runway.counted.map((line) => line.why)).toEqual([
      'Joint with Luis Carter: counted as passing to them by survivorship; record its titling in the estate plan to confirm',
      'Recorded in the estate plan as joint with survivorship: it passes to the surviving owner',
    ]);
    expect(runway.waiting).toEqual([]);
  });

  it('does not count a joint account recorded as passing under the will, nor one joint with an outsider', () => {
    const runway = survivorRunway(
      input({
        liquidAccounts: [
          account('Chase · Joint', 1_000_000, {
            ownerName: 'Maria Carter, Luis Carter',
            passesBy: 'will',
          }),
          account('BofA · With Tom', 300_000, { ownerName: 'Maria Carter and Tom Carter' }),
        ],
      }),
    );
    expect(runway.reachableAccountsCents).toBe(0);
    expect(runway.waiting.map((line) => line.name)).toEqual(['Chase · Joint']);
    expect(runway.excluded).toMatchObject([
      {
        name: 'BofA · With Tom',
        why: 'Joint with Tom Carter, not one of the household: it passes to them',
      },
    ]);
  });

  it('counts a POD account payable to the spouse, and keeps one payable to an outsider out', () => {
    const runway = survivorRunway(
      input({
        household: [],
        liquidAccounts: [
          account('Chase · POD', 800_000, {
            ownerName: MARIA,
            passesBy: 'pod_tod',
            beneficiaries: [
              { name: 'Luis Carter', relationship: 'spouse', shareBasisPoints: null },
            ],
          }),
          account('Ally · POD', 200_000, {
            ownerName: MARIA,
            passesBy: 'pod_tod',
            beneficiaries: [{ name: 'Tom Carter', relationship: null, shareBasisPoints: null }],
          }),
        ],
      }),
    );
    expect(runway.counted).toMatchObject([
      { name: 'Chase · POD', cents: 800_000, why: 'Payable on death to Luis Carter (spouse)' },
    ]);
    expect(runway.excluded).toMatchObject([{ name: 'Ally · POD', cents: 200_000 }]);
  });

  it('takes an account with no owner recorded as the deceased’s, so it waits', () => {
    const runway = survivorRunway(
      input({ liquidAccounts: [account('Chase · Everyday', 100_000)] }),
    );
    expect(runway.waiting[0]?.why).toContain(
      'No owner is recorded, so it is taken as in Maria Carter’s name',
    );
  });

  it('a payout to the estate waits for probate', () => {
    const runway = survivorRunway(
      input({
        lifePolicies: [
          { name: 'Old policy', faceAmountCents: 1_000_000, beneficiaries: [] },
          {
            name: 'Work policy',
            faceAmountCents: 2_000_000,
            beneficiaries: [
              { name: 'Estate of Maria Carter', relationship: null, shareBasisPoints: 10_000 },
            ],
          },
        ],
      }),
    );
    expect(runway.waiting.map((line) => [line.name, line.cents])).toEqual([
      ['Old policy', 1_000_000],
      ['Work policy', 2_000_000],
    ]);
    expect(runway.insurancePayoutsCents).toBe(0);
  });
});

describe('survivorRunway: obligations that end with the deceased', () => {
  it('removes their life premium, their phone line, insurance on their car and what the plan cancels', () => {
    const runway = survivorRunway(
      input({
        obligations: [
          bill('rent', 'Rent', 200_000),
          bill('premium', 'Northwestern Mutual', 9_000),
          bill('phone', 'Verizon', 5_000, 'monthly', { description: 'Maria’s line' }),
          bill('family-phone', 'Verizon', 8_000, 'monthly', { description: 'Family plan' }),
          bill('car', 'GEICO', 60_000, 'quarterly', {
            category: 'auto',
            entityName: 'Maria’s Honda',
          }),
          bill('gym', 'Gym', 4_000),
        ],
        lifePremiumIds: new Set(['premium']),
        cancelledIds: new Set(['gym']),
      }),
    );
    expect(runway.endingObligations).toEqual([
      {
        name: 'Northwestern Mutual',
        monthlyCents: 9_000,
        why: 'Premium of a life policy on Maria Carter',
      },
      { name: 'Verizon', monthlyCents: 5_000, why: 'Maria Carter’s own phone line' },
      { name: 'GEICO', monthlyCents: 20_000, why: 'Insurance on Maria Carter’s car' },
      { name: 'Gym', monthlyCents: 4_000, why: 'The plan marks it cancel' },
    ]);
    expect(runway.monthlyObligationsCents).toBe(246_000);
    expect(runway.continuingMonthlyCents).toBe(208_000);
  });

  it('after an incapacity ends only what the plan cancels, counts every account and no payout', () => {
    const runway = survivorRunway(
      input({
        kind: 'incapacity',
        obligations: [
          bill('premium', 'Northwestern Mutual', 9_000),
          bill('phone', 'Verizon', 5_000, 'monthly', { description: 'Maria’s line' }),
        ],
        liquidAccounts: [account('Wells · Maria', 900_000, { ownerName: MARIA })],
        lifePolicies: [
          {
            name: 'MetLife life policy',
            faceAmountCents: 20_000_000,
            beneficiaries: [
              { name: 'Luis Carter', relationship: 'Husband', shareBasisPoints: 10_000 },
            ],
          },
        ],
        lifePremiumIds: new Set(['premium']),
      }),
    );
    expect(runway.endingObligations).toEqual([]);
    expect(runway.reachableAccountsCents).toBe(900_000);
    expect(runway.insurancePayoutsCents).toBe(0);
    expect(runway.waiting).toEqual([]);
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
