import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { tokensOf } from '../text/normalize';

/** "Maria's", "Sam’s": the word before a possessive. */
const POSSESSIVE = /([\p{L}\p{N}]+)['’]s\b/gu;

/**
 * The person whose plan a question asks about ("Maria's will", "Sam's health-care agent") when
 * none of `instruments` is theirs: the answer is that nothing of theirs is recorded, never
 * another person's instrument that merely names them. A child ("Emma's guardian") is who a
 * plan provides for, not whose it is, so a child's name gives null, as does any word that is
 * no one's name in the households.
 */
export function absentPrincipal(
  raw: string,
  instruments: readonly InstrumentFacts[],
  snapshot: HouseholdSnapshot,
): string | null {
  const possessive = [...raw.matchAll(POSSESSIVE)].flatMap((match) => tokensOf(match[1] ?? ''));
  if (possessive.length === 0) return null;
  const principals = new Set(
    instruments.flatMap((instrument) => tokensOf(instrument.principalName)),
  );
  const children = new Set(
    snapshot.estate.households.flatMap((household) => household.children.flatMap(tokensOf)),
  );
  const people = [
    ...snapshot.people.map((person) => person.name),
    ...snapshot.estate.instruments.flatMap((instrument) => [
      instrument.principalName,
      ...instrument.people.map((person) => person.name),
    ]),
  ];
  for (const word of possessive) {
    if (principals.has(word) || children.has(word)) continue;
    const person = people.find((name) => tokensOf(name).includes(word));
    if (person) return person;
  }
  return null;
}
