import { PERSON_ROLE_LABELS, type TPersonRole } from '@shared/estate/instrument-kinds';
import type { TInstrument } from '@shared/estate/estate-schemas';

type Person = Pick<TInstrument['people'][number], 'role' | 'rank' | 'name'>;

/** One part of a role's line: "Executor" and who, or "Alternate" and who. */
export type LineSegment = { label: string; names: string };
export type PeopleLine = { role: TPersonRole; segments: LineSegment[] };

/**
 * The people a document names, one line per role in the document's order, the one named first
 * and then the alternates in turn: "Executor: Ana Lopez · Alternate: Luis Lopez". Several
 * alternates are numbered; witnesses are all equal, so they are simply listed.
 */
export function peopleLines(
  roles: readonly TPersonRole[],
  people: readonly Person[],
): PeopleLine[] {
  return roles.flatMap((role): PeopleLine[] => {
    const named = people.filter((person) => person.role === role);
    if (named.length === 0) return [];
    const label = PERSON_ROLE_LABELS[role];
    if (role === 'witness')
      return [
        {
          role,
          segments: [{ label: named.length > 1 ? 'Witnesses' : label, names: namesOf(named) }],
        },
      ];
    const ranks = [...new Set(named.map((person) => person.rank))].sort((a, b) => a - b);
    const alternateRanks = ranks.filter((rank) => rank > 0);
    const segments: LineSegment[] = [];
    const first = named.filter((person) => person.rank === 0);
    if (first.length > 0) segments.push({ label, names: namesOf(first) });
    alternateRanks.forEach((rank, index) => {
      segments.push({
        label: alternateRanks.length > 1 ? `Alternate ${index + 1}` : 'Alternate',
        names: namesOf(named.filter((person) => person.rank === rank)),
      });
    });
    // Only alternates named: the line still says whose role it is.
    if (first.length === 0) segments.unshift({ label, names: 'not named yet' });
    return [{ role, segments }];
  });
}

function namesOf(people: readonly Person[]): string {
  return people.map((person) => person.name).join(', ');
}

/** The line as text ("Executor: Ana Lopez · Alternate: Luis Lopez"). */
export function lineText(line: PeopleLine): string {
  return line.segments.map(({ label, names }) => `${label}: ${names}`).join(' · ');
}
