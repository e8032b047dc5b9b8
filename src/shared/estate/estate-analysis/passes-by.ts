import { LIABILITY_ASSET_TYPES, type AssetType } from '../../finance/asset-schemas';
import {
  NON_PROBATE,
  type TEstateAsset,
  type TEstateAssetKind,
  type TPassesBy,
} from '../estate-summary-schemas';
import type { EstateFacts, InstrumentFacts } from './estate-facts';
import {
  accountLabel,
  financialAccountDetail,
  instrumentLabel,
  investmentDetail,
  policyDetail,
  policyLabel,
  propertyDetail,
  propertyLabel,
  recipientsText,
} from './estate-labels';
import { FIX_ROUTES } from './fix-links';

type Answer = Pick<TEstateAsset, 'passesBy' | 'source' | 'recipients'>;

const PROBATE: Answer = { passesBy: 'will', source: 'default', recipients: null };

/**
 * Financial accounts that pass by the beneficiary designation filed with the plan or custodian
 * (retirement accounts and HSAs), whatever the will says.
 */
export const DESIGNATION_ASSET_TYPES: readonly AssetType[] = [
  'retirement_401k',
  'ira',
  'roth_ira',
  'hsa',
];

/** Bank and brokerage accounts, which pass outside the will once a POD or TOD beneficiary is registered. */
export const POD_ASSET_TYPES: readonly AssetType[] = ['checking', 'savings', 'brokerage'];

/** The trust whose funding checklist marks this record as retitled to it, if any. */
export function fundingTrust(
  facts: Pick<EstateFacts, 'instruments'>,
  ownerId: string,
  assetKind: TEstateAssetKind,
  assetId: string,
): InstrumentFacts | null {
  return (
    facts.instruments.find(
      (instrument) =>
        instrument.kind === 'trust' &&
        instrument.ownerId === ownerId &&
        instrument.funding.some(
          (item) => item.funded && item.assetKind === assetKind && item.assetId === assetId,
        ),
    ) ?? null
  );
}

function byTrust(trust: InstrumentFacts | null): Answer | null {
  return trust
    ? { passesBy: 'trust', source: 'trust_funding', recipients: instrumentLabel(trust) }
    : null;
}

/**
 * How a financial account or property passes: the owner's own answer first (they know how it is
 * titled), then a trust that lists it as funded, then the beneficiary the account form recorded
 * (a beneficiary designation on a `designated` retirement account, else payable on death), else
 * the will.
 */
function titledAnswer(
  facts: EstateFacts,
  ownerId: string,
  assetKind: 'asset' | 'property',
  assetId: string,
  recordedBeneficiary: string | null,
  designated = false,
): Answer {
  const trust = fundingTrust(facts, ownerId, assetKind, assetId);
  const titling = facts.titling.find(
    (each) => each.ownerId === ownerId && each.assetKind === assetKind && each.assetId === assetId,
  );
  if (titling) {
    const recipients =
      titling.passesBy === 'trust' && trust
        ? instrumentLabel(trust)
        : titling.passesBy === 'will'
          ? null
          : recordedBeneficiary;
    return { passesBy: titling.passesBy, source: 'titling', recipients };
  }
  const funded = byTrust(trust);
  if (funded) return funded;
  if (recordedBeneficiary)
    return {
      passesBy: designated ? 'beneficiary' : 'pod_tod',
      source: 'designation',
      recipients: recordedBeneficiary,
    };
  return PROBATE;
}

/**
 * "Who gets what" (issue 14): every recorded asset and how it passes at death. Beneficiary
 * designations and TOD registrations come from the investment account itself; a life policy
 * without a beneficiary is paid to the estate, so it goes through probate. Policies of other
 * kinds pay no one at death and debts (credit cards) pass to no one: neither is on the map.
 */
export function estateAssets(facts: EstateFacts): TEstateAsset[] {
  const map: TEstateAsset[] = [];
  for (const account of facts.assets) {
    if (LIABILITY_ASSET_TYPES.includes(account.type)) continue;
    map.push({
      kind: 'asset',
      id: account.id,
      ownerId: account.ownerId,
      label: accountLabel(account),
      detail: financialAccountDetail(account),
      valueCents: account.balanceCents,
      ...titledAnswer(
        facts,
        account.ownerId,
        'asset',
        account.id,
        account.beneficiary?.trim() || null,
        DESIGNATION_ASSET_TYPES.includes(account.type),
      ),
      link: FIX_ROUTES.accounts,
    });
  }
  for (const account of facts.investments) {
    const designated: Answer | null =
      account.designation === 'none'
        ? null
        : {
            passesBy: account.designation === 'transfer_on_death' ? 'pod_tod' : 'beneficiary',
            source: 'designation',
            recipients: recipientsText(account.beneficiaries),
          };
    map.push({
      kind: 'investment',
      id: account.id,
      ownerId: account.ownerId,
      label: accountLabel(account),
      detail: investmentDetail(account),
      valueCents: account.valueCents,
      ...(designated ??
        byTrust(fundingTrust(facts, account.ownerId, 'investment', account.id)) ??
        PROBATE),
      link: FIX_ROUTES.investments,
    });
  }
  for (const property of facts.properties) {
    map.push({
      kind: 'property',
      id: property.id,
      ownerId: property.ownerId,
      label: propertyLabel(property),
      detail: propertyDetail(property),
      valueCents: property.estimatedValueCents,
      ...titledAnswer(facts, property.ownerId, 'property', property.id, null),
      link: FIX_ROUTES.properties,
    });
  }
  for (const policy of facts.policies) {
    if (policy.kind !== 'life') continue;
    const recipients = recipientsText(policy.beneficiaries);
    map.push({
      kind: 'policy',
      id: policy.id,
      ownerId: policy.ownerId,
      label: policyLabel(policy),
      detail: policyDetail(policy),
      valueCents: policy.faceAmountCents ?? 0,
      ...(recipients ? { passesBy: 'beneficiary', source: 'designation', recipients } : PROBATE),
      link: FIX_ROUTES.policies,
    });
  }
  return map;
}

export function isProbate(passesBy: TPassesBy): boolean {
  return !NON_PROBATE.includes(passesBy);
}

export type EstateTotals = {
  probateCents: number;
  nonProbateCents: number;
  lifeInsuranceCents: number;
};

/** The estimated probate estate (what passes under the will) and everything that passes outside it. */
export function estateTotals(assets: readonly TEstateAsset[]): EstateTotals {
  const totals: EstateTotals = { probateCents: 0, nonProbateCents: 0, lifeInsuranceCents: 0 };
  for (const asset of assets) {
    if (isProbate(asset.passesBy)) totals.probateCents += asset.valueCents;
    else totals.nonProbateCents += asset.valueCents;
    if (asset.kind === 'policy') totals.lifeInsuranceCents += asset.valueCents;
  }
  return totals;
}
