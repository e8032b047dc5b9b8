import { ASSET_TYPE_LABELS } from '../../finance/asset-schemas';
import { HOME_TYPE_LABELS, type HomeType } from '../../finance/property-schemas';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  type TBeneficiary,
} from '../../investments/investment-schemas';
import { INSTRUMENT_LABELS, VARIANT_LABELS } from '../instrument-kinds';
import { POLICY_KIND_LABELS } from '../policy-schemas';
import type {
  FinancialAccountFacts,
  InstrumentFacts,
  InvestmentAccountFacts,
  PolicyFacts,
  PropertyFacts,
} from './estate-facts';

/** How the map and the gaps name each record, the way its own screen does. */

export function accountLabel(account: FinancialAccountFacts | InvestmentAccountFacts): string {
  return `${account.institutionName} · ${account.accountName}`;
}

export function financialAccountDetail(account: FinancialAccountFacts): string {
  return `Financial account · ${ASSET_TYPE_LABELS[account.type]}`;
}

export function investmentDetail(account: InvestmentAccountFacts): string {
  return `Investment account · ${INVESTMENT_ACCOUNT_TYPE_LABELS[account.type]}`;
}

export function propertyLabel(property: PropertyFacts): string {
  if (property.name) return property.name;
  if (property.kind === 'vehicle') {
    const vehicle = [property.vehicleYear, property.vehicleMake, property.vehicleModel]
      .filter(Boolean)
      .join(' ');
    return vehicle || 'Vehicle';
  }
  return property.addressFull || 'Home';
}

export function propertyDetail(property: PropertyFacts): string {
  if (property.kind === 'vehicle') return 'Vehicle';
  const type = HOME_TYPE_LABELS[property.homeType as HomeType] as string | undefined;
  return type ? `Home · ${type}` : 'Home';
}

/** "Northwestern Mutual life policy on Maria Lopez". */
export function policyLabel(policy: PolicyFacts): string {
  const kind = POLICY_KIND_LABELS[policy.kind].toLowerCase();
  return policy.insuredName
    ? `${policy.carrier} ${kind} policy on ${policy.insuredName}`
    : `${policy.carrier} ${kind} policy`;
}

export function policyDetail(policy: PolicyFacts): string {
  return `Insurance · ${POLICY_KIND_LABELS[policy.kind]}`;
}

/** "Will of Maria Lopez", "Revocable living trust of Maria Lopez". */
export function instrumentLabel(
  instrument: Pick<InstrumentFacts, 'kind' | 'variant' | 'principalName'>,
) {
  const kind =
    instrument.kind === 'trust'
      ? (VARIANT_LABELS[instrument.variant] ?? INSTRUMENT_LABELS.trust)
      : INSTRUMENT_LABELS[instrument.kind];
  return `${kind} of ${instrument.principalName}`;
}

/** 3333 basis points → "33.33%" (as the policy and investment cards write it). */
export function shareText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** "Ana Lopez (60%), Luis Lopez (40%); contingent: Rosa Diaz (100%)". */
export function recipientsText(beneficiaries: readonly TBeneficiary[]): string | null {
  const tier = (name: TBeneficiary['tier']) =>
    beneficiaries
      .filter((each) => each.tier === name)
      .map((each) => `${each.name} (${shareText(each.shareBasisPoints)})`)
      .join(', ');
  const primary = tier('primary');
  const contingent = tier('contingent');
  if (!primary && !contingent) return null;
  if (!contingent) return primary;
  return primary ? `${primary}; contingent: ${contingent}` : `Contingent: ${contingent}`;
}

/** "Mia", "Mia and Leo", "Mia, Leo and Ana". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
