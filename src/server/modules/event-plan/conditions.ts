import { ownInstruments } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';
import { PLAN_TEMPLATES } from './templates/plan-templates';
import type { ConditionKey } from './templates/template-types';

/**
 * The household's state for state-law tasks: the profile's home state, else the state the
 * owner's will was signed in (where they lived when they made it).
 */
export function householdState(snapshot: HouseholdSnapshot): string | null {
  if (snapshot.homeState) return snapshot.homeState;
  return ownInstruments(snapshot, 'will').find((will) => will.signedState)?.signedState ?? null;
}

/** States some template has a rule of its own for (California and Illinois's will deadline). */
const STATES_WITH_RULES = new Set(
  PLAN_TEMPLATES.flatMap((template) => (template.states === 'all' ? [] : template.states)),
);

/** What each template's `condition` asks of the records. */
export const CONDITION_CHECKS: Record<ConditionKey, (snapshot: HouseholdSnapshot) => boolean> = {
  no_will_recorded: (snapshot) => ownInstruments(snapshot, 'will').length === 0,
  probate_needed: (snapshot) => snapshot.estate.probateCents > 0,
  no_will_deadline_state: (snapshot) => {
    const state = householdState(snapshot);
    return state === null || !STATES_WITH_RULES.has(state);
  },
  no_financial_poa: (snapshot) => ownInstruments(snapshot, 'financial_poa').length === 0,
  no_healthcare_poa: (snapshot) => ownInstruments(snapshot, 'healthcare_poa').length === 0,
  married: (snapshot) => snapshot.estate.married,
};
