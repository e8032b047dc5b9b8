import { describe, expect, it } from 'vitest';
import { expense, home, loan, vehicle } from '../property-fixtures.test-helper';
import {
  matchingObligations,
  propertyFinances,
  propertyTitle,
  propertyTotals,
} from './property-links';

const HOUSE = home();
const CAR = vehicle();

describe('matchingObligations', () => {
  it("matches a home's home bills by their full address", () => {
    const power = expense({ id: 'power' });
    const elsewhere = expense({
      id: 'elsewhere',
      address: { ...HOUSE.address, street: '14 Oak St', full: '14 Oak St, Austin, TX, 78701' },
    });
    const insuranceAtAddress = expense({ id: 'insurance', category: 'insurance' });
    const noAddress = expense({ id: 'none', address: null });
    expect(
      matchingObligations(HOUSE, [power, elsewhere, insuranceAtAddress, noAddress]).map(
        (item) => item.id,
      ),
    ).toEqual(['power']);
  });

  it("matches a vehicle's auto bills by the vehicle's name", () => {
    const insurance = expense({
      id: 'auto-insurance',
      category: 'auto',
      entityName: '2021 Honda CR-V',
      address: null,
    });
    const otherCar = expense({ id: 'other', category: 'auto', entityName: '2018 Ford F-150' });
    const kids = expense({ id: 'kids', category: 'kids', entityName: '2021 Honda CR-V' });
    expect(matchingObligations(CAR, [insurance, otherCar, kids]).map((item) => item.id)).toEqual([
      'auto-insurance',
    ]);
  });

  it("uses the vehicle's own name when it has one", () => {
    const named = vehicle({ name: 'Family car' });
    const bill = expense({ category: 'auto', entityName: 'Family car', address: null });
    expect(matchingObligations(named, [bill])).toHaveLength(1);
    expect(propertyTitle(named)).toBe('Family car');
  });
});

describe('propertyFinances', () => {
  it('subtracts the linked loans from the value and totals the monthly equivalents', () => {
    const finances = propertyFinances(
      HOUSE,
      [
        loan({ id: 'mortgage', outstandingBalanceCents: 300_000_00 }),
        loan({ id: 'heloc', loanType: 'heloc', outstandingBalanceCents: 25_000_00 }),
        loan({ id: 'car', propertyId: 'vehicle-1', outstandingBalanceCents: 9_000_00 }),
      ],
      [
        expense({ id: 'power', costCents: 150_00 }),
        expense({ id: 'tax', costCents: 6_000_00, frequency: 'yearly' }),
        expense({ id: 'hoa', costCents: 300_00, frequency: 'quarterly' }),
      ],
    );
    expect(finances.loans.map((item) => item.id)).toEqual(['mortgage', 'heloc']);
    expect(finances.loanBalanceCents).toBe(325_000_00);
    expect(finances.equityCents).toBe(175_000_00);
    // $150 + $6,000 / 12 + $300 / 3
    expect(finances.monthlyCents).toBe(750_00);
  });

  it('has negative equity when more is owed than it is worth', () => {
    expect(
      propertyFinances(CAR, [loan({ propertyId: CAR.id, outstandingBalanceCents: 30_000_00 })], [])
        .equityCents,
    ).toBe(-6_000_00);
  });
});

describe('propertyTotals', () => {
  it('counts only loans against the listed properties', () => {
    expect(
      propertyTotals(
        [HOUSE, CAR],
        [
          loan({ outstandingBalanceCents: 300_000_00 }),
          loan({ id: 'car', propertyId: CAR.id, outstandingBalanceCents: 9_000_00 }),
          loan({ id: 'student', loanType: 'student', propertyId: null }),
        ],
      ),
    ).toEqual({ valueCents: 524_000_00, loansCents: 309_000_00, equityCents: 215_000_00 });
  });
});
