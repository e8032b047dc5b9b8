import { describeSections } from '@shared/advisors/advisor-scope';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';

/** "Monthly expenses, Loans and Documents · Numbers masked", or null without a grant. */
export function scopeSummary(scope: TAdvisor['access']['scope']): string | null {
  if (!scope) return null;
  const numbers = scope.revealNumbers ? 'Full numbers allowed' : 'Numbers masked';
  return `${describeSections(scope.sections)} · ${numbers}`;
}

/**
 * The card's line about what the grant shows (issue 35): "Sees: …" while it runs, "Will see: …"
 * for an invitation not accepted yet, and what a renewal would bring back once it has expired.
 */
export function scopeLine({ access }: TAdvisor): string | null {
  const summary = scopeSummary(access.scope);
  if (!summary) return null;
  switch (access.status) {
    case 'invited':
      return `Will see: ${summary}`;
    case 'expired':
      return `Sees when renewed: ${summary}`;
    case 'active':
      return `Sees: ${summary}`;
    default:
      return null;
  }
}
