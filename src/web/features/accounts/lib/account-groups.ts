import {
  ASSET_TYPE_LABELS,
  ASSET_TYPES,
  LIABILITY_ASSET_TYPES,
  type AssetType,
  type TAsset,
} from '@shared/finance/asset-schemas';
import { netWorth } from '@shared/finance/household-summary';

export type AccountGroup = {
  type: AssetType;
  label: string;
  accounts: TAsset[];
  /** Sum of the balances (for a credit card: what is owed). */
  balanceCents: number;
};

/** The accounts by type, in the order the types are listed everywhere; empty types left out. */
export function groupAccountsByType(accounts: readonly TAsset[]): AccountGroup[] {
  return ASSET_TYPES.flatMap((type) => {
    const ofType = accounts.filter((account) => account.type === type);
    if (ofType.length === 0) return [];
    return [
      {
        type,
        label: ASSET_TYPE_LABELS[type],
        accounts: ofType,
        balanceCents: ofType.reduce((sum, account) => sum + account.balanceCents, 0),
      },
    ];
  });
}

export function isOwed(type: AssetType): boolean {
  return LIABILITY_ASSET_TYPES.includes(type);
}

/**
 * What the accounts hold and what the credit cards owe, by the same rule as net worth (shared
 * household summary), so the two screens never disagree.
 */
export function accountTotals(accounts: readonly TAsset[]): {
  balanceCents: number;
  owedCents: number;
} {
  const totals = netWorth({ assets: accounts, properties: [], loans: [] });
  return { balanceCents: totals.accountsCents, owedCents: totals.liabilitiesCents };
}
