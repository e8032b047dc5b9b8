import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { SnapshotAdvisor } from '../../snapshot/household-snapshot';
import { tokensOf } from '../text/normalize';

/** Words a firm's name carries that say nothing of which firm it is. */
const FIRM_SUFFIXES: ReadonlySet<string> = new Set(
  'pllc llc llp lp pc pa inc co corp company group cpas cpa the and of'.split(' '),
);

/**
 * A place written in the records ("a copy with Hughes Law") with the advisor whose firm it names:
 * "a copy with Hughes Law (Dana Hughes, your attorney)". Unchanged when it names no firm.
 */
export function withAdvisorsNamed(place: string, advisors: readonly SnapshotAdvisor[]): string {
  const said = new Set(tokensOf(place));
  const named = advisors.filter((advisor) => {
    const firm = tokensOf(advisor.firm ?? '').filter((word) => !FIRM_SUFFIXES.has(word));
    return (
      firm.length > 0 &&
      firm.every((word) => said.has(word)) &&
      !said.has(tokensOf(advisor.name)[0] ?? '')
    );
  });
  if (named.length === 0) return place;
  const who = named.map(
    (advisor) =>
      `${advisor.name}, your ${(ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role).toLowerCase()}, is at ${advisor.firm}`,
  );
  return `${place.replace(/[.\s]+$/, '')} (${who.join('; ')})`;
}
