import { z } from 'zod';

/**
 * Issue 14 "Who gets what": how each recorded asset passes at death. Beneficiary designations,
 * payable/transfer on death, joint ownership with survivorship and trusts pass outside the will;
 * everything else goes through probate under the will.
 */
export const PASSES_BY = ['beneficiary', 'pod_tod', 'joint_survivorship', 'trust', 'will'] as const;
export type TPassesBy = (typeof PASSES_BY)[number];
export const PASSES_BY_LABELS: Record<TPassesBy, string> = {
  beneficiary: 'Beneficiary designation',
  pod_tod: 'Payable / transfer on death',
  joint_survivorship: 'Joint with survivorship',
  trust: 'Trust',
  will: 'Will (probate)',
};
export const NON_PROBATE: readonly TPassesBy[] = [
  'beneficiary',
  'pod_tod',
  'joint_survivorship',
  'trust',
];

/** The kinds of record the map covers: financial accounts, investment accounts, homes and vehicles, policies. */
export const ESTATE_ASSET_KINDS = ['asset', 'investment', 'property', 'policy'] as const;
export type TEstateAssetKind = (typeof ESTATE_ASSET_KINDS)[number];

/** The owner's answer to "how does this pass?" for a record that does not say so itself. */
export const ZAssetTitlingInput = z.object({
  assetKind: z.enum(['asset', 'property']),
  assetId: z.uuid(),
  passesBy: z.enum(PASSES_BY, { error: 'Choose how it passes' }).nullable(),
});
export type TAssetTitlingInput = z.infer<typeof ZAssetTitlingInput>;

/** Where a pass-by answer came from: the record's own designation, the owner's choice, a funded trust, or nothing (probate). */
export const PASSES_BY_SOURCES = ['designation', 'titling', 'trust_funding', 'default'] as const;

export const ZEstateAsset = z.object({
  kind: z.enum(ESTATE_ASSET_KINDS),
  id: z.string(),
  ownerId: z.string(),
  label: z.string(),
  /** "Fidelity · Brokerage", "Life · Northwestern Mutual". */
  detail: z.string(),
  valueCents: z.number().int(),
  passesBy: z.enum(PASSES_BY),
  source: z.enum(PASSES_BY_SOURCES),
  /** "Ana Lopez (60%), Luis Lopez (40%)", or the trust's name. */
  recipients: z.string().nullable(),
  /** The screen where the record is edited. */
  link: z.string(),
});
export type TEstateAsset = z.infer<typeof ZEstateAsset>;

export const GAP_RULES = [
  'no_beneficiary',
  'shares_not_100',
  'minor_beneficiary',
  'children_without_guardian',
  'no_executor',
  'no_alternate_executor',
  'unfunded_trust',
  'review_overdue',
  'person_not_in_family',
  'former_spouse_named',
  'erisa_spousal_consent',
] as const;
export type TGapRule = (typeof GAP_RULES)[number];
export const GAP_SEVERITIES = ['high', 'medium', 'low'] as const;

export const ZEstateGap = z.object({
  /** The rule and the record it is about ("no_beneficiary:<policy id>"): stable, for list keys. */
  key: z.string(),
  /** The household it is in (a merged view names it). */
  ownerId: z.string(),
  rule: z.enum(GAP_RULES),
  severity: z.enum(GAP_SEVERITIES),
  /** "Northwestern Mutual life policy has no beneficiary" */
  title: z.string(),
  /** Why it matters, in plain words. */
  explanation: z.string(),
  /** Where to fix it. */
  fix: z.object({ label: z.string(), to: z.string() }),
});
export type TEstateGap = z.infer<typeof ZEstateGap>;

export const ZEstateSummary = z.object({
  assets: z.array(ZEstateAsset),
  probateCents: z.number().int(),
  nonProbateCents: z.number().int(),
  /** Life insurance face amounts, included in nonProbateCents when they name a beneficiary. */
  lifeInsuranceCents: z.number().int(),
  gaps: z.array(ZEstateGap),
  /** 0–100: the share of the plan's checks that pass. */
  score: z.number().int().min(0).max(100),
  checksPassed: z.number().int(),
  checksTotal: z.number().int(),
});
export type TEstateSummary = z.infer<typeof ZEstateSummary>;
