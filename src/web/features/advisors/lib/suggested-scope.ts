import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import type { TAdvisorRole } from '@shared/advisors/advisor-schemas';

/**
 * The sections the Give access dialog ticks first, by what the advisor does (issue 35): what that
 * kind of work usually needs and no more, for the owner to change before sending. Nothing is
 * shared until they send, full numbers are never ticked, and roles without a usual need (a
 * physician's guidebook entries aside, "other") start with nothing, so least privilege is the
 * default and the choice is the owner's.
 */
const SUGGESTED: Record<TAdvisorRole, readonly TAdvisorSection[]> = {
  // Taxes: income and deductible bills, interest on loans, accounts and investment statements.
  cpa: ['expenses', 'accounts', 'loans', 'investments', 'documents'],
  // The will and trusts, deeds and policies that pass outside the will, and their papers.
  attorney: ['estate', 'properties', 'policies', 'documents'],
  financial_advisor: ['accounts', 'investments', 'policies'],
  insurance_agent: ['policies', 'properties'],
  banker: ['accounts', 'loans'],
  // Settling or managing an estate or trust: the plan, what it holds, and its papers.
  executor: ['estate', 'accounts', 'investments', 'properties', 'policies', 'documents'],
  trustee: ['estate', 'accounts', 'investments', 'properties', 'documents'],
  // Only the guidebook entries the owner chooses to share with them (medical wishes).
  physician: ['guidebook'],
  other: [],
};

export function suggestedSections(role: TAdvisorRole): TAdvisorSection[] {
  return [...SUGGESTED[role]];
}
