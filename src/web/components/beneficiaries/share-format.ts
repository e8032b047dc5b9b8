import {
  BENEFICIARY_TIERS,
  type TBeneficiary,
  type TBeneficiaryTier,
} from '@shared/investments/investment-schemas';

export type TierSummary = { tier: TBeneficiaryTier; label: string; names: string };

/** Basis points as a percent: 3333 → "33.33%", 10000 → "100%". */
export function formatShare(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** "Ana Rivera (50%), Leo Rivera (50%)". */
function tierNames(beneficiaries: readonly TBeneficiary[]): string {
  return beneficiaries
    .map((each) => `${each.name} (${formatShare(each.shareBasisPoints)})`)
    .join(', ');
}

/** Who receives an account or policy, tier by tier (tiers without anyone left out). */
export function beneficiaryTiers(beneficiaries: readonly TBeneficiary[]): TierSummary[] {
  return BENEFICIARY_TIERS.flatMap((tier) => {
    const ofTier = beneficiaries.filter((each) => each.tier === tier);
    if (ofTier.length === 0) return [];
    return [
      { tier, label: tier === 'primary' ? 'Primary' : 'Contingent', names: tierNames(ofTier) },
    ];
  });
}
