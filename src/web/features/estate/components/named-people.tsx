import { ROLES_BY_KIND, PERSON_ROLE_LABELS } from '@shared/estate/instrument-kinds';
import type { TInstrument } from '@shared/estate/estate-schemas';
import { peopleLines } from '../lib/people-lines';

/**
 * The people a document names, one line per role with the alternates after the one named first.
 * The role the document cannot do without says so when nobody is named in it.
 */
export function NamedPeople({ instrument }: { instrument: TInstrument }) {
  const roles = ROLES_BY_KIND[instrument.kind];
  const lines = peopleLines(roles, instrument.people);
  const essential = roles[0];
  const missing = essential && !lines.some((line) => line.role === essential);
  if (lines.length === 0 && !missing) return null;
  return (
    <ul aria-label="People named" className="grid gap-1 text-sm">
      {missing && (
        <li className="text-muted-foreground">
          <span className="font-medium text-foreground">{PERSON_ROLE_LABELS[essential]}:</span> not
          named yet
        </li>
      )}
      {lines.map((line) => (
        <li key={line.role}>
          {line.segments.map((segment, index) => (
            <span key={segment.label}>
              {index > 0 && ' · '}
              <span className="font-medium">{segment.label}:</span> {segment.names}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
