import type { TEstatePerson } from '@shared/estate/estate-schemas';
import { PERSON_ROLE_LABELS } from '@shared/estate/instrument-kinds';

const ALTERNATES = ['', 'first alternate ', 'second alternate ', 'third alternate '];

/**
 * "executor", "first alternate health-care agent": a person's role in one document, said the
 * same wherever the chat names it (an alternate is never said as the one named first).
 */
export function roleText(person: Pick<TEstatePerson, 'rank' | 'role'>): string {
  const alternate = ALTERNATES[person.rank] ?? `alternate no. ${person.rank} `;
  return `${alternate}${PERSON_ROLE_LABELS[person.role].toLowerCase()}`;
}
