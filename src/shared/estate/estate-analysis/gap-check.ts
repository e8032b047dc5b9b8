import type { TEstateAsset, TEstateGap } from '../estate-summary-schemas';
import type { EstateFacts } from './estate-facts';

/**
 * One check of the plan: a rule applied to one subject (a policy, a will, a named person…). It
 * passes when `gap` is null. The completeness score is the share of checks that pass, so every
 * subject a rule applies to counts once, closed or not.
 */
export type GapCheck = { key: string; gap: TEstateGap | null };

export type GapRule = (facts: EstateFacts, assets: readonly TEstateAsset[]) => GapCheck[];

export function passed(key: string): GapCheck {
  return { key, gap: null };
}

export function failed(gap: TEstateGap): GapCheck {
  return { key: gap.key, gap };
}
