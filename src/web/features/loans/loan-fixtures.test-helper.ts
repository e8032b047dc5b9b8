import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';

const STAMPS = {
  ownerId: 'user-1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

/** A loan as GET /api/loans returns it: the $300,000 mortgage at 6 %. */
export function loan(overrides: Partial<TLoan> = {}): TLoan {
  return {
    id: 'loan-1',
    ...STAMPS,
    loanType: 'mortgage',
    lender: 'Wells Fargo',
    accountNumberLast4: '4321',
    originalAmountCents: 350_000_00,
    outstandingBalanceCents: 300_000_00,
    interestRatePercent: 6,
    monthlyPaymentCents: 1_798_65,
    termMonths: 360,
    startDate: '2024-03-01',
    notes: null,
    relatedExpenseId: null,
    propertyId: null,
    ...overrides,
  };
}

/** An obligation as GET /api/expenses returns it. */
export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    ...STAMPS,
    category: 'home',
    vendor: 'Wells Fargo Home Mortgage',
    costCents: 1_798_65,
    frequency: 'monthly',
    description: null,
    bankAccount: null,
    isAutoPay: true,
    autoPayDate: 1,
    website: null,
    vendorAccountLast4: null,
    documentUrl: null,
    entityName: null,
    homeSubcategory: 'Mortgage',
    outstandingLoanBalanceCents: 300_000_00,
    address: {
      street: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      full: '12 Oak St, Austin, TX, 78701',
    },
    linkedLoanId: null,
    ...overrides,
  };
}

/** A home as GET /api/properties returns it. */
export function home(overrides: Partial<Extract<TProperty, { kind: 'home' }>> = {}): TProperty {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    ...STAMPS,
    kind: 'home',
    name: null,
    estimatedValueCents: 500_000_00,
    address: {
      street: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      full: '12 Oak St, Austin, TX, 78701',
    },
    homeType: 'primary_residence',
    purchaseDate: null,
    purchasePriceCents: null,
    ...overrides,
  };
}
