import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { investmentAccountFixture } from '@shared/investments/investment-account.fixture';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';

type Home = Extract<TProperty, { kind: 'home' }>;

/** Whose a record is and when it was written, as every list the API returns carries them. */
export const STAMPS = {
  ownerId: 'user-1',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

/** A home address as the API returns it (with `full`). */
export const OAK_STREET = {
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  full: '12 Oak St, Austin, TX, 78701',
};

/**
 * The records of the household's screens as the API returns them, with every optional field
 * empty; a feature's fixtures set what its tests are about.
 */
export function assetFixture(overrides: Partial<TAsset> = {}): TAsset {
  return {
    id: 'asset-1',
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
    ledger: 'accounts',
    holdingCount: 0,
    beneficiaryDesignated: false,
    ...overrides,
  };
}

export function investmentFixture(overrides: Partial<TInvestmentAccount> = {}): TInvestmentAccount {
  return investmentAccountFixture({ ...STAMPS, accountName: 'Joint brokerage', ...overrides });
}

/** The $300,000 mortgage at 6 %. */
export function loanFixture(overrides: Partial<TLoan> = {}): TLoan {
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
    propertyId: null,
    ...overrides,
  };
}

/** A $100 monthly Other obligation. */
export function expenseFixture(overrides: Partial<TExpense> = {}): TExpense {
  return {
    id: 'expense-1',
    ...STAMPS,
    category: 'other',
    vendor: 'Vendor',
    costCents: 100_00,
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

/** A $500,000 primary residence at 12 Oak St. */
export function homeFixture(overrides: Partial<Home> = {}): Home {
  return {
    id: 'home-1',
    ...STAMPS,
    kind: 'home',
    name: null,
    estimatedValueCents: 500_000_00,
    address: OAK_STREET,
    homeType: 'primary_residence',
    purchaseDate: null,
    purchasePriceCents: null,
    ...overrides,
  };
}

/** An attorney with a phone and an email, without access to the household. */
export function advisorFixture(overrides: Partial<TAdvisor> = {}): TAdvisor {
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
