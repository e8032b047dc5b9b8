import {
  minorBeneficiary,
  noBeneficiary,
  sharesNot100,
} from '@shared/estate/estate-analysis/beneficiary-rules';
import type { TEstateAsset } from '@shared/estate/estate-summary-schemas';
import { formatCents } from '@shared/finance/money';
import { failedGaps, gapTip } from '../../estate-gap-tip';
import type { TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';

/**
 * The plan's no-beneficiary check (beneficiary-rules.ts) run on each asset alone, so the tip can
 * say what the asset is worth.
 */
function missingBeneficiaryTips(
  rule: string,
  context: TipContext,
  assets: readonly TEstateAsset[],
  lead: (asset: TEstateAsset) => string,
) {
  return assets.flatMap((asset) =>
    failedGaps(noBeneficiary(context.snapshot.estate, [asset])).map((gap) =>
      gapTip(rule, gap, lead(asset)),
    ),
  );
}

/**
 * Financial and investment accounts that name no beneficiary (investment designation "none", an
 * empty POD beneficiary on a bank account, a retirement account with none) and so pass by the will.
 */
export const accountWithoutBeneficiary: TipRule = {
  id: 'account-without-beneficiary',
  area: 'beneficiaries',
  evaluate: (context) =>
    missingBeneficiaryTips(
      'account-without-beneficiary',
      context,
      context.estateAssets.filter((asset) => asset.kind === 'asset' || asset.kind === 'investment'),
      (asset) => `${formatCents(asset.valueCents)} would pass through probate under your will.`,
    ),
};

/** Life policies with no beneficiary: paid to the estate. */
export const policyWithoutBeneficiary: TipRule = {
  id: 'policy-without-beneficiary',
  area: 'beneficiaries',
  evaluate: (context) =>
    missingBeneficiaryTips(
      'policy-without-beneficiary',
      context,
      context.estateAssets.filter((asset) => asset.kind === 'policy'),
      (asset) =>
        asset.valueCents > 0
          ? `It pays ${formatCents(asset.valueCents)}.`
          : 'Its face amount is not recorded.',
    ),
};

/** Beneficiary shares of a tier that do not add up to 100 % (beneficiary-rules.ts). */
export const beneficiarySharesNot100: TipRule = {
  id: 'beneficiary-shares',
  area: 'beneficiaries',
  evaluate: (context) =>
    failedGaps(sharesNot100(context.snapshot.estate)).map((gap) =>
      gapTip('beneficiary-shares', gap),
    ),
};

/** A minor named directly as a beneficiary (beneficiary-rules.ts). */
export const minorNamedAsBeneficiary: TipRule = {
  id: 'minor-beneficiary',
  area: 'beneficiaries',
  evaluate: (context) =>
    failedGaps(minorBeneficiary(context.snapshot.estate)).map((gap) =>
      gapTip('minor-beneficiary', gap),
    ),
};
