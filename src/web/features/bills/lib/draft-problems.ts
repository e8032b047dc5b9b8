import { ZExpenseInput } from '@shared/finance/expense-schemas';
import { draftToNewObligation, type BillDraft } from './bill-draft';

/** What must be put right before a draft can be saved, by the obligation field it concerns. */
export type DraftProblems = Record<string, string>;

/**
 * Checks a draft by the same schema the server uses, so the review never sends what the API
 * would refuse (a home bill without its property address is the usual case: bills do not say
 * which property they are for). A draft that updates a matched obligation only changes its cost
 * and document, so it has nothing to put right.
 */
export function draftProblems(draft: BillDraft): DraftProblems {
  if (draft.match && draft.updateMatch) return {};
  const parsed = ZExpenseInput.safeParse(draftToNewObligation(draft));
  if (parsed.success) return {};
  const problems: DraftProblems = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'form';
    problems[path] ??= issue.message;
  }
  return problems;
}

export const hasProblems = (draft: BillDraft) => Object.keys(draftProblems(draft)).length > 0;
