import type { EstateFacts } from './estate-facts';

/**
 * Whether a household's owner is married, and who the records say the spouse (or a former
 * spouse) is. Nothing records marriage as such: the estate plan's life events (marriage, divorce)
 * and the relationship typed beside each person a card or a beneficiary designation names are
 * what the records hold. Used by the estate plan's checks and by the after-death plan.
 */

const NOTE = String.raw`\s*(?:\([^()]*\))?`;
const SPOUSE_WORDS = 'spouse|wife|husband';

/** A former, late or estranged relation, an in-law, or someone else's ("husband's sister"). */
export const NOT_A_CURRENT_OWN_RELATION =
  /\b(?:ex|former|divorced|late|deceased|estranged)\b|in[\s-]*law|['’]s\b/i;

/**
 * "Spouse", "my wife", "Husband (married 1998)"; never an in-law, someone else's relation
 * ("husband's sister") or a former or late one.
 */
export function isSpouseRelationship(relationship: string | null): boolean {
  if (!relationship) return false;
  const text = relationship.trim();
  return (
    new RegExp(`^(?:my\\s+)?(?:${SPOUSE_WORDS})${NOTE}$`, 'i').test(text) &&
    !NOT_A_CURRENT_OWN_RELATION.test(text)
  );
}

/** "Ex-wife", "former husband", "ex spouse", "Ex", "divorced spouse (2019)". */
export function isFormerSpouseRelationship(relationship: string | null): boolean {
  if (!relationship) return false;
  return new RegExp(
    `^(?:my\\s+)?(?:ex|former|divorced)(?:[\\s-]+(?:${SPOUSE_WORDS}|partner))?${NOTE}$`,
    'i',
  ).test(relationship.trim());
}

export function plainName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** Someone a household's records name, with the relationship typed beside them. */
export type NamedPerson = { name: string; relationship: string | null };

/** Everyone the household's cards and beneficiary designations name, with a relationship. */
export function namedPeople(facts: EstateFacts, ownerId: string): NamedPerson[] {
  return [
    ...facts.instruments
      .filter((instrument) => instrument.ownerId === ownerId)
      .flatMap((instrument) => instrument.people),
    ...facts.investments
      .filter((account) => account.ownerId === ownerId)
      .flatMap((account) => account.beneficiaries),
    ...facts.policies
      .filter((policy) => policy.ownerId === ownerId)
      .flatMap((policy) => policy.beneficiaries),
  ].map(({ name, relationship }) => ({ name, relationship }));
}

export type MaritalStatus = {
  married: boolean;
  /** The last divorce recorded, when no marriage is recorded after it. */
  divorcedOn: string | null;
  /** Names the records call the spouse (plain, lower case). */
  spouseNames: ReadonlySet<string>;
  /** Names the records call a former spouse, and after a divorce those still called spouse. */
  formerSpouseNames: ReadonlySet<string>;
};

function latest(facts: EstateFacts, ownerId: string, kind: 'marriage' | 'divorce') {
  return (
    facts.lifeEvents
      .filter((event) => event.ownerId === ownerId && event.kind === kind)
      .map((event) => event.occurredOn)
      .sort()
      .at(-1) ?? null
  );
}

/**
 * The owner is married when the last marriage recorded came after the last divorce, or, with
 * neither recorded, when a card or designation names someone as spouse. After a divorce with no
 * marriage since, whoever the records still call spouse was named before it: a former spouse.
 */
export function maritalStatusOf(facts: EstateFacts, ownerId: string): MaritalStatus {
  const people = namedPeople(facts, ownerId);
  const calledSpouse = new Set(
    people
      .filter((each) => isSpouseRelationship(each.relationship))
      .map((each) => plainName(each.name)),
  );
  const calledFormer = new Set(
    people
      .filter((each) => isFormerSpouseRelationship(each.relationship))
      .map((each) => plainName(each.name)),
  );
  const marriedOn = latest(facts, ownerId, 'marriage');
  const lastDivorce = latest(facts, ownerId, 'divorce');
  const divorcedOn = lastDivorce && (!marriedOn || lastDivorce >= marriedOn) ? lastDivorce : null;
  if (divorcedOn)
    return {
      married: false,
      divorcedOn,
      spouseNames: new Set(),
      formerSpouseNames: new Set([...calledFormer, ...calledSpouse]),
    };
  const spouseNames = new Set([...calledSpouse].filter((name) => !calledFormer.has(name)));
  return {
    married: marriedOn !== null || spouseNames.size > 0,
    divorcedOn: null,
    spouseNames,
    formerSpouseNames: calledFormer,
  };
}
