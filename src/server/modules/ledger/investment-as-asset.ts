import type { TAsset } from '@shared/finance/asset-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { accountValueCents } from '@shared/investments/valuation';
import { recipientsText } from '@shared/estate/estate-analysis/estate-labels';

/**
 * An investment-ledger account as Financial Accounts lists it: the same record, its balance the
 * value of its holdings (or the balance entered while it has none), its beneficiary the
 * designation named on Investments, else the line typed for it.
 */
export function investmentAsAsset(account: TInvestmentAccount): TAsset {
  const designated = account.designation !== 'none';
  return {
    id: account.id,
    ownerId: account.ownerId,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    type: account.type,
    institutionName: account.institutionName,
    accountName: account.accountName,
    accountNumberLast4: account.accountNumberLast4,
    balanceCents: accountValueCents(account),
    ownerName: account.ownerName,
    beneficiary: designated ? recipientsText(account.beneficiaries) : account.beneficiary,
    address: null,
    notes: account.notes,
    ledger: 'investments',
    holdingCount: account.holdings.length,
    beneficiaryDesignated: designated,
  };
}
