import { z } from 'zod';
import { INVESTMENT_ACCOUNT_TYPES } from '../investments/investment-schemas';

/** One side of a proposed merge: what the owner needs to tell two records apart. */
export const ZMergeSide = z.object({
  id: z.string(),
  type: z.enum(INVESTMENT_ACCOUNT_TYPES),
  institutionName: z.string(),
  accountName: z.string(),
  accountNumberLast4: z.string().nullable(),
  ownerName: z.string().nullable(),
  valueCents: z.number(),
  holdingCount: z.number(),
  designated: z.boolean(),
  createdAt: z.string(),
});
export type TMergeSide = z.infer<typeof ZMergeSide>;

/**
 * Why two records look like one account: the same number at the same institution, or the same
 * kind of account there with a number missing on one of them (issue 40).
 */
export const MERGE_REASONS = ['same_number', 'number_missing'] as const;

/** Two investment-ledger records that may be one account; `keep` is the one that stays. */
export const ZMergeProposal = z.object({
  ownerId: z.string(),
  keep: ZMergeSide,
  merge: ZMergeSide,
  reason: z.enum(MERGE_REASONS),
});
export type TMergeProposal = z.infer<typeof ZMergeProposal>;
export const ZMergeProposals = z.object({ proposals: z.array(ZMergeProposal) });

/** The owner's answer to a proposal: merge `mergeId` into `keepId`, or keep both. */
export const ZMergeDecision = z.object({
  keepId: z.uuid({ error: 'Choose the account to keep' }),
  mergeId: z.uuid({ error: 'Choose the account to merge' }),
});
export type TMergeDecision = z.infer<typeof ZMergeDecision>;

export const MERGE_REASON_TEXT: Record<TMergeProposal['reason'], string> = {
  same_number: 'Same institution and the same account number ending',
  number_missing: 'Same institution and kind of account; one has no account number to compare',
};
