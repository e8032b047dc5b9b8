import { LIABILITY_ASSET_TYPES, type AssetType } from '../../finance/asset-schemas';
import {
  NON_PROBATE,
  type TEstateAsset,
  type TEstateAssetKind,
  type TPassesBy,
} from '../estate-summary-schemas';
import type { TBeneficiary } from '../../investments/investment-schemas';
import {
  BENEFICIARY_ONLY_ASSET_TYPES,
  BENEFICIARY_ONLY_INVESTMENT_TYPES,
  TWO_HOLDER_FORMS,
  titlingFormsFor,
  type TitlableRecord,
  type TTitlingForm,
} from '../titling-forms';
import type { EstateFacts, InstrumentFacts, TitlingFacts } from './estate-facts';
import { peopleOf } from './estate-people';
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
/** Who holds a record: the person whose estate it is in, and the other holder of a joint form. */
type Holding = Pick<
  TEstateAsset,
  'titling' | 'personKey' | 'holderKnown' | 'jointPersonKey' | 'titlingForms'
>;

/** The beneficiary a record itself names: a designation, or payable / transfer on death. */
type RecordedBeneficiary = { recipients: string | null; passesBy: 'beneficiary' | 'pod_tod' };

const PROBATE: Answer = { passesBy: 'will', source: 'default', recipients: null };

/**
 * Financial accounts that pass by the beneficiary designation filed with the plan or custodian
 * (retirement accounts and HSAs), whatever the will says.
 */
export const DESIGNATION_ASSET_TYPES: readonly AssetType[] = BENEFICIARY_ONLY_ASSET_TYPES;

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

function titlingOf(
  facts: EstateFacts,
  ownerId: string,
  assetKind: 'asset' | 'investment' | 'property',
  assetId: string,
): TitlingFacts | null {
  return (
    facts.titling.find(
      (each) =>
        each.ownerId === ownerId && each.assetKind === assetKind && each.assetId === assetId,
    ) ?? null
  );
}

/** How a titling form passes the record: null for an individual title (its designation decides). */
function formAnswer(
  form: TTitlingForm,
  trust: InstrumentFacts | null,
  jointName: string | null,
  designated: string | null,
): Answer | null {
  if (form === 'individual') return null;
  if (form === 'trust')
    return {
      passesBy: 'trust',
      source: 'titling',
      recipients: trust ? instrumentLabel(trust) : null,
    };
  if (form === 'tod_pod') return { passesBy: 'pod_tod', source: 'titling', recipients: designated };
  if (form === 'community_property')
    return { passesBy: 'community_property', source: 'titling', recipients: null };
  return {
    passesBy: 'joint_survivorship',
    source: 'titling',
    recipients: jointName ? `${jointName} (survivor)` : null,
  };
}

/**
 * How a financial account, investment account or property passes: the titling form the owner
 * recorded first (a joint owner, a trust or a TOD registration takes it before the will), else
 * the older "how does this pass?" answer, then a trust that lists it as funded, then the
 * beneficiary the record names (a designation on a retirement account, else payable on death),
 * else the will.
 */
function titledAnswer(
  facts: EstateFacts,
  titling: TitlingFacts | null,
  trust: InstrumentFacts | null,
  jointName: string | null,
  recorded: RecordedBeneficiary | null,
): Answer {
  if (titling?.titling) {
    const answer = formAnswer(titling.titling, trust, jointName, recorded?.recipients ?? null);
    if (answer) return answer;
    if (recorded) return { ...recorded, source: 'designation' };
    return { passesBy: 'will', source: 'titling', recipients: null };
  }
  if (titling?.passesBy) {
    const recipients =
      titling.passesBy === 'trust' && trust
        ? instrumentLabel(trust)
        : titling.passesBy === 'will'
          ? null
          : (recorded?.recipients ?? null);
    return { passesBy: titling.passesBy, source: 'titling', recipients };
  }
  const funded = byTrust(trust);
  if (funded) return funded;
  if (recorded) return { ...recorded, source: 'designation' };
  return PROBATE;
}

/** Beneficiaries named "Estate" or "Estate of …": the policy is paid to the estate, through probate. */
function paidToEstate(beneficiaries: readonly TBeneficiary[]): boolean {
  const primary = beneficiaries.filter((each) => each.tier === 'primary');
  return primary.length > 0 && primary.every((each) => /\bestate\b/i.test(each.name));
}

/**
 * "Who gets what" (issues 14 and 38): every recorded asset, how it passes at death and whose
 * estate it is in. Beneficiary designations and TOD registrations come from the investment
 * account itself; a life policy is in its insured's estate, paid to its beneficiaries (to the
 * estate, through probate, when it names none or names the estate). Policies of other kinds pay
 * no one at death and debts (credit cards) pass to no one: neither is on the map.
 */
export function estateAssets(facts: EstateFacts): TEstateAsset[] {
  const people = peopleOf(facts);
  const stateOf = (ownerId: string) =>
    facts.households.find((household) => household.ownerId === ownerId)?.homeState ?? null;
  const holding = (
    ownerId: string,
    record: TitlableRecord,
    titling: TitlingFacts | null,
    recordName: string | null | undefined,
  ): Holding & { jointName: string | null } => {
    const { person, known } = people.holder(ownerId, titling?.holderName ?? recordName);
    const form = titling?.titling ?? null;
    const joint =
      form && TWO_HOLDER_FORMS.includes(form)
        ? people.find(ownerId, titling?.jointHolderName)
        : null;
    const jointName =
      form && TWO_HOLDER_FORMS.includes(form) ? (titling?.jointHolderName ?? null) : null;
    return {
      titling: form,
      personKey: person.key,
      holderKnown: known,
      jointPersonKey: joint && joint.key !== person.key ? joint.key : null,
      jointName: joint?.name ?? jointName,
      titlingForms: titlingFormsFor(record, stateOf(ownerId)),
    };
  };
  /**
   * A financial account, investment account or property: whose estate its titling puts it in,
   * and how it passes once the beneficiary the record names (if any) is known.
   */
  const titled = (
    record: TitlableRecord,
    subject: { id: string; ownerId: string },
    recordName: string | null | undefined,
  ) => {
    const titling = titlingOf(facts, subject.ownerId, record.assetKind, subject.id);
    const { jointName, ...held } = holding(subject.ownerId, record, titling, recordName);
    const trust = fundingTrust(facts, subject.ownerId, record.assetKind, subject.id);
    const answer = (recorded: RecordedBeneficiary | null) =>
      titledAnswer(facts, titling, trust, jointName, recorded);
    return { titling, held, answer };
  };
  const map: TEstateAsset[] = [];
  for (const account of facts.assets) {
    if (LIABILITY_ASSET_TYPES.includes(account.type)) continue;
    const { held, answer } = titled(
      { assetKind: 'asset', type: account.type },
      account,
      account.ownerName,
    );
    const beneficiary = account.beneficiary?.trim() || null;
    map.push({
      kind: 'asset',
      id: account.id,
      ownerId: account.ownerId,
      label: accountLabel(account),
      detail: financialAccountDetail(account),
      valueCents: account.balanceCents,
      ...answer(
        beneficiary
          ? {
              recipients: beneficiary,
              passesBy: DESIGNATION_ASSET_TYPES.includes(account.type) ? 'beneficiary' : 'pod_tod',
            }
          : null,
      ),
      link: FIX_ROUTES.accounts,
      ...held,
    });
  }
  for (const account of facts.investments) {
    const { titling, held, answer } = titled(
      { assetKind: 'investment', type: account.type },
      account,
      account.ownerName,
    );
    const typed = account.beneficiary?.trim() || null;
    const recorded =
      account.designation === 'none'
        ? typed
          ? {
              // A line typed on Financial Accounts, read as that screen's accounts always were.
              passesBy: BENEFICIARY_ONLY_INVESTMENT_TYPES.includes(account.type)
                ? ('beneficiary' as const)
                : ('pod_tod' as const),
              recipients: typed,
            }
          : null
        : {
            passesBy:
              account.designation === 'transfer_on_death'
                ? ('pod_tod' as const)
                : ('beneficiary' as const),
            recipients: recipientsText(account.beneficiaries),
          };
    map.push({
      kind: 'investment',
      id: account.id,
      ownerId: account.ownerId,
      label: accountLabel(account),
      detail: investmentDetail(account),
      valueCents: account.valueCents,
      // A designation on the account itself comes before a funded trust, as it always has.
      ...(titling || !recorded
        ? answer(recorded)
        : { ...recorded, source: 'designation' as const }),
      link: FIX_ROUTES.investments,
      ...held,
    });
  }
  for (const property of facts.properties) {
    const { held, answer } = titled({ assetKind: 'property', type: property.kind }, property, null);
    map.push({
      kind: 'property',
      id: property.id,
      ownerId: property.ownerId,
      label: propertyLabel(property),
      detail: propertyDetail(property),
      valueCents: property.estimatedValueCents,
      ...answer(null),
      link: FIX_ROUTES.properties,
      ...held,
    });
  }
  for (const policy of facts.policies) {
    if (policy.kind !== 'life') continue;
    const recipients = recipientsText(policy.beneficiaries);
    const { person, known } = people.holder(policy.ownerId, policy.insuredName);
    map.push({
      kind: 'policy',
      id: policy.id,
      ownerId: policy.ownerId,
      label: policyLabel(policy),
      detail: policyDetail(policy),
      valueCents: policy.faceAmountCents ?? 0,
      ...(!recipients
        ? PROBATE
        : paidToEstate(policy.beneficiaries)
          ? { passesBy: 'will', source: 'designation', recipients }
          : { passesBy: 'beneficiary', source: 'designation', recipients }),
      link: FIX_ROUTES.policies,
      titling: null,
      personKey: person.key,
      holderKnown: known,
      jointPersonKey: null,
      titlingForms: [],
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
