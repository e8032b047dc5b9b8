import { emptyEstateFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { HouseholdSnapshot, SnapshotLoan, SnapshotObligation } from './household-snapshot';

/** Test builder: one household (the reader's own) with nothing recorded yet. */
export function emptySnapshot(
  today: string,
  ownerId = '00000000-0000-4000-8000-000000000001',
): HouseholdSnapshot {
  return {
    today,
    households: [{ ownerId, ownerName: 'Alex Rivera', isOwn: true }],
    obligations: [],
    income: [],
    loans: [],
    investments: [],
    documents: [],
    advisors: [],
    people: [{ userId: ownerId, ownerId, name: 'Alex Rivera', role: 'owner' }],
    instrumentDetails: [],
    triggering: [],
    estate: {
      ...emptyEstateFacts(today),
      households: [{ ownerId, children: [], familyUserIds: [ownerId], advisorIds: [] }],
    },
  };
}

/** Test builder: a monthly obligation with defaults, overridden per test. */
export function snapshotObligation(
  overrides: Partial<SnapshotObligation> & { id: string },
): SnapshotObligation {
  return {
    ownerId: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2025-01-15T12:00:00Z'),
    vendor: `Vendor ${overrides.id}`,
    category: 'other',
    homeSubcategory: null,
    costCents: 10000,
    frequency: 'monthly',
    description: null,
    bankAccount: null,
    isAutoPay: false,
    autoPayDate: null,
    entityName: null,
    addressFull: null,
    website: null,
    vendorAccountLast4: null,
    hasDocument: false,
    outstandingLoanBalanceCents: null,
    history: [],
    ...overrides,
  };
}

/** Test builder: a 30-year Wells Fargo mortgage, overridden per test. */
export function snapshotLoan(overrides: Partial<SnapshotLoan> & { id: string }): SnapshotLoan {
  return {
    ownerId: '00000000-0000-4000-8000-000000000001',
    loanType: 'mortgage',
    bankName: 'Wells Fargo',
    originalLoanAmountCents: 40_000_000,
    currentOutstandingBalanceCents: 31_245_000,
    interestRateThousandths: 6_125,
    monthlyPaymentCents: 245_000,
    termMonths: 360,
    startDate: '2021-06-01',
    relatedExpenseId: null,
    propertyId: null,
    ...overrides,
  };
}
