import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import {
  OAK_STREET,
  expenseFixture,
  homeFixture,
  loanFixture,
} from '@web/testing/record-fixtures.test-helper';

/** A loan as GET /api/loans returns it: the $300,000 mortgage at 6 %. */
export function loan(overrides: Partial<TLoan> = {}): TLoan {
  return loanFixture({ accountNumberLast4: '4321', startDate: '2024-03-01', ...overrides });
}

/** An obligation as GET /api/expenses returns it: the mortgage's monthly payment. */
export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return expenseFixture({
    id: '11111111-1111-4111-8111-111111111111',
    category: 'home',
    vendor: 'Wells Fargo Home Mortgage',
    costCents: 1_798_65,
    isAutoPay: true,
    autoPayDate: 1,
    homeSubcategory: 'Mortgage',
    outstandingLoanBalanceCents: 300_000_00,
    address: OAK_STREET,
    ...overrides,
  });
}

/** A home as GET /api/properties returns it. */
export function home(overrides: Partial<Extract<TProperty, { kind: 'home' }>> = {}): TProperty {
  return homeFixture({ id: '22222222-2222-4222-8222-222222222222', ...overrides });
}
