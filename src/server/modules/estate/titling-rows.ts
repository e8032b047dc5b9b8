import { and, eq, inArray } from 'drizzle-orm';
import type { TPassesBy } from '@shared/estate/estate-summary-schemas';
import type { Queryable } from '../../db/owned-rows';
import { estateAssetTitling } from '../../db/schema';

/** The owner's answer to how one financial account or property passes at death. */
export type TitlingRow = {
  ownerId: string;
  assetKind: 'asset' | 'property';
  assetId: string;
  passesBy: TPassesBy;
};

/** Every answer the given households recorded (for the who-gets-what map). */
export async function titlingRows(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<TitlingRow[]> {
  if (ownerIds.length === 0) return [];
  const found = await db
    .select({
      ownerId: estateAssetTitling.userId,
      assetKind: estateAssetTitling.assetKind,
      assetId: estateAssetTitling.assetId,
      passesBy: estateAssetTitling.passesBy,
    })
    .from(estateAssetTitling)
    .where(inArray(estateAssetTitling.userId, [...ownerIds]));
  return found.map((row) => ({
    ...row,
    assetKind: row.assetKind as TitlingRow['assetKind'],
    passesBy: row.passesBy as TPassesBy,
  }));
}

/** Records (or changes) the answer for one asset of the owner's household. */
export async function saveTitling(db: Queryable, row: TitlingRow, now: Date): Promise<void> {
  await db
    .insert(estateAssetTitling)
    .values({
      userId: row.ownerId,
      assetKind: row.assetKind,
      assetId: row.assetId,
      passesBy: row.passesBy,
    })
    .onConflictDoUpdate({
      target: [estateAssetTitling.userId, estateAssetTitling.assetKind, estateAssetTitling.assetId],
      set: { passesBy: row.passesBy, updatedAt: now },
    });
}

/** Forgets the answer for one asset: it is then shown as passing by the will. */
export async function clearTitling(
  db: Queryable,
  asset: Omit<TitlingRow, 'passesBy'>,
): Promise<void> {
  await db
    .delete(estateAssetTitling)
    .where(
      and(
        eq(estateAssetTitling.userId, asset.ownerId),
        eq(estateAssetTitling.assetKind, asset.assetKind),
        eq(estateAssetTitling.assetId, asset.assetId),
      ),
    );
}
