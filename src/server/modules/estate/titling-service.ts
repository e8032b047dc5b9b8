import { and, eq, inArray } from 'drizzle-orm';
import type { TAssetTitling } from '@shared/estate/estate-schemas';
import {
  PASSES_BY_LABELS,
  type TAssetTitlingRequest,
  type TPassesBy,
} from '@shared/estate/estate-summary-schemas';
import { sameName } from '@shared/estate/estate-analysis/estate-people';
import {
  SURVIVORSHIP_FORMS,
  TITLING_FORM_LABELS,
  TWO_HOLDER_FORMS,
  titlingFormsFor,
  unavailableFormMessage,
  type TitlableRecord,
  type TTitlingForm,
} from '@shared/estate/titling-forms';
import type { AssetType } from '@shared/finance/asset-schemas';
import type { TInvestmentAccountType } from '@shared/investments/investment-schemas';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import { assets, investmentAccounts, profiles, properties } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { HouseholdDeps } from '../household-deps';
import { linkKey, linkLabels } from '../household-links';
import { clearTitling, saveTitling, titlingRow, type TitlingRow } from './titling-rows';

const NOT_FOUND = {
  asset: 'This financial account does not exist.',
  investment: 'This investment account does not exist.',
  property: 'This property does not exist.',
};

/** How each titling form passes the record (an individual title: its designation, else the will). */
const FORM_PASSES_BY: Record<TTitlingForm, TPassesBy | null> = {
  individual: null,
  jtwros: 'joint_survivorship',
  tenancy_by_entirety: 'joint_survivorship',
  community_property: 'community_property',
  community_property_survivorship: 'joint_survivorship',
  tod_pod: 'pod_tod',
  trust: 'trust',
};

function stateName(code: string | null): string | null {
  return US_STATES.find(([each]) => each === code)?.[1] ?? code;
}

/** The values to keep: a field the request left out keeps what was saved. */
function merged(input: TAssetTitlingRequest, saved: TitlingRow | null) {
  const keep = <T>(given: T | undefined, current: T | null | undefined): T | null =>
    given === undefined ? (current ?? null) : given;
  const titling = keep(input.titling, input.passesBy !== undefined ? null : saved?.titling);
  const passesBy =
    input.titling !== undefined
      ? input.titling === null
        ? keep(input.passesBy, null)
        : FORM_PASSES_BY[input.titling]
      : keep(input.passesBy, saved?.passesBy);
  const jointHolderName =
    titling && TWO_HOLDER_FORMS.includes(titling)
      ? keep(input.jointHolderName, saved?.jointHolderName)
      : null;
  return {
    titling,
    passesBy,
    holderName: keep(input.holderName, saved?.holderName),
    jointHolderName,
  };
}

/**
 * Who gets what (issues 14 and 38): the owner says how a financial account, investment account
 * or property is titled (individual, joint with survivorship, tenancy by the entirety or community
 * property where the state has them, POD/TOD, a trust), whose name holds it, and who holds it
 * with them. Only someone who may change the asset's household may answer; a form the record or
 * the household's state cannot carry is refused with the reason.
 */
export function createTitlingService(deps: Omit<HouseholdDeps, 'cipher'> & { now?: () => Date }) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());

  /** The asset's household and what it is, if the actor may change it; otherwise it is not there. */
  async function writableRecord(
    actor: Actor,
    input: TAssetTitlingRequest,
  ): Promise<{ ownerId: string; record: TitlableRecord }> {
    const owners = await access.writableOwnerIds(actor, 'estate');
    const [found] =
      input.assetKind === 'asset'
        ? await db
            .select({ userId: assets.userId, type: assets.type })
            .from(assets)
            .where(and(eq(assets.id, input.assetId), inArray(assets.userId, owners)))
        : input.assetKind === 'investment'
          ? await db
              .select({ userId: investmentAccounts.userId, type: investmentAccounts.type })
              .from(investmentAccounts)
              .where(
                and(
                  eq(investmentAccounts.id, input.assetId),
                  inArray(investmentAccounts.userId, owners),
                ),
              )
          : await db
              .select({ userId: properties.userId, type: properties.kind })
              .from(properties)
              .where(and(eq(properties.id, input.assetId), inArray(properties.userId, owners)));
    if (!found) throw AppError.notFound(NOT_FOUND[input.assetKind]);
    const record =
      input.assetKind === 'asset'
        ? { assetKind: 'asset' as const, type: found.type as AssetType }
        : input.assetKind === 'investment'
          ? { assetKind: 'investment' as const, type: found.type as TInvestmentAccountType }
          : { assetKind: 'property' as const, type: found.type as 'home' | 'vehicle' };
    return { ownerId: found.userId, record };
  }

  async function homeState(ownerId: string): Promise<string | null> {
    const [profile] = await db
      .select({ homeState: profiles.homeState })
      .from(profiles)
      .where(eq(profiles.id, ownerId));
    return profile?.homeState ?? null;
  }

  async function check(
    ownerId: string,
    record: TitlableRecord,
    answer: ReturnType<typeof merged>,
    formChanged: boolean,
  ) {
    const { titling, holderName, jointHolderName } = answer;
    if (titling && formChanged) {
      const state = await homeState(ownerId);
      if (!titlingFormsFor(record, state).includes(titling))
        throw AppError.validation(
          { titling: unavailableFormMessage(titling, record, stateName(state)) },
          unavailableFormMessage(titling, record, stateName(state)),
        );
    }
    if (holderName && jointHolderName && sameName(holderName, jointHolderName))
      throw AppError.validation(
        { jointHolderName: 'The joint holder must be someone other than the holder' },
        'The joint holder must be someone other than the holder.',
      );
  }

  return {
    /**
     * Records the answer, or with everything null forgets it (the asset then passes by its
     * designation, a funded trust, or the will).
     */
    async set(actor: Actor, input: TAssetTitlingRequest): Promise<TAssetTitling> {
      const { ownerId, record } = await writableRecord(actor, input);
      const asset = { ownerId, assetKind: input.assetKind, assetId: input.assetId };
      const answer = merged(input, await titlingRow(db, asset));
      await check(ownerId, record, answer, input.titling !== undefined);
      const empty = Object.values(answer).every((value) => value === null);
      if (empty) await clearTitling(db, asset);
      else await saveTitling(db, { ...asset, ...answer }, now());
      const labels = await linkLabels(db, [
        { userId: ownerId, linkKind: input.assetKind, linkId: input.assetId },
      ]);
      const label = labels.get(linkKey(input.assetKind, input.assetId, ownerId)) ?? 'An asset';
      await activity.changed(actor, ownerId, 'update', 'estate', activityText(label, answer));
      return { ...asset, ...answer };
    },
  };
}

function activityText(label: string, answer: ReturnType<typeof merged>): string {
  if (answer.titling) {
    const joint =
      answer.jointHolderName && SURVIVORSHIP_FORMS.includes(answer.titling)
        ? ` with ${answer.jointHolderName}`
        : '';
    return `${label} is titled ${TITLING_FORM_LABELS[answer.titling]}${joint}`;
  }
  if (answer.passesBy) return `${label} passes by ${PASSES_BY_LABELS[answer.passesBy]}`;
  if (answer.holderName) return `${label} is held by ${answer.holderName}`;
  return `${label}: how it passes cleared`;
}

export type TitlingService = ReturnType<typeof createTitlingService>;
