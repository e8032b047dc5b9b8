import type { EstateFacts } from './estate-facts';

/**
 * Issue 38 item 1: the people whose estates the plan covers, per household. A couple shares one
 * household, so its people are the owner, the principals of its wills and trusts, and anyone a
 * record is held in (an account's owner name, a property's holder, a life policy's insured).
 */

export type EstatePerson = { key: string; ownerId: string; name: string; isOwner: boolean };

/** What a household calls its owner when the profile has no full name. */
export const UNNAMED_OWNER = 'Household owner';

/** "  maría  LOPEZ. " → "maría lopez": names compared as people write them. */
export function normalName(name: string): string {
  return name.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The same person however the name was spaced, cased or given a middle name ("Maria G. Lopez"). */
export function sameName(a: string, b: string): boolean {
  const left = normalName(a).split(' ');
  const right = normalName(b).split(' ');
  if (left.join(' ') === right.join(' ')) return true;
  return (
    left.length > 1 &&
    right.length > 1 &&
    left[0] === right[0] &&
    left[left.length - 1] === right[right.length - 1]
  );
}

/** "Alex and Sam Rivera", "Alex & Sam": a record held in two names is no single person's. */
export function namesTwoPeople(name: string): boolean {
  return /\s(and|&)\s|\/|&/i.test(name);
}

export type PersonMatch = { person: EstatePerson; known: boolean };

export type PeopleDirectory = {
  /** Every person, the owner of each household first. */
  list: readonly EstatePerson[];
  /** The person holding a record of household `ownerId`: the named one, else the owner (unknown). */
  holder: (ownerId: string, name: string | null | undefined) => PersonMatch;
  /** The named person if they are one of the household's people, else null. */
  find: (ownerId: string, name: string | null | undefined) => EstatePerson | null;
};

function holderNamesOf(facts: EstateFacts, ownerId: string): string[] {
  const mine = <T extends { ownerId: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.ownerId === ownerId);
  const titled = new Map(
    mine(facts.titling).map((row) => [`${row.assetKind}:${row.assetId}`, row.holderName]),
  );
  return [
    ...mine(facts.instruments)
      .filter((instrument) => instrument.kind === 'will' || instrument.kind === 'trust')
      .map((instrument) => instrument.principalName),
    ...mine(facts.assets).map(
      (account) => titled.get(`asset:${account.id}`) ?? account.ownerName ?? null,
    ),
    ...mine(facts.investments).map(
      (account) => titled.get(`investment:${account.id}`) ?? account.ownerName ?? null,
    ),
    ...mine(facts.properties).map((property) => titled.get(`property:${property.id}`) ?? null),
    ...mine(facts.policies)
      .filter((policy) => policy.kind === 'life')
      .map((policy) => policy.insuredName),
  ].flatMap((name) =>
    name?.trim() && !namesTwoPeople(name) ? [name.trim().replace(/\s+/g, ' ')] : [],
  );
}

export function peopleOf(facts: EstateFacts): PeopleDirectory {
  const byHousehold = new Map<string, EstatePerson[]>();
  for (const household of facts.households) {
    const people: EstatePerson[] = [];
    const ownerName = household.ownerName?.trim() || UNNAMED_OWNER;
    const add = (name: string, isOwner: boolean) => {
      if (!isOwner && people.some((person) => sameName(person.name, name))) return;
      people.push({
        key: `${household.ownerId}:${normalName(name)}`,
        ownerId: household.ownerId,
        name,
        isOwner,
      });
    };
    add(ownerName, true);
    for (const name of holderNamesOf(facts, household.ownerId)) add(name, false);
    byHousehold.set(household.ownerId, people);
  }
  const find = (ownerId: string, name: string | null | undefined): EstatePerson | null => {
    const trimmed = name?.trim();
    if (!trimmed || namesTwoPeople(trimmed)) return null;
    return byHousehold.get(ownerId)?.find((person) => sameName(person.name, trimmed)) ?? null;
  };
  const ownerOf = (ownerId: string): EstatePerson => {
    const people = byHousehold.get(ownerId);
    if (people?.[0]) return people[0];
    // A record of a household the facts do not describe (tests building facts by hand).
    const person = { key: `${ownerId}:`, ownerId, name: UNNAMED_OWNER, isOwner: true };
    byHousehold.set(ownerId, [person]);
    return person;
  };
  return {
    get list() {
      return [...byHousehold.values()].flat();
    },
    find,
    holder: (ownerId, name) => {
      const person = find(ownerId, name);
      return person ? { person, known: true } : { person: ownerOf(ownerId), known: false };
    },
  };
}
