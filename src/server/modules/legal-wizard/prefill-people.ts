import type { TEstatePerson } from '@shared/estate/estate-schemas';
import type { TPersonRole } from '@shared/estate/instrument-kinds';
import type { TLegalPerson } from '@shared/legal/legal-answers';
import { sameName } from '@shared/legal/legal-checks-people';
import { LEGAL_DOC_CARDS, type TLegalDocKind } from '@shared/legal/legal-kinds';

/** An estate plan card as the prefill reads it. */
export type PlanCard = { id: string; kind: string; principalName: string; people: TEstatePerson[] };

/** Someone with an account in the household: the owner and the family connected to it. */
export type HouseholdMember = { id: string; name: string; email: string | null };

/** Whose document it is: their name, and the accounts that are theirs (family member ids). */
export type PrefillPrincipal = { name: string; ids: ReadonlySet<string> };

/**
 * A relationship that is exactly one of `words`, maybe after "my" or `before`, maybe with a note in
 * brackets ("Wife (married 1998)"); never one that names someone else's relation ("husband's
 * sister"), an in-law ("son-in-law") or a former or late one ("ex-wife", "former husband").
 */
function relationshipIs(words: string, before = ''): (relationship: string | null) => boolean {
  const pattern = new RegExp(`^(?:my\\s+)?${before}(?:${words})\\s*(?:\\([^()]*\\))?$`, 'i');
  return (relationship) =>
    !!relationship &&
    pattern.test(relationship.trim()) &&
    !/\b(?:ex|former|divorced|late|deceased|estranged)\b|in[\s-]*law|['’]s\b/i.test(relationship);
}

/** The card's principal's spouse. */
export const isSpouseRelationship = relationshipIs('spouse|wife|husband');
/** The card's principal's child, stepchild included. */
export const isChildRelationship = relationshipIs(
  'son|daughter|child|step-?son|step-?daughter|step-?child',
  '(?:(?:adopted|adult|minor|eldest|oldest|youngest)\\s+)?',
);

/** The person is the principal: by name (as typed), or by the family member a card links. */
export function isPrincipal(
  principal: PrefillPrincipal,
  person: { name: string | null; source?: string; refId?: string | null },
): boolean {
  if (person.name && sameName(person.name, principal.name)) return true;
  return person.source === 'family' && !!person.refId && principal.ids.has(person.refId);
}

/**
 * A person named on a card, as the interview records them. Family members and advisors keep
 * their reference; someone typed on the card points at that card. A card's relationship is to
 * the card's principal: it is kept only from the principal's own cards (`ownCard`), else left
 * for the interview to ask (the spouse's "Brother" is the principal's brother-in-law).
 */
function fromEstate(person: TEstatePerson, cardId: string, ownCard: boolean): TLegalPerson {
  const typed = person.source === 'other';
  return {
    name: person.name,
    relationship: ownCard ? person.relationship : null,
    dateOfBirth: null,
    isAdult: null,
    address: null,
    phone: person.phone,
    email: person.email,
    source: typed ? 'estate' : person.source,
    refId: typed ? cardId : person.refId,
  };
}

/** Someone known only by name: the household member of that name, else a name typed. */
function byName(name: string, relationship: string, members: readonly HouseholdMember[]) {
  const member = members.find((each) => sameName(each.name, name));
  return {
    name,
    relationship,
    dateOfBirth: null,
    isAdult: null,
    address: null,
    phone: null,
    email: member?.email ?? null,
    source: member ? ('family' as const) : ('other' as const),
    refId: member?.id ?? null,
  } satisfies TLegalPerson;
}

/**
 * The cards' people in the roles asked, the cards of this document first and, within a card, by
 * rank (0 = named first, 1 = the alternate); each person once. `swap` rewrites a person (the
 * mirrored spouse) or drops them (null).
 */
type Swap = (person: TEstatePerson, card: PlanCard) => TLegalPerson | null;

function inRoles(
  cards: readonly PlanCard[],
  kind: TLegalDocKind,
  roles: readonly TPersonRole[],
  swap: Swap,
): TLegalPerson[] {
  const own = new Set<string>(LEGAL_DOC_CARDS[kind]);
  const ordered = [...cards].sort((a, b) => Number(own.has(b.kind)) - Number(own.has(a.kind)));
  const found: TLegalPerson[] = [];
  for (const card of ordered)
    for (const person of [...card.people].sort((a, b) => a.rank - b.rank)) {
      if (!roles.includes(person.role)) continue;
      const named = swap(person, card);
      if (named?.name && !found.some((each) => sameName(each.name ?? '', named.name ?? '')))
        found.push(named);
    }
  return found;
}

/** The cards' people whose relationship (to the card's principal) matches, once each. */
function related(
  cards: readonly PlanCard[],
  matches: (relationship: string | null) => boolean,
): { person: TEstatePerson; card: PlanCard }[] {
  const found: { person: TEstatePerson; card: PlanCard }[] = [];
  for (const card of cards)
    for (const person of card.people)
      if (
        matches(person.relationship) &&
        !found.some((each) => sameName(each.person.name, person.name))
      )
        found.push({ person, card });
  return found;
}

/**
 * Issue 37: the estate plan seen from the principal's side. Relationships are read only from the
 * cards whose principal is this person (a relationship on a card is the card's principal's): the
 * spouse is the one the principal's own cards name, else the person whose cards name the
 * principal as their spouse; the children are those of the principal's own cards, and those of
 * the spouse's cards who are named on the principal's own as well (the spouse's children from
 * another marriage are not the principal's). A principal with neither own nor spouse's cards
 * reads the household's cards for its roles only. People taken from cards that are not the
 * principal's own carry no relationship: the interview asks it. The principal is never anyone's
 * spouse, child, executor, guardian or agent here; on the spouse's cards the principal's place is
 * the spouse's ("my spouse as executor" for one is the other as executor for the other).
 */
export function planFor(
  cards: readonly PlanCard[],
  members: readonly HouseholdMember[],
  principal: PrefillPrincipal,
) {
  const own = cards.filter((card) => sameName(card.principalName, principal.name));
  const others = cards.filter((card) => !own.includes(card));
  const notPrincipal = ({ person }: { person: TEstatePerson }) => !isPrincipal(principal, person);

  const ownSpouse = related(own, isSpouseRelationship).find(notPrincipal);
  const namingMe = others.find((card) =>
    card.people.some(
      (person) => isSpouseRelationship(person.relationship) && isPrincipal(principal, person),
    ),
  );
  const spouseCards = ownSpouse
    ? others.filter((card) => sameName(card.principalName, ownSpouse.person.name))
    : others.filter((card) => namingMe && sameName(card.principalName, namingMe.principalName));
  const household = own.length === 0 && spouseCards.length === 0 ? others : [];

  const spouse: TLegalPerson | null = ownSpouse
    ? fromEstate(ownSpouse.person, ownSpouse.card.id, true)
    : namingMe
      ? byName(namingMe.principalName, 'Spouse', members)
      : null;
  const isSpouse = (person: TEstatePerson) =>
    !!spouse?.name &&
    (sameName(person.name, spouse.name) ||
      (person.source === 'family' && !!person.refId && person.refId === spouse.refId));

  const onOwnCards = (person: TEstatePerson) =>
    own.some((card) => card.people.some((each) => sameName(each.name, person.name)));
  const children = [
    ...related(own, isChildRelationship),
    ...related(spouseCards, isChildRelationship).filter(({ person }) => onOwnCards(person)),
  ]
    .filter(notPrincipal)
    .filter(({ person }) => !isSpouse(person))
    .map(({ person }) => person.name)
    .filter((name, index, names) => names.findIndex((each) => sameName(each, name)) === index);

  /** Nobody on a card in their own role, nor the principal in one of theirs. */
  const keep = (ownCards: boolean) => (person: TEstatePerson, card: PlanCard) =>
    isPrincipal(principal, person) || sameName(person.name, card.principalName)
      ? null
      : fromEstate(person, card.id, ownCards);
  /** On the spouse's cards, the principal's place is the spouse's. */
  const mirror = (person: TEstatePerson, card: PlanCard) => {
    if (sameName(person.name, card.principalName)) return null;
    if (!isPrincipal(principal, person)) return fromEstate(person, card.id, false);
    return spouse ? { ...spouse, relationship: spouse.relationship ?? 'Spouse' } : null;
  };

  return {
    spouse,
    /** The children's names, as the cards give them (no date of birth is recorded there). */
    children,
    /**
     * The people for a document's roles: from the principal's own cards, else the spouse's
     * mirrored, else the household's; never the principal.
     */
    named(kind: TLegalDocKind, roles: readonly TPersonRole[]): TLegalPerson[] {
      const sources: [readonly PlanCard[], Swap][] = [
        [own, keep(true)],
        [spouseCards, mirror],
        [household, keep(false)],
      ];
      for (const [from, swap] of sources) {
        const found = inRoles(from, kind, roles, swap).filter(
          (person) => !isPrincipal(principal, person),
        );
        if (found.length > 0) return found;
      }
      return [];
    },
  };
}
