import type { TTip } from '@shared/ai-insights/ai-schemas';
import type { TipContext } from './tip-context';

/** The parts of the household a rule looks at, for the "nothing to fix" sentence. */
export const TIP_AREAS = [
  'estate plan',
  'beneficiaries',
  'insurance',
  'bills',
  'documents',
  'cash',
  'loans',
  'investments',
  'trusted contacts',
  'advisors',
] as const;
export type TipArea = (typeof TIP_AREAS)[number];

/** One rule of the tips catalogue: zero or more tips about the selected households. */
export type TipRule = {
  /** Stable and kebab-case (`no-will`): the tips' `rule`. */
  id: string;
  area: TipArea;
  evaluate: (context: TipContext) => TTip[];
};
