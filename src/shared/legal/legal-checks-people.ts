import type { TLegalPerson } from './legal-answers';

/** The age the checks treat as adult: executors, agents and guardians-to-be must be 18. */
export const ADULT_AGE = 18;

export type TAdulthood = 'adult' | 'minor' | 'unknown';

/**
 * Adult on `today` when the 18th birthday is on or before it. Comparing ISO strings keeps a
 * Feb 29 birthday a minor on Feb 28 of a common year and an adult on Mar 1.
 */
export function adulthoodOn(dateOfBirth: string | null, today: string): TAdulthood {
  if (!dateOfBirth) return 'unknown';
  const year = Number(dateOfBirth.slice(0, 4)) + ADULT_AGE;
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4)}` <= today ? 'adult' : 'minor';
}

/** The date of birth decides; without it, the "is an adult" answer does. */
export function personAdulthood(person: TLegalPerson, today: string): TAdulthood {
  if (person.dateOfBirth) return adulthoodOn(person.dateOfBirth, today);
  if (person.isAdult === null) return 'unknown';
  return person.isAdult ? 'adult' : 'minor';
}

export function isNamed<T extends { name: string | null }>(
  person: T | null,
): person is T & { name: string } {
  return Boolean(person?.name);
}

/** Names compared as people type them: case and extra spaces do not make another person. */
export function sameName(a: string, b: string): boolean {
  return normalisedName(a) === normalisedName(b);
}

export function normalisedName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}
