import type { TEventTask, TTaskFact } from '@shared/triggering-event/plan-schemas';
import { FACT, factValue } from '../fact-text';

type LetterOption = TEventTask['letterOptions'][number];

/**
 * The three nationwide credit bureaus, by name only: their mailing addresses are not on record
 * here and change, so the letter asks the family to confirm the address on the bureau's website.
 */
export const CREDIT_BUREAUS = [
  { key: 'equifax', label: 'Equifax' },
  { key: 'experian', label: 'Experian' },
  { key: 'transunion', label: 'TransUnion' },
] as const satisfies readonly LetterOption[];

/** The option of a task whose letter has one recipient. */
export const SINGLE_LETTER = 'letter';

/** Who each letter is to, read from the facts the task carries. */
function recipient(letterKind: string, facts: readonly TTaskFact[]): string | null {
  switch (letterKind) {
    case 'social_security':
      return 'Social Security';
    case 'bank':
      return factValue(facts, FACT.institution);
    case 'insurer':
      return factValue(facts, FACT.insurer);
    case 'utility':
      return factValue(facts, FACT.vendor);
    default:
      return null;
  }
}

/** The letters a task offers: one per credit bureau, else one to the task's institution. */
export function letterOptions(
  letterKind: string | null,
  facts: readonly TTaskFact[],
): LetterOption[] {
  if (letterKind === null) return [];
  if (letterKind === 'credit_bureau') return [...CREDIT_BUREAUS];
  const to = recipient(letterKind, facts);
  return to ? [{ key: SINGLE_LETTER, label: to }] : [];
}
