import { and, eq, inArray } from 'drizzle-orm';
import type { TPassesBy } from '@shared/estate/estate-summary-schemas';
import type { TTitlingForm } from '@shared/estate/titling-forms';
import type { Queryable } from '../../db/owned-rows';
import { estateAssetTitling } from '../../db/schema';

export type TitledAssetKind = 'asset' | 'investment' | 'property';

/**
 * The owner's answer for one financial account, investment account or property: how it passes
 * at death, how it is titled (issue 38), whose name holds it and the other joint holder.
 */
export type TitlingRow = {
  ownerId: string;
  assetKind: TitledAssetKind;
  assetId: string;
  passesBy: TPassesBy | null;
  titling: TTitlingForm | null;
  holderName: string | null;
  jointHolderName: string | null;
};

const COLUMNS = {
  ownerId: estateAssetTitling.userId,
  assetKind: estateAssetTitling.assetKind,
  assetId: estateAssetTitling.assetId,
  passesBy: estateAssetTitling.passesBy,
  titling: estateAssetTitling.titlingForm,
  holderName: estateAssetTitling.holderName,
  jointHolderName: estateAssetTitling.jointHolderName,
};

type StoredRow = Record<'ownerId' | 'assetKind' | 'assetId', string> &
  Record<'passesBy' | 'titling' | 'holderName' | 'jointHolderName', string | null>;

function toRow(row: StoredRow): TitlingRow {
  return {
    ownerId: row.ownerId,
    assetKind: row.assetKind as TitledAssetKind,
    assetId: row.assetId,
    passesBy: row.passesBy as TPassesBy | null,
    titling: row.titling as TTitlingForm | null,
    holderName: row.holderName,
    jointHolderName: row.jointHolderName,
  };
}

/** Every answer the given households recorded (for the who-gets-what map). */
export async function titlingRows(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<TitlingRow[]> {
  if (ownerIds.length === 0) return [];
  const found = await db
    .select(COLUMNS)
    .from(estateAssetTitling)
    .where(inArray(estateAssetTitling.userId, [...ownerIds]));
  return found.map(toRow);
}

type AssetRef = Pick<TitlingRow, 'ownerId' | 'assetKind' | 'assetId'>;

/** The row of one asset's answer (an asset has one at most). */
function isAnswerFor(asset: AssetRef) {
  return and(
    eq(estateAssetTitling.userId, asset.ownerId),
    eq(estateAssetTitling.assetKind, asset.assetKind),
    eq(estateAssetTitling.assetId, asset.assetId),
  );
}

/** The answer for one asset of the household, if there is one. */
export async function titlingRow(db: Queryable, asset: AssetRef): Promise<TitlingRow | null> {
  const [found] = await db.select(COLUMNS).from(estateAssetTitling).where(isAnswerFor(asset));
  return found ? toRow(found) : null;
}

/** Records (or changes) the answer for one asset of the owner's household. */
export async function saveTitling(db: Queryable, row: TitlingRow, now: Date): Promise<void> {
  const values = {
    passesBy: row.passesBy,
    titlingForm: row.titling,
    holderName: row.holderName,
    jointHolderName: row.jointHolderName,
  };
  await db
    .insert(estateAssetTitling)
    .values({ userId: row.ownerId, assetKind: row.assetKind, assetId: row.assetId, ...values })
    .onConflictDoUpdate({
      target: [estateAssetTitling.userId, estateAssetTitling.assetKind, estateAssetTitling.assetId],
      set: { ...values, updatedAt: now },
    });
}

/** Forgets the answer for one asset: it is then shown as passing by the will. */
export async function clearTitling(db: Queryable, asset: AssetRef): Promise<void> {
  await db.delete(estateAssetTitling).where(isAnswerFor(asset));
}
