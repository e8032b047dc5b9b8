import {
  ADVISOR_SECTIONS,
  COMPOSITE_VIEW_NEEDS,
  scopeCovers,
  type TAdvisorSection,
} from '@shared/advisors/advisor-scope';
import type { TAdvisorGrant } from '@shared/family/family-schemas';

/** A screen composed of several sections (the dashboard's figures, AI Insights, the binder…). */
export type CompositeView = keyof typeof COMPOSITE_VIEW_NEEDS;

/** What a screen or a read needs a household to have shared: one section, or a composite view. */
export type ScopeNeed = TAdvisorSection | CompositeView;

function isSection(need: ScopeNeed): need is TAdvisorSection {
  return (ADVISOR_SECTIONS as readonly string[]).includes(need);
}

/** The sections a need takes: itself, or every section a composite view is drawn from. */
export function sectionsOf(need: ScopeNeed): readonly TAdvisorSection[] {
  return isSection(need) ? [need] : COMPOSITE_VIEW_NEEDS[need];
}

/**
 * Whether a household opens what `need` takes to the signed-in person. Only an advisor's grant
 * narrows a household (issue 35): one's own and a family member's open every section. The
 * server decides and answers 404 for the rest; this only keeps screens from asking.
 */
export function householdOpens(
  household: { advisorGrant: TAdvisorGrant | null },
  need: ScopeNeed,
): boolean {
  const grant = household.advisorGrant;
  return grant === null || scopeCovers(grant, sectionsOf(need));
}

/** Whether full account and policy numbers of a household may be revealed to this person. */
export function householdRevealsNumbers(household: {
  advisorGrant: TAdvisorGrant | null;
}): boolean {
  return household.advisorGrant === null || household.advisorGrant.revealNumbers;
}
