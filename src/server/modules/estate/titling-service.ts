import { and, eq, inArray } from 'drizzle-orm';
import type { TAssetTitling } from '@shared/estate/estate-schemas';
import { PASSES_BY_LABELS, type TAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import { assets, properties } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { HouseholdDeps } from '../household-deps';
import { linkKey, linkLabels } from '../household-links';
import { clearTitling, saveTitling } from './titling-rows';

const TABLES = { asset: assets, property: properties };
const NOT_FOUND = {
  asset: 'This financial account does not exist.',
  property: 'This property does not exist.',
};

/**
 * Issue 14, who gets what: the owner says how a financial account or a property passes at death
 * (beneficiary, payable on death, joint with survivorship, trust, or the will), which those
 * records do not say themselves. Only someone who may change the asset's household may answer.
 */
export function createTitlingService(deps: Omit<HouseholdDeps, 'cipher'> & { now?: () => Date }) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());

  /** The asset's household, if the actor may change it; otherwise it is not there. */
  async function writableOwner(actor: Actor, input: TAssetTitlingInput): Promise<string> {
    const table = TABLES[input.assetKind];
    const [found] = await db
      .select({ userId: table.userId })
      .from(table)
      .where(
        and(
          eq(table.id, input.assetId),
          inArray(table.userId, await access.writableOwnerIds(actor, 'estate')),
        ),
      );
    if (!found) throw AppError.notFound(NOT_FOUND[input.assetKind]);
    return found.userId;
  }

  return {
    /** Records the answer, or with `passesBy: null` forgets it (the asset then passes by the will). */
    async set(actor: Actor, input: TAssetTitlingInput): Promise<TAssetTitling> {
      const ownerId = await writableOwner(actor, input);
      const asset = { ownerId, assetKind: input.assetKind, assetId: input.assetId };
      if (input.passesBy === null) await clearTitling(db, asset);
      else await saveTitling(db, { ...asset, passesBy: input.passesBy }, now());
      const labels = await linkLabels(db, [
        { userId: ownerId, linkKind: input.assetKind, linkId: input.assetId },
      ]);
      const label = labels.get(linkKey(input.assetKind, input.assetId, ownerId)) ?? 'An asset';
      await activity.changed(
        actor,
        ownerId,
        'update',
        'estate',
        input.passesBy === null
          ? `${label}: how it passes cleared`
          : `${label} passes by ${PASSES_BY_LABELS[input.passesBy]}`,
      );
      return { ...asset, passesBy: input.passesBy };
    },
  };
}

export type TitlingService = ReturnType<typeof createTitlingService>;
