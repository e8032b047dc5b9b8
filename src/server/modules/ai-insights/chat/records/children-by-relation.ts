import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { normalizeText } from '../text/normalize';

const RELATIONS = { daughter: /^(daughter|stepdaughter)$/, son: /^(son|stepson)$/ } as const;

/**
 * The household's one daughter and one son, by name, when the records say which child is which
 * (a beneficiary or an estate plan's person recorded as "Daughter"); none when there are two or
 * when nothing says. Only the reader's own households' children count.
 */
function childByRelation(snapshot: HouseholdSnapshot): Map<'daughter' | 'son', string> {
  const children = new Set(
    snapshot.estate.households.flatMap((household) => household.children.map(normalizeText)),
  );
  const recorded = [
    ...snapshot.investments.flatMap((account) => account.beneficiaries),
    ...snapshot.estate.policies.flatMap((policy) => policy.beneficiaries),
    ...snapshot.estate.instruments.flatMap((instrument) => instrument.people),
  ];
  const found = new Map<'daughter' | 'son', Set<string>>();
  for (const person of recorded) {
    const name = normalizeText(person.name);
    const relation = normalizeText(person.relationship ?? '');
    // A child may be recorded by first name ("Emma") where a beneficiary is "Emma Rivera".
    if (!children.has(name) && !children.has(name.split(' ')[0] ?? '')) continue;
    for (const [word, pattern] of Object.entries(RELATIONS) as ['daughter' | 'son', RegExp][])
      if (pattern.test(relation)) found.set(word, (found.get(word) ?? new Set()).add(person.name));
  }
  const one = new Map<'daughter' | 'son', string>();
  for (const [word, names] of found) if (names.size === 1) one.set(word, [...names][0] ?? '');
  return one;
}

/**
 * "Everything we pay for our daughter", "our son's daycare": the child the records say it is,
 * by first name, as the records name them ("Mia"). Unchanged when the records do not say.
 */
export function withChildrenNamed(question: string, snapshot: HouseholdSnapshot): string {
  if (!/\b(daughter|son)\b(?![-\w])/i.test(question)) return question;
  let named = question;
  for (const [word, name] of childByRelation(snapshot)) {
    const first = name.split(/\s+/)[0] ?? name;
    // Not "my son-in-law": another relation.
    named = named.replace(new RegExp(`\\b(our|my|the) ${word}\\b(?![-\\w])`, 'gi'), first);
  }
  return named;
}
