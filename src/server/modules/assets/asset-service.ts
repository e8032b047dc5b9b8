import type { z } from 'zod';
import type { TAsset, ZAssetInput } from '@shared/finance/asset-schemas';
import { toCsv } from '@shared/csv';
import { assets } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { HouseholdDeps } from '../household-deps';
import type { Actor } from '../../auth/actor';
import { sealNumber } from '../../platform/crypto/sealed-number';
import { ownedCrud } from '../owned-crud';
import { revealSealedNumber } from '../reveal-number';
import { addressColumns, addressView } from '../address-columns';

type AssetRow = typeof assets.$inferSelect;
const rows = ownedRows(assets);

function toAssetView(row: AssetRow): TAsset {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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

const SUBJECT = 'assets';

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
export function createAssetService({ db, access, cipher, activity }: HouseholdDeps) {
  const crud = ownedCrud({
    db,
    access,
    activity,
    subject: SUBJECT,
    section: 'accounts',
    describe,
    rows,
    toView: toAssetView,
    notFound: 'This account does not exist.',
    toColumns: (input: z.output<typeof ZAssetInput>) => {
      const number = sealNumber(cipher, input.accountNumber);
      return {
        type: input.type,
        institutionName: input.institutionName,
        accountName: input.accountName,
        ...(number ? { accountNumberSealed: number.sealed, accountNumberLast4: number.last4 } : {}),
        balanceCents: input.balanceCents,
        ownerName: input.ownerName,
        beneficiary: input.beneficiary,
        notes: input.notes,
        ...addressColumns(input.address),
      };
    },
  });

  return {
    ...crud,
    async revealNumber(actor: Actor, id: string): Promise<string | null> {
      const row = await crud.findReadable(actor, id);
      return revealSealedNumber({ cipher, activity, access }, actor, SUBJECT, {
        ownerId: row.userId,
        label: describe(row),
        sealed: row.accountNumberSealed,
        last4: row.accountNumberLast4,
      });
    },
    async exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string> {
      const list = await crud.listForExport(actor, requestedOwners);
      return toCsv(
        CSV_COLUMNS,
        list.map((asset) => [
          asset.type,
          asset.institutionName,
          asset.accountName,
          asset.accountNumberLast4 ? `****${asset.accountNumberLast4}` : '',
          (asset.balanceCents / 100).toFixed(2),
          asset.ownerName,
          asset.beneficiary,
          asset.address?.full,
        ]),
      );
    },
  };
}

export type AssetService = ReturnType<typeof createAssetService>;
