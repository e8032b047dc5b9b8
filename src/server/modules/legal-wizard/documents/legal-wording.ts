import { formatCents } from '@shared/finance/money';
import type { TLegalPerson, TPrincipal } from '@shared/legal/legal-answers';
import { longDate } from '../../binder/binder-content';

/**
 * Small wording helpers the clause templates share. A document is produced only once the checks
 * pass, but a field the checks do not require may still be empty: it prints as a blank line to
 * fill in by hand, never as "null" or a made-up value.
 */

export const BLANK = '____________________';

export function orBlank(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : BLANK;
}

/** "November 26, 2026". */
export function day(isoDay: string): string {
  return longDate(isoDay.slice(0, 10));
}

export function dollars(amount: number): string {
  return formatCents(amount * 100);
}

/** Louisiana's counties are parishes. */
export function countyWord(state: { code: string }): 'county' | 'parish' {
  return state.code === 'LA' ? 'parish' : 'county';
}

/** "Travis County"; Louisiana's counties are parishes. A name already saying so is kept. */
export function countyName(county: string | null, state: { code: string }): string | null {
  if (!county?.trim()) return null;
  if (/\b(county|parish|borough|city)\b/i.test(county)) return county.trim();
  return `${county.trim()} ${countyWord(state) === 'parish' ? 'Parish' : 'County'}`;
}

/** "12 Maple Street, Austin, Travis County, Texas": whatever parts are known. */
export function principalAddress(
  principal: TPrincipal,
  state: { code: string; name: string },
): string {
  return [principal.address, principal.city, countyName(principal.county, state), state.name]
    .filter(Boolean)
    .join(', ');
}

/**
 * "Ana Carter (Sister), 12 Maple Street, Austin TX, phone 555-0111". Each part prints as the user
 * wrote it, only trimmed: a relationship is theirs to capitalise ("Sister of Alex", "sister").
 */
export function personLine(person: TLegalPerson | null): string {
  const name = person?.name?.trim();
  if (!person || !name) return BLANK;
  const written = (value: string | null) => value?.trim() || null;
  const relationship = written(person.relationship);
  const phone = written(person.phone);
  const email = written(person.email);
  const contact = [
    written(person.address),
    phone ? `phone ${phone}` : null,
    email ? `email ${email}` : null,
  ].filter(Boolean);
  return `${name}${relationship ? ` (${relationship})` : ''}${contact.length ? `, ${contact.join(', ')}` : ''}`;
}

/** "Ana, Luis and Mia". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Article 3. Guardian", numbered in the order the articles are added. */
export class ArticleNumbers {
  private next = 1;
  title(text: string): string {
    return `Article ${this.next++}. ${text}`;
  }
}
