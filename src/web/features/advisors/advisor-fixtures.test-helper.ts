import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import {
  assetFixture,
  expenseFixture,
  investmentFixture,
} from '@web/testing/record-fixtures.test-helper';

/** An advisor as GET /api/advisors returns it; tests override what they are about. */
export { advisorFixture as advisor } from '@web/testing/record-fixtures.test-helper';

/** Ids are uuids: the shared schema checks a link's id. */
export const IDS = {
  checking: '10000000-0000-4000-8000-000000000001',
  brokerage: '10000000-0000-4000-8000-000000000002',
  lifePolicy: '10000000-0000-4000-8000-000000000003',
  waterBill: '10000000-0000-4000-8000-000000000004',
};

export function asset(overrides: Partial<TAsset> = {}): TAsset {
  return assetFixture({ id: IDS.checking, ...overrides });
}

export function investment(overrides: Partial<TInvestmentAccount> = {}): TInvestmentAccount {
  return investmentFixture({ id: IDS.brokerage, ...overrides });
}

/** The life policy's premium, an insurance obligation. */
export function expense(overrides: Partial<TExpense> = {}): TExpense {
  return expenseFixture({
    id: IDS.lifePolicy,
    category: 'insurance',
    vendor: 'Northwestern Mutual',
    costCents: 90_00,
    entityName: 'Term life',
    ...overrides,
  });
}
