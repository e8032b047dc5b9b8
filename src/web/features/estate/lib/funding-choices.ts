import type { TFundableAssetKind, TTrustFundingItem } from '@shared/estate/estate-schemas';
import { isBeneficiaryOnly } from '@shared/estate/titling-forms';
import type { TAsset } from '@shared/finance/asset-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';

export type FundingChoice = { assetKind: TFundableAssetKind; assetId: string; label: string };
export type FundingGroup = {
  assetKind: TFundableAssetKind;
  label: string;
  choices: FundingChoice[];
};

export const FUNDING_GROUP_LABELS: Record<TFundableAssetKind, string> = {
  asset: 'Financial accounts',
  investment: 'Investment accounts',
  property: 'Properties',
};

export type FundingLists = {
  assets?: readonly TAsset[] | undefined;
  investments?: readonly TInvestmentAccount[] | undefined;
  properties?: readonly TProperty[] | undefined;
};

const own = <T extends { ownerId: string }>(items: readonly T[] | undefined, ownerId: string) =>
  (items ?? []).filter((item) => item.ownerId === ownerId);

function ownAccounts(lists: FundingLists, ownerId: string, beneficiaryOnly: boolean) {
  return own(lists.assets, ownerId).filter(
    (asset) => isBeneficiaryOnly({ assetKind: 'asset', type: asset.type }) === beneficiaryOnly,
  );
}

function ownInvestments(lists: FundingLists, ownerId: string, beneficiaryOnly: boolean) {
  return own(lists.investments, ownerId).filter(
    (account) =>
      isBeneficiaryOnly({ assetKind: 'investment', type: account.type }) === beneficiaryOnly,
  );
}

/**
 * What a trust's checklist may hold: household `ownerId`'s accounts and properties that can be
 * retitled to a revocable trust, by name. Retirement accounts, HSAs and annuities are not among
 * them: they pass by beneficiary designation (`beneficiaryOnlyChoices`).
 */
export function fundingGroups(lists: FundingLists, ownerId: string): FundingGroup[] {
  const groups: FundingGroup[] = [
    {
      assetKind: 'asset',
      label: FUNDING_GROUP_LABELS.asset,
      choices: ownAccounts(lists, ownerId, false).map((asset) => ({
        assetKind: 'asset',
        assetId: asset.id,
        label: `${asset.institutionName} · ${asset.accountName}`,
      })),
    },
    {
      assetKind: 'investment',
      label: FUNDING_GROUP_LABELS.investment,
      choices: ownInvestments(lists, ownerId, false).map((account) => ({
        assetKind: 'investment',
        assetId: account.id,
        label: `${account.institutionName} · ${account.accountName}`,
      })),
    },
    {
      assetKind: 'property',
      label: FUNDING_GROUP_LABELS.property,
      choices: own(lists.properties, ownerId).map((property) => ({
        assetKind: 'property',
        assetId: property.id,
        label:
          property.kind === 'vehicle'
            ? vehicleLabel(property)
            : property.name || property.address.full,
      })),
    },
  ];
  for (const group of groups) group.choices.sort((a, b) => a.label.localeCompare(b.label));
  return groups.filter((group) => group.choices.length > 0);
}

/** The household's retirement accounts, HSAs and annuities: named as beneficiary, never retitled. */
export function beneficiaryOnlyChoices(lists: FundingLists, ownerId: string): FundingChoice[] {
  return [
    ...ownAccounts(lists, ownerId, true).map((asset) => ({
      assetKind: 'asset' as const,
      assetId: asset.id,
      label: `${asset.institutionName} · ${asset.accountName}`,
    })),
    ...ownInvestments(lists, ownerId, true).map((account) => ({
      assetKind: 'investment' as const,
      assetId: account.id,
      label: `${account.institutionName} · ${account.accountName}`,
    })),
  ].sort((a, b) => a.label.localeCompare(b.label));
}

/** The name of a checklist item, or null when its record is no longer listed (deleted). */
export function fundingLabel(
  groups: readonly FundingGroup[],
  item: Pick<TTrustFundingItem, 'assetKind' | 'assetId'>,
): string | null {
  const group = groups.find((each) => each.assetKind === item.assetKind);
  return group?.choices.find((choice) => choice.assetId === item.assetId)?.label ?? null;
}

/** What a checklist item whose record was deleted since reads as. */
export function goneFundingLabel(assetKind: TFundableAssetKind): string {
  return assetKind === 'property' ? 'A property that was deleted' : 'An account that was deleted';
}

export function fundingKey(item: Pick<TTrustFundingItem, 'assetKind' | 'assetId'>): string {
  return `${item.assetKind}/${item.assetId}`;
}
