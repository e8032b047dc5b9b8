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

function toAssetView(row: AssetRow): TAsset {
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
  };
}

/** An account as the owner's activity log names it. */
function describe(row: AssetRow): string {
  return `${row.institutionName} - ${row.accountName}`;
}

const CSV_COLUMNS = [
  'type',
  'institution',
  'account_name',
  'account_number',
  'balance',
  'owner',
  'beneficiary',
  'address',
];

/** Spec §3 Asset: the household's financial accounts (checking, savings, retirement…). */
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
    csv: {
      columns: CSV_COLUMNS,
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
    },
  });
}

export type AssetService = ReturnType<typeof createAssetService>;
