import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';

const STAMPS = {
  ownerId: 'user-1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

/** Ids are uuids: the shared schema checks a link's id. */
export const IDS = {
  checking: '10000000-0000-4000-8000-000000000001',
  brokerage: '10000000-0000-4000-8000-000000000002',
  lifePolicy: '10000000-0000-4000-8000-000000000003',
  waterBill: '10000000-0000-4000-8000-000000000004',
};

/** An advisor as GET /api/advisors returns it; tests override what they are about. */
export function advisor(overrides: Partial<TAdvisor> = {}): TAdvisor {
  return {
    id: 'advisor-1',
    ...STAMPS,
    name: 'Jane Smith',
    role: 'attorney',
    firm: 'Smith & Cole LLP',
    phone: '(555) 010-2000 ext. 12',
    email: 'jane@smithcole.example',
    address: null,
    notes: null,
    links: [],
    documents: [],
    access: { status: 'none', level: null, expiresAt: null, scope: null },
    ...overrides,
  };
}

export function asset(overrides: Partial<TAsset> = {}): TAsset {
  return {
    id: IDS.checking,
    ...STAMPS,
    type: 'checking',
    institutionName: 'Chase',
    accountName: 'Everyday Checking',
    accountNumberLast4: '1234',
    balanceCents: 250_000,
    ownerName: null,
    beneficiary: null,
    address: null,
    notes: null,
    ...overrides,
  };
}

export function investment(overrides: Partial<TInvestmentAccount> = {}): TInvestmentAccount {
  return {
    id: IDS.brokerage,
    ...STAMPS,
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Joint brokerage',
    accountNumberLast4: null,
    ownerName: null,
    designation: 'none',
    beneficiaries: [],
    notes: null,
    holdings: [],
    ...overrides,
  };
}

export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return {
    id: IDS.lifePolicy,
    ...STAMPS,
    category: 'insurance',
    vendor: 'Northwestern Mutual',
    costCents: 90_00,
    frequency: 'monthly',
    description: null,
    bankAccount: null,
    isAutoPay: false,
    autoPayDate: null,
    website: null,
    vendorAccountLast4: null,
    documentUrl: null,
    entityName: 'Term life',
    homeSubcategory: null,
    outstandingLoanBalanceCents: null,
    address: null,
    linkedLoanId: null,
    ...overrides,
  };
}
