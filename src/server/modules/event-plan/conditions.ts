import { willFilingRuleOf } from '@shared/estate/state-estate-law/will-filing-deadlines';
import { ownInstruments } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';
import { householdState } from './household-state';
import { STATE_LAW_CONDITION_CHECKS } from './state-law-conditions';
import type { ConditionKey } from './templates/template-types';

export { householdState } from './household-state';

/** What each template's `condition` asks of the records. */
export const CONDITION_CHECKS: Record<ConditionKey, (snapshot: HouseholdSnapshot) => boolean> = {
  no_will_recorded: (snapshot) => ownInstruments(snapshot, 'will').length === 0,
  no_will_deadline_state: (snapshot) => willFilingRuleOf(householdState(snapshot)) === null,
  no_financial_poa: (snapshot) => ownInstruments(snapshot, 'financial_poa').length === 0,
  no_healthcare_poa: (snapshot) => ownInstruments(snapshot, 'healthcare_poa').length === 0,
  ...STATE_LAW_CONDITION_CHECKS,
  married: (snapshot) => snapshot.estate.married,
};
