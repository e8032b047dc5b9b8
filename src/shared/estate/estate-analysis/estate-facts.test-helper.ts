import type { TBeneficiary } from '../../investments/investment-schemas';
import type { TEstatePerson } from '../estate-schemas';
import type { TEstateGap } from '../estate-summary-schemas';
import {
  emptyEstateFacts,
  type EstateFacts,
  type FinancialAccountFacts,
  type HouseholdFacts,
  type InstrumentFacts,
  type InvestmentAccountFacts,
  type PolicyFacts,
  type PropertyFacts,
} from './estate-facts';
import type { GapRule } from './gap-check';
import { estateAssets } from './passes-by';

/** Builders of estate facts for the unit tests: one household, then what each test adds. */

export const OWNER = '00000000-0000-4000-8000-000000000001';
export const MEMBER = '00000000-0000-4000-8000-000000000002';
export const ADVISOR = '00000000-0000-4000-8000-000000000003';
export const TODAY = '2026-11-25';

export function household(overrides: Partial<HouseholdFacts> = {}): HouseholdFacts {
  return {
    ownerId: OWNER,
    children: [],
    familyUserIds: [OWNER, MEMBER],
    advisorIds: [ADVISOR],
    ...overrides,
  };
}

export function facts(overrides: Partial<EstateFacts> = {}): EstateFacts {
  return { ...emptyEstateFacts(TODAY), households: [household()], ...overrides };
}

export function account(overrides: Partial<FinancialAccountFacts> = {}): FinancialAccountFacts {
  return {
    id: 'asset-1',
    ownerId: OWNER,
    type: 'savings',
    institutionName: 'Chase',
    accountName: 'Savings',
    balanceCents: 2_000_000,
    beneficiary: null,
    ...overrides,
  };
}

export function investment(
  overrides: Partial<InvestmentAccountFacts> = {},
): InvestmentAccountFacts {
  return {
    id: 'inv-1',
    ownerId: OWNER,
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Brokerage',
    designation: 'none',
    beneficiaries: [],
    valueCents: 5_000_000,
    ...overrides,
  };
}

export function home(overrides: Partial<PropertyFacts> = {}): PropertyFacts {
  return {
    id: 'home-1',
    ownerId: OWNER,
    kind: 'home',
    name: null,
    homeType: 'primary_residence',
    addressFull: '12 Oak St, Austin, TX, 78701',
    vehicleYear: null,
    vehicleMake: null,
    vehicleModel: null,
    estimatedValueCents: 45_000_000,
    ...overrides,
  };
}

export function lifePolicy(overrides: Partial<PolicyFacts> = {}): PolicyFacts {
  return {
    id: 'policy-1',
    ownerId: OWNER,
    kind: 'life',
    carrier: 'Northwestern Mutual',
    insuredName: 'Maria Lopez',
    faceAmountCents: 50_000_000,
    beneficiaries: [],
    ...overrides,
  };
}

export function beneficiary(
  name: string,
  shareBasisPoints = 10_000,
  extra: Partial<TBeneficiary> = {},
): TBeneficiary {
  return { name, relationship: null, tier: 'primary', shareBasisPoints, ...extra };
}

export function person(overrides: Partial<TEstatePerson> = {}): TEstatePerson {
  return {
    role: 'executor',
    rank: 0,
    source: 'other',
    refId: null,
    name: 'Ana Lopez',
    relationship: 'Sister',
    phone: null,
    email: null,
    ...overrides,
  };
}

export function instrument(overrides: Partial<InstrumentFacts> = {}): InstrumentFacts {
  return {
    id: 'will-1',
    ownerId: OWNER,
    kind: 'will',
    variant: 'last_will',
    principalName: 'Maria Lopez',
    status: 'signed',
    signedOn: '2025-03-01',
    lastReviewedOn: null,
    reviewEveryMonths: 36,
    people: [],
    funding: [],
    ...overrides,
  };
}

/** A will naming an executor and an alternate: the executor rules pass. */
export function completeWill(overrides: Partial<InstrumentFacts> = {}): InstrumentFacts {
  return instrument({
    people: [person(), person({ rank: 1, name: 'Luis Lopez', relationship: 'Brother' })],
    ...overrides,
  });
}

/** The gaps a rule finds in these facts: its failed checks, read against the facts' assets. */
export function gapsOf(rule: GapRule, input: EstateFacts): TEstateGap[] {
  return rule(input, estateAssets(input)).flatMap((check) => (check.gap ? [check.gap] : []));
}
