import { fullAddress } from '@shared/finance/address';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TProperty } from '@shared/finance/property-schemas';

let sequence = 0;

/** An obligation as the API returns it: a $100 monthly Other bill unless a test says more. */
export function makeExpense(overrides: Partial<TExpense> = {}): TExpense {
  sequence += 1;
  return {
    id: `expense-${sequence}`,
    ownerId: 'user-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    category: 'other',
    vendor: `Vendor ${sequence}`,
    costCents: 10_000,
    frequency: 'monthly',
    description: null,
    bankAccount: null,
    isAutoPay: false,
    autoPayDate: null,
    website: null,
    vendorAccountLast4: null,
    documentUrl: null,
    entityName: null,
    homeSubcategory: null,
    outstandingLoanBalanceCents: null,
    address: null,
    linkedLoanId: null,
    ...overrides,
  };
}

/** A home address as the API returns it (with `full`). */
export function makeAddress(street: string, city = 'Austin', state = 'TX', zip = '78701') {
  const parts = { street, city, state, zip };
  return { ...parts, full: fullAddress(parts) };
}

export function makeAsset(overrides: Partial<TAsset> = {}): TAsset {
  sequence += 1;
  return {
    id: `asset-${sequence}`,
    ownerId: 'user-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    type: 'checking',
    institutionName: 'Chase',
    accountName: 'Everyday Checking',
    accountNumberLast4: '4321',
    balanceCents: 0,
    ownerName: null,
    beneficiary: null,
    address: null,
    notes: null,
    ...overrides,
  };
}

export function makeHomeProperty(street: string): TProperty {
  sequence += 1;
  return {
    id: `property-${sequence}`,
    ownerId: 'user-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    name: null,
    estimatedValueCents: 0,
    kind: 'home',
    address: makeAddress(street),
    homeType: 'primary_residence',
    purchaseDate: null,
    purchasePriceCents: null,
  };
}
