import { describe, expect, it } from 'vitest';
import {
  home,
  household,
  lifePolicy,
} from '@shared/estate/estate-analysis/estate-facts.test-helper';
import type { HouseholdSnapshot, SnapshotLoan } from '../../../snapshot/household-snapshot';
import { snapshotObligation } from '../../../snapshot/snapshot-fixture';
import { completeSnapshot, OWNER, tipsOf, withEstate } from '../../tip-fixture';
import { homeWithoutInsurance, noLifeInsurance, vehicleWithoutInsurance } from './coverage-rules';

const mortgage = snapshotObligation({
  id: 'mortgage',
  vendor: 'Chase Mortgage',
  category: 'home',
  homeSubcategory: 'Mortgage',
  costCents: 210_000,
  isAutoPay: true,
});

function loan(overrides: Partial<SnapshotLoan> = {}): SnapshotLoan {
  return {
    id: 'loan-1',
    ownerId: OWNER,
    loanType: 'mortgage',
    bankName: 'Wells Fargo',
    originalLoanAmountCents: 40_000_000,
    currentOutstandingBalanceCents: 31_000_000,
    interestRateThousandths: 6_125,
    monthlyPaymentCents: 240_000,
    termMonths: 360,
    startDate: '2020-01-01',
    relatedExpenseId: null,
    propertyId: null,
    ...overrides,
  };
}

const camry = home({
  id: 'car-1',
  kind: 'vehicle',
  homeType: null,
  addressFull: null,
  vehicleYear: 2019,
  vehicleMake: 'Toyota',
  vehicleModel: 'Camry',
  estimatedValueCents: 1_800_000,
});

describe('noLifeInsurance', () => {
  it('fires with children and a mortgage, naming both', () => {
    const snapshot: HouseholdSnapshot = {
      ...withEstate(completeSnapshot(), { households: [household({ children: ['Mia', 'Leo'] })] }),
      obligations: [mortgage],
    };
    expect(tipsOf(noLifeInsurance, snapshot)).toEqual([
      {
        rule: 'no-life-insurance',
        severity: 'high',
        title: 'No life insurance recorded',
        detail:
          'You have children (Mia and Leo) and a mortgage (Chase Mortgage, $2,100.00 per month), and no life insurance policy is recorded. If you have one, record it with its beneficiaries so your family can claim it; if not, consider whether your family could keep up without your income.',
        href: '/estate-plan?tab=insurance',
        action: 'Record a life policy',
      },
    ]);
  });

  it('fires for a mortgage recorded only as a loan', () => {
    const snapshot = { ...completeSnapshot(), loans: [loan()] };
    expect(tipsOf(noLifeInsurance, snapshot)[0]?.detail).toContain(
      'a mortgage (Wells Fargo, $310,000.00 left)',
    );
  });

  it('does not fire with a life policy, a life premium, or nobody depending on income', () => {
    const base: HouseholdSnapshot = {
      ...withEstate(completeSnapshot(), { households: [household({ children: ['Mia'] })] }),
      obligations: [mortgage],
    };
    expect(tipsOf(noLifeInsurance, withEstate(base, { policies: [lifePolicy()] }))).toEqual([]);
    const premium = snapshotObligation({
      id: 'life',
      vendor: 'Haven Life',
      category: 'insurance',
      costCents: 3_500,
    });
    expect(tipsOf(noLifeInsurance, { ...base, obligations: [mortgage, premium] })).toEqual([]);
    expect(tipsOf(noLifeInsurance, completeSnapshot())).toEqual([]);
  });
});

describe('vehicleWithoutInsurance', () => {
  const withCar = () => withEstate(completeSnapshot(), { properties: [camry] });

  it('fires for a vehicle with no auto policy or premium, naming it', () => {
    const tips = tipsOf(vehicleWithoutInsurance, withCar());
    expect(tips).toEqual([
      expect.objectContaining({
        rule: 'vehicle-without-insurance',
        severity: 'medium',
        title: 'No auto insurance recorded for 2019 Toyota Camry',
      }),
    ]);
    expect(tips[0]?.detail).toMatch(
      /^The vehicle is on record, but no auto policy or premium is\./,
    );
  });

  it('does not fire with an insurer premium under Auto, one naming the car, or an auto policy', () => {
    const geico = snapshotObligation({
      id: 'g',
      vendor: 'GEICO',
      category: 'auto',
      costCents: 12_000,
    });
    expect(tipsOf(vehicleWithoutInsurance, { ...withCar(), obligations: [geico] })).toEqual([]);
    const named = snapshotObligation({
      id: 'n',
      vendor: 'Acme Mutual',
      category: 'insurance',
      entityName: 'Camry',
    });
    expect(tipsOf(vehicleWithoutInsurance, { ...withCar(), obligations: [named] })).toEqual([]);
    const policy = { ...lifePolicy(), id: 'auto-1', kind: 'auto' as const };
    expect(tipsOf(vehicleWithoutInsurance, withEstate(withCar(), { policies: [policy] }))).toEqual(
      [],
    );
    expect(tipsOf(vehicleWithoutInsurance, completeSnapshot())).toEqual([]);
  });

  it('does not take a fuel bill under Auto for insurance', () => {
    const fuel = snapshotObligation({ id: 'f', vendor: 'Shell', category: 'auto' });
    expect(tipsOf(vehicleWithoutInsurance, { ...withCar(), obligations: [fuel] })).toHaveLength(1);
  });
});

describe('homeWithoutInsurance', () => {
  it('fires for a home on record with no home policy or premium', () => {
    const snapshot = withEstate(completeSnapshot(), { properties: [home()] });
    expect(tipsOf(homeWithoutInsurance, snapshot)).toEqual([
      expect.objectContaining({
        rule: 'home-without-insurance',
        severity: 'medium',
        title: 'No home insurance recorded for 12 Oak St, Austin, TX, 78701',
        href: '/estate-plan?tab=insurance',
      }),
    ]);
  });

  it('fires for a mortgage without a home property, with its figures', () => {
    const snapshot = { ...completeSnapshot(), obligations: [mortgage] };
    expect(tipsOf(homeWithoutInsurance, snapshot)[0]?.detail).toMatch(
      /^You have a mortgage \(Chase Mortgage, \$2,100\.00 per month\), but no home insurance/,
    );
  });

  it('does not fire with a Home Insurance obligation, a home policy, or no home', () => {
    const premium = snapshotObligation({
      id: 'hi',
      vendor: 'State Farm',
      category: 'home',
      homeSubcategory: 'Home Insurance',
      frequency: 'yearly',
    });
    const snapshot = withEstate(completeSnapshot(), { properties: [home()] });
    expect(tipsOf(homeWithoutInsurance, { ...snapshot, obligations: [premium] })).toEqual([]);
    const policy = { ...lifePolicy(), id: 'home-policy', kind: 'home' as const };
    expect(tipsOf(homeWithoutInsurance, withEstate(snapshot, { policies: [policy] }))).toEqual([]);
    expect(tipsOf(homeWithoutInsurance, completeSnapshot())).toEqual([]);
  });
});
