import { ZExpenseInput } from '@shared/finance/expense-schemas';
import { newObligation } from './draft-obligation';
import type { HomeAddress } from './home-addresses';
import { updatesMatch, type SeriesDraft } from './series-draft';

/** What must be put right before a draft can be saved, by the field it concerns. */
export type DraftProblems = Partial<Record<'vendor' | 'costCents' | 'address' | 'form', string>>;

/**
 * Checks a new obligation by the schema the server uses, so the review never sends what the API
 * would refuse (a home bill without its property is the usual case: statements do not say which
 * home a bill is for). An update only changes the amount and frequency, so it has none.
 */
export function draftProblems(draft: SeriesDraft, homes: readonly HomeAddress[]): DraftProblems {
  if (updatesMatch(draft)) return {};
  const parsed = ZExpenseInput.safeParse(newObligation(draft, homes));
  if (parsed.success) return {};
  const problems: DraftProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key = field === 'vendor' || field === 'costCents' || field === 'address' ? field : 'form';
    problems[key] ??= issue.message;
  }
  return problems;
}
