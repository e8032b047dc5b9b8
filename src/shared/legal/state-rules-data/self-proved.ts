import type { TWillRules } from '../state-rule-types';

/** A will rule's self-proving affidavit where the state has one: its form and the statute for it. */
export function selfProved(
  form: Exclude<TWillRules['selfProvingAffidavit']['form'], 'none'>,
  citation: string,
): TWillRules['selfProvingAffidavit'] {
  return { available: true, form, citation };
}
