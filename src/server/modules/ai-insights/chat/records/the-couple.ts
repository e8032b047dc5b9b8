import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { tokensOf } from '../text/normalize';

/** The first name of the reader's own household's owner, lower-case ("jordan"), or ''. */
export function ownerFirstName(snapshot: HouseholdSnapshot): string {
  return (
    tokensOf(snapshot.households.find((household) => household.isOwn)?.ownerName ?? '')[0] ?? ''
  );
}

/**
 * The first names of the reader's own household's adults: its owner, and the family members
 * connected to it who share the owner's last name (a spouse). Children and advisors are not.
 */
export function adultFirstNames(snapshot: HouseholdSnapshot): string[] {
  const own = snapshot.households.find((household) => household.isOwn);
  if (!own) return [];
  const owner = tokensOf(own.ownerName);
  const surname = owner[owner.length - 1];
  const partners = snapshot.people.filter((person) => {
    const name = tokensOf(person.name);
    return (
      person.ownerId === own.ownerId &&
      (person.role === 'guest' || person.role === 'viewer') &&
      name.length > 1 &&
      name[name.length - 1] === surname
    );
  });
  return [owner, ...partners.map((person) => tokensOf(person.name))].flatMap((name) =>
    name.length > 1 && name[0] ? [name[0]] : [],
  );
}

/** "Jordan and Alex", "Alex & Jordan": every adult named together, with what may sit between. */
function namedTogether(adults: readonly string[], between: string, after = '', flags = ''): RegExp {
  const names = adults.join('|');
  return new RegExp(`\\b(${names})${between}(and|&) (${names})${after}\\b`, flags);
}

/**
 * "Jordan and Alex's bills", "how much do Jordan and Alex have in savings?": every adult of the
 * household named together is the household, as "the Carters" is, not a filter to the records of
 * each (their two life policies, not the bills in their names). Given to `readQuestion`, which
 * leaves these words out of the names the question gives.
 */
export function coupleNamedIn(
  snapshot: HouseholdSnapshot,
): (plainText: string, tokens: readonly string[]) => readonly string[] {
  return (plainText, tokens) => {
    const adults = adultFirstNames(snapshot);
    if (adults.length < 2) return [];
    // "Alex and I", "me and Alex": the owner asking with the other adult.
    const owner = ownerFirstName(snapshot);
    const others = adults.filter((name) => name !== owner).join('|');
    const withMe = new RegExp(`\\b(${others}) (and|&) (i|me)\\b|\\b(i|me) (and|&) (${others})\\b`);
    if (owner && others && withMe.test(plainText)) return adults;
    if (!adults.every((name) => tokens.includes(name))) return [];
    return namedTogether(adults, '( \\w+)? ').test(plainText) ? adults : [];
  };
}

/**
 * The text with the household named as a whole said as "our": "Jordan and Alex's bills", "the
 * Carters' bills", "the Carter family's" are the household's, not the records in each name.
 */
export function withTheHouseholdAsOurs(text: string, snapshot: HouseholdSnapshot): string {
  const adults = adultFirstNames(snapshot);
  const own = snapshot.households.find((household) => household.isOwn);
  const surname = tokensOf(own?.ownerName ?? '').at(-1);
  let said =
    adults.length >= 2 ? text.replace(namedTogether(adults, ' ', "(['’]s)?", 'gi'), 'our') : text;
  if (surname)
    said = said.replace(
      new RegExp(`\\bthe ${surname}(s['’]?|s['’]s| family['’]?s?)(?=\\s|$)`, 'gi'),
      'our',
    );
  return said;
}
