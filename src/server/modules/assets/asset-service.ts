import type { z } from 'zod';
import type { TAsset, ZAssetInput } from '@shared/finance/asset-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { assets } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { ownedRecordView } from '../owned-record-view';
import { dollars } from '../csv-export';
import { addressColumns, addressView } from '../address-columns';

type AssetRow = typeof assets.$inferSelect;

export function toAssetView(row: AssetRow): TAsset {
  return {
    ...ownedRecordView(row),
    type: row.type as TAsset['type'],
    institutionName: row.institutionName,
    accountName: row.accountName,
    accountNumberLast4: row.accountNumberLast4,
    balanceCents: row.balanceCents,
    ownerName: row.ownerName,
    beneficiary: row.beneficiary,
    address: addressView(row),
    notes: row.notes,
    ledger: 'accounts',
    holdingCount: 0,
    beneficiaryDesignated: false,
  };
}

/** An account as the owner's activity log names it. */
function describe(row: AssetRow): string {
  return `${row.institutionName} - ${row.accountName}`;
}

/** The accounts as a CSV file: both ledgers' accounts share it (ledger/account-ledger.ts). */
export const ASSET_CSV = {
  columns: [
    'type',
    'institution',
    'account_name',
    'account_number',
    'balance',
    'owner',
    'beneficiary',
    'address',
  ],
  line: (asset: TAsset) => [
    asset.type,
    asset.institutionName,
    asset.accountName,
    maskLastFour(asset.accountNumberLast4),
    dollars(asset.balanceCents),
    asset.ownerName,
    asset.beneficiary,
    asset.address?.full,
  ],
};

/**
 * Spec §3 Asset: the household's bank-side accounts (checking, savings, cards, a home, other).
 * Investment-type accounts are kept on the investment ledger; ledger/account-ledger.ts lists
 * both for Financial Accounts.
 */
export function createAssetService(deps: HouseholdDeps) {
  return ownedCrud({
    ...deps,
    subject: 'assets',
    section: 'accounts',
    describe,
    rows: ownedRows(assets),
    toView: toAssetView,
    notFound: 'This account does not exist.',
    sealedNumber: 'accountNumber',
    toColumns: (input: z.output<typeof ZAssetInput>) => ({
      type: input.type,
      institutionName: input.institutionName,
      accountName: input.accountName,
      balanceCents: input.balanceCents,
      ownerName: input.ownerName,
      beneficiary: input.beneficiary,
      notes: input.notes,
      ...addressColumns(input.address),
    }),
    csv: ASSET_CSV,
  });
}

export type AssetService = ReturnType<typeof createAssetService>;
