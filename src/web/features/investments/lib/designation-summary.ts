import {
  BENEFICIARY_TIERS,
  type TBeneficiary,
  type TBeneficiaryTier,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';

export type TierSummary = { tier: TBeneficiaryTier; label: string; names: string };

/** "Ana Rivera (50%), Leo Rivera (50%)". */
function tierNames(beneficiaries: readonly TBeneficiary[]): string {
  return beneficiaries
    .map((each) => `${each.name} (${formatShare(each.shareBasisPoints)})`)
    .join(', ');
}

/** Basis points as a percent: 3333 → "33.33%", 10000 → "100%". */
export function formatShare(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/**
 * Who receives an account, tier by tier. An account without a designation passes under the will
 * (or intestacy), which is usually not what the family meant: the card flags it.
 */
export function designationTiers(
  account: Pick<TInvestmentAccount, 'beneficiaries'>,
): TierSummary[] {
  return BENEFICIARY_TIERS.flatMap((tier) => {
    const ofTier = account.beneficiaries.filter((each) => each.tier === tier);
    if (ofTier.length === 0) return [];
    return [
      { tier, label: tier === 'primary' ? 'Primary' : 'Contingent', names: tierNames(ofTier) },
    ];
  });
}
