import { ownInstruments } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';

/**
 * The household's state for state-law tasks: the profile's home state, else the state the
 * owner's will was signed in (where they lived when they made it).
 */
export function householdState(snapshot: HouseholdSnapshot): string | null {
  if (snapshot.homeState) return snapshot.homeState;
  return ownInstruments(snapshot, 'will').find((will) => will.signedState)?.signedState ?? null;
}
