import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';

type Home = Extract<TProperty, { kind: 'home' }>;
type Vehicle = Extract<TProperty, { kind: 'vehicle' }>;

const STAMPS = {
  ownerId: 'user-1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const OAK_STREET = {
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  full: '12 Oak St, Austin, TX, 78701',
};

/** A home as GET /api/properties returns it. */
export function home(overrides: Partial<Home> = {}): Home {
  return {
    id: 'home-1',
    ...STAMPS,
    kind: 'home',
    name: null,
    estimatedValueCents: 500_000_00,
    address: OAK_STREET,
    homeType: 'primary_residence',
    purchaseDate: '2019-06-01',
    purchasePriceCents: 420_000_00,
    ...overrides,
  };
}

/** A vehicle as GET /api/properties returns it. */
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 'vehicle-1',
    ...STAMPS,
    kind: 'vehicle',
    name: null,
    estimatedValueCents: 24_000_00,
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    vin: null,
    ...overrides,
  };
}

/** A loan as GET /api/loans returns it. */
export function loan(overrides: Partial<TLoan> = {}): TLoan {
  return {
    id: 'loan-1',
    ...STAMPS,
    loanType: 'mortgage',
    lender: 'Wells Fargo',
    accountNumberLast4: null,
    originalAmountCents: 350_000_00,
    outstandingBalanceCents: 300_000_00,
    interestRatePercent: 6,
    monthlyPaymentCents: 1_798_65,
    termMonths: 360,
    startDate: null,
    notes: null,
    relatedExpenseId: null,
    propertyId: 'home-1',
    ...overrides,
  };
}

/** An obligation as GET /api/expenses returns it: a monthly home bill at 12 Oak St. */
export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return {
    id: 'expense-1',
    ...STAMPS,
    category: 'home',
    vendor: 'Austin Energy',
    costCents: 150_00,
    frequency: 'monthly',
    description: null,
    bankAccount: null,
    isAutoPay: false,
    autoPayDate: null,
    website: null,
    vendorAccountLast4: null,
    documentUrl: null,
    entityName: null,
    homeSubcategory: 'Utilities',
    outstandingLoanBalanceCents: null,
    address: OAK_STREET,
    linkedLoanId: null,
    ...overrides,
  };
}
