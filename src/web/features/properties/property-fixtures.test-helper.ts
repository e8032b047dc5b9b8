import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import {
  OAK_STREET,
  STAMPS,
  expenseFixture,
  homeFixture,
  loanFixture,
} from '@web/testing/record-fixtures.test-helper';

type Home = Extract<TProperty, { kind: 'home' }>;
type Vehicle = Extract<TProperty, { kind: 'vehicle' }>;

/** A home as GET /api/properties returns it, bought in 2019. */
export function home(overrides: Partial<Home> = {}): Home {
  return homeFixture({ purchaseDate: '2019-06-01', purchasePriceCents: 420_000_00, ...overrides });
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

/** A loan as GET /api/loans returns it: the home's mortgage. */
export function loan(overrides: Partial<TLoan> = {}): TLoan {
  return loanFixture({ propertyId: 'home-1', ...overrides });
}

/** An obligation as GET /api/expenses returns it: a monthly home bill at 12 Oak St. */
export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return expenseFixture({
    category: 'home',
    vendor: 'Austin Energy',
    costCents: 150_00,
    homeSubcategory: 'Utilities',
    address: OAK_STREET,
    ...overrides,
  });
}
