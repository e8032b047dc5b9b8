import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { tokensOf } from '../text/normalize';

const PEOPLE_WORDS = new WeakMap<HouseholdSnapshot, ReadonlySet<string>>();

/** The words of the names of everyone in the records: the household, advisors, the plan's people. */
export function peopleWordsOf(snapshot: HouseholdSnapshot): ReadonlySet<string> {
  const kept = PEOPLE_WORDS.get(snapshot);
  if (kept) return kept;
  const words = new Set(
    [
      ...snapshot.households.map((household) => household.ownerName),
      ...snapshot.people.map((person) => person.name),
      ...snapshot.advisors.map((advisor) => advisor.name),
      ...snapshot.estate.instruments.flatMap((instrument) =>
        instrument.people.map((person) => person.name),
      ),
    ].flatMap((name) => tokensOf(name)),
  );
  PEOPLE_WORDS.set(snapshot, words);
  return words;
}
