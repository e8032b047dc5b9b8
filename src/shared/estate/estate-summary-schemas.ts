import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { TITLING_FORMS } from './titling-forms';

/**
 * Issue 14 "Who gets what": how each recorded asset passes at death. Beneficiary designations,
 * payable/transfer on death, joint ownership with survivorship and trusts pass outside the will;
 * everything else goes through probate under the will.
 */
export const PASSES_BY = [
  'beneficiary',
  'pod_tod',
  'joint_survivorship',
  'trust',
  'community_property',
  'will',
] as const;
export type TPassesBy = (typeof PASSES_BY)[number];
export const PASSES_BY_LABELS: Record<TPassesBy, string> = {
  beneficiary: 'Beneficiary designation',
  pod_tod: 'Payable / transfer on death',
  joint_survivorship: 'Joint with survivorship',
  trust: 'Trust',
  community_property: 'Community property rules',
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

const holderName = singleLine(z.string().trim().max(120, 'Keep the name under 120 characters'))
  .nullish()
  .transform((value) => value || null);

/**
 * The owner's answer for a financial account, investment account or property: how it is titled
 * (issue 38), whose name holds it and, for a joint form, the other holder. `passesBy` is the older
 * answer ("how does this pass?"), still accepted; a titling form decides how it passes instead.
 * A field left out keeps what was saved; `titling: null` with `passesBy: null` forgets the answer.
 */
export const ZAssetTitlingInput = z
  .object({
    assetKind: z.enum(['asset', 'investment', 'property'], {
      error: 'Choose an account, investment account or property',
    }),
    assetId: z.uuid({ error: 'Choose an asset' }),
    passesBy: z.enum(PASSES_BY, { error: 'Choose how it passes' }).nullable().optional(),
    titling: z.enum(TITLING_FORMS, { error: 'Choose how it is titled' }).nullable().optional(),
    holderName: holderName.optional(),
    jointHolderName: holderName.optional(),
  })
  .superRefine((input, context) => {
    const said = [input.passesBy, input.titling, input.holderName, input.jointHolderName];
    if (said.every((value) => value === undefined))
      context.addIssue({
        code: 'custom',
        path: ['titling'],
        message: 'Say how it is titled, how it passes or whose name holds it',
      });
  });
export type TAssetTitlingInput = z.input<typeof ZAssetTitlingInput>;
export type TAssetTitlingRequest = z.output<typeof ZAssetTitlingInput>;

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
  /** How it is titled, when the owner said (issue 38). */
  titling: z.enum(TITLING_FORMS).nullable(),
  /** The person whose estate it is in: the name holding it (the insured, for a policy). */
  personKey: z.string(),
  /** False when no name holds it: it is shown in the owner's column, flagged "Whose is this?". */
  holderKnown: z.boolean(),
  /** The other holder of a joint form, who takes it by survivorship. */
  jointPersonKey: z.string().nullable(),
  /** The titling forms this record can carry in its household's state (none for a policy). */
  titlingForms: z.array(z.enum(TITLING_FORMS)),
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

/** One record in a person's column: what happens to it when that person dies. */
export const ZPersonAsset = z.object({
  kind: z.enum(ESTATE_ASSET_KINDS),
  id: z.string(),
  passesBy: z.enum(PASSES_BY),
  /** "Luis Lopez (survivor)", the beneficiaries, the trust, or null (whoever the will names). */
  goesTo: z.string().nullable(),
  /** The part of its value this column counts: all, half (community property), or none (listed in the other holder's column). */
  countedCents: z.number().int(),
  /** The column that counts a joint record, when it is not this one. */
  countedInKey: z.string().nullable(),
});
export type TPersonAsset = z.infer<typeof ZPersonAsset>;

/**
 * Issue 38 item 1: one person's estate. Each person's figures are theirs alone; the household
 * never adds their probate estates into one figure.
 */
export const ZEstatePersonColumn = z.object({
  key: z.string(),
  ownerId: z.string(),
  name: z.string(),
  /** The household's owner (the account holder). */
  isOwner: z.boolean(),
  /** What passes under the will, through the probate court. */
  probateCents: z.number().int(),
  /** What passes outside probate, by each route (counted once across the columns). */
  byRoute: z.record(z.enum(PASSES_BY), z.number().int()),
  /** Life insurance on this person's life paid to named beneficiaries. */
  lifeInsuranceCents: z.number().int(),
  assets: z.array(ZPersonAsset),
});
export type TEstatePersonColumn = z.infer<typeof ZEstatePersonColumn>;

export const ZEstateSummary = z.object({
  assets: z.array(ZEstateAsset),
  /** Each person's estate, side by side (issue 38). */
  people: z.array(ZEstatePersonColumn),
  /** Each household's state (two letters, null when not recorded): it decides the titling forms offered. */
  homeStates: z.record(z.string(), z.string().nullable()),
  /**
   * @deprecated The whole household's probate figure: kept for older readers (the after-death
   * plan), never shown. Use each person's `probateCents`.
   */
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
