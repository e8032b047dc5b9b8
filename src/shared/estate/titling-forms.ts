import type { AssetType } from '../finance/asset-schemas';
import type { TInvestmentAccountType } from '../investments/investment-schemas';
import { communityPropertyOf } from './state-estate-law/community-property';

/**
 * Issue 38 item 2: how a record is titled, which decides how it passes at death. Each form is
 * offered only on the records that can carry it, and the state-bound forms (tenancy by the
 * entirety, community property) only where the household's state has them, as the sources below say.
 */
export const TITLING_FORMS = [
  'individual',
  'jtwros',
  'tenancy_by_entirety',
  'community_property',
  'community_property_survivorship',
  'tod_pod',
  'trust',
] as const;
export type TTitlingForm = (typeof TITLING_FORMS)[number];

export const TITLING_FORM_LABELS: Record<TTitlingForm, string> = {
  individual: 'Individual (one name)',
  jtwros: 'Joint with right of survivorship (JTWROS)',
  tenancy_by_entirety: 'Tenancy by the entirety',
  community_property: 'Community property',
  community_property_survivorship: 'Community property with right of survivorship',
  tod_pod: 'Payable / transfer on death (POD / TOD)',
  trust: 'Owned by a trust',
};

/** Forms held by two people, where the survivor takes the whole. */
export const SURVIVORSHIP_FORMS: readonly TTitlingForm[] = [
  'jtwros',
  'tenancy_by_entirety',
  'community_property_survivorship',
];
/** Forms that name a second holder (the spouse, for the marital forms). */
export const TWO_HOLDER_FORMS: readonly TTitlingForm[] = [
  ...SURVIVORSHIP_FORMS,
  'community_property',
];

export type TitlingSource = { title: string; url: string; readOn: string };

/**
 * Tenancy by the entirety: the states (and DC) that have it, for real property (homes) and for
 * personal property (accounts). Where the two sources read disagree (Ohio, North Dakota), the
 * form is not offered.
 */
export const TENANCY_BY_ENTIRETY_SOURCES: readonly TitlingSource[] = [
  {
    title: 'Tenancy By The Entirety: Does it apply to your state? (state table)',
    url: 'https://www.assetprotectionattorneys.com/domestic-asset-protection/tenancy-by-the-entirety/',
    readOn: '2026-11-29',
  },
  {
    title: 'Which States Recognize Tenancy by the Entirety? (Alper Law, table of authorities)',
    url: 'https://www.alperlaw.com/?p=20822',
    readOn: '2026-11-29',
  },
];
const TBE_REAL_AND_PERSONAL = [
  'AK',
  'AR',
  'DE',
  'DC',
  'FL',
  'HI',
  'MD',
  'MA',
  'MS',
  'MO',
  'NJ',
  'OK',
  'PA',
  'RI',
  'TN',
  'VT',
  'VA',
  'WY',
] as const;
const TBE_REAL_ONLY = ['IL', 'IN', 'KY', 'MI', 'NY', 'NC', 'OR'] as const;

/*
 * Community property and its survivorship form come from the state law data
 * (state-estate-law/community-property.ts), each state with the sources read there. Alaska's
 * opt-in is not offered: it needs the spouses' written agreement.
 */

/**
 * Retirement accounts, HSAs, annuities and pensions: owned by one person and passed by their
 * beneficiary designation. Retitling one to a trust is treated as a full (taxable) distribution,
 * or the plan does not allow it; the trust can be named as beneficiary instead, with care.
 */
export const BENEFICIARY_ONLY_INVESTMENT_TYPES: readonly TInvestmentAccountType[] = [
  'retirement_401k',
  'retirement_403b',
  'retirement_457',
  'ira',
  'roth_ira',
  'sep_ira',
  'simple_ira',
  'hsa',
  'annuity',
  'pension',
];
/** The same kinds as Financial Accounts names them (every investment kind is one of its types). */
export const BENEFICIARY_ONLY_ASSET_TYPES: readonly AssetType[] = BENEFICIARY_ONLY_INVESTMENT_TYPES;
export const BENEFICIARY_ONLY_ADVICE = 'Name a beneficiary (or the trust, with care)';
export const BENEFICIARY_ONLY_REASON =
  'Retirement accounts, HSAs and annuities are not retitled to a living trust: changing the owner is treated as a withdrawal of the whole account (taxable) or the plan does not allow it. They pass by their beneficiary designation, which can name the trust if the trust is written for it.';
export const BENEFICIARY_ONLY_SOURCES: readonly TitlingSource[] = [
  {
    title: 'Funding your revocable living trust: Retirement accounts (EstateGuru)',
    url: 'https://www.estateguru.com/blog/funding-your-revocable-living-trust-retirement-accounts',
    readOn: '2026-11-29',
  },
];

/** What a titled record is, as far as titling goes. */
export type TitlableRecord =
  | { assetKind: 'asset'; type: AssetType }
  | { assetKind: 'investment'; type: TInvestmentAccountType }
  | { assetKind: 'property'; type: 'home' | 'vehicle' };

/** Whether the record passes only by its beneficiary designation (no retitling, no joint owner). */
export function isBeneficiaryOnly(record: TitlableRecord): boolean {
  if (record.assetKind === 'asset') return BENEFICIARY_ONLY_ASSET_TYPES.includes(record.type);
  if (record.assetKind === 'investment')
    return BENEFICIARY_ONLY_INVESTMENT_TYPES.includes(record.type);
  return false;
}

function has(states: readonly string[], state: string | null): boolean {
  return state !== null && states.includes(state);
}

/** Whether tenancy by the entirety is offered for this kind of record in the state. */
export function hasTenancyByEntirety(state: string | null, realProperty: boolean): boolean {
  return has(TBE_REAL_AND_PERSONAL, state) || (realProperty && has(TBE_REAL_ONLY, state));
}

/**
 * The titling forms a record can carry in the household's state (null: not recorded, so no
 * state-bound form is offered). A retirement account, HSA or annuity is held by one person.
 * Vehicles are titled individually, jointly or to a trust; homes may also be TOD by deed.
 */
export function titlingFormsFor(record: TitlableRecord, state: string | null): TTitlingForm[] {
  if (isBeneficiaryOnly(record)) return ['individual'];
  const realProperty = record.assetKind === 'property' && record.type === 'home';
  const forms: TTitlingForm[] = ['individual', 'jtwros'];
  if (hasTenancyByEntirety(state, realProperty)) forms.push('tenancy_by_entirety');
  const community = communityPropertyOf(state);
  if (community?.regime === 'community_property') {
    forms.push('community_property');
    if (community.survivorship) forms.push('community_property_survivorship');
  }
  forms.push('tod_pod', 'trust');
  return forms;
}

/** Why a form is not offered, as the server answers a request for it. */
export function unavailableFormMessage(
  form: TTitlingForm,
  record: TitlableRecord,
  stateName: string | null,
): string {
  if (isBeneficiaryOnly(record))
    return 'A retirement account, HSA or annuity is held in one name and passes by its beneficiary designation.';
  const label =
    form === 'tenancy_by_entirety' && record.assetKind !== 'property'
      ? 'Tenancy by the entirety for an account'
      : TITLING_FORM_LABELS[form];
  return stateName
    ? `${label} is not available in ${stateName}.`
    : `${label} depends on the household's state, which is not recorded.`;
}

/**
 * A home or vehicle recorded as transfer on death: which states allow a TOD deed (or TOD vehicle
 * registration) has not been read state by state here, so the form is offered everywhere with
 * this warning rather than refused where it may be lawful.
 */
export const PROPERTY_TOD_UNVERIFIED = {
  text: 'Whether this state allows a transfer-on-death deed for a home, or transfer-on-death registration for a vehicle, has not been checked here (unverified). Twenty-nine states and the District of Columbia had some form of TOD deed in February 2021; confirm with an attorney or the county recorder before relying on it.',
  source: {
    label: 'Gerry W. Beyer, Transfer on Death Deeds Survey (revised February 20, 2021)',
    url: 'https://docslib.org/doc/3976932/transfer-on-death-deeds-survey',
  },
} as const;
