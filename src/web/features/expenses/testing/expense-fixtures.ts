import { fullAddress } from '@shared/finance/address';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import {
  assetFixture,
  expenseFixture,
  homeFixture,
} from '@web/testing/record-fixtures.test-helper';

let sequence = 0;

/** An obligation as the API returns it: a $100 monthly Other bill unless a test says more. */
export function makeExpense(overrides: Partial<TExpense> = {}): TExpense {
  sequence += 1;
  return expenseFixture({ id: `expense-${sequence}`, vendor: `Vendor ${sequence}`, ...overrides });
}

/** A home address as the API returns it (with `full`). */
export function makeAddress(street: string, city = 'Austin', state = 'TX', zip = '78701') {
  const parts = { street, city, state, zip };
  return { ...parts, full: fullAddress(parts) };
}

export function makeAsset(overrides: Partial<TAsset> = {}): TAsset {
  sequence += 1;
  return assetFixture({
    id: `asset-${sequence}`,
    accountNumberLast4: '4321',
    balanceCents: 0,
    ...overrides,
  });
}

export function makeHomeProperty(street: string): TProperty {
  sequence += 1;
  return homeFixture({
    id: `property-${sequence}`,
    estimatedValueCents: 0,
    address: makeAddress(street),
  });
}
