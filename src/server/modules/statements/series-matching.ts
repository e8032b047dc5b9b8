import type { TMatchedObligation } from '@shared/bills/bill-schemas';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { TRecurringSeries } from '@shared/statements/statement-types';
import { chooseMatch, vendorsAgree, type MatchCandidate } from '../bills/obligation-match';
import { obligationTerms, sameTerms } from '@shared/statements/obligation-terms';

/** One of the household's obligations, as a series is compared with it. */
export type ObligationCandidate = MatchCandidate & { frequency: string };

export type SeriesProposal = Pick<TDetectedSeries, 'match' | 'proposal'>;

const NEW_SERIES: SeriesProposal = { match: null, proposal: 'add' };

/**
 * A statement says no account number or service address of the vendor's: its vendor alone ties a
 * series to an obligation (chooseMatch's last rule, the same vendor written alike). Failing that,
 * the one obligation whose vendor shares a distinctive word with it ("Spotify" and "Spotify
 * Premium"); none when several do, since a wrong "update" would overwrite another bill.
 */
function matchOf(
  series: TRecurringSeries,
  candidates: readonly ObligationCandidate[],
): TMatchedObligation | null {
  const bill = { vendor: series.vendor, accountNumber: null, serviceAddress: null, savedTo: null };
  const exact = chooseMatch(bill, candidates);
  if (exact) return exact;
  const alike = candidates.filter((row) => vendorsAgree(series.vendor, row.vendor));
  const [only] = alike;
  if (!only || alike.length > 1) return null;
  // Asked as the obligation's own vendor, chooseMatch answers it as matched by vendor.
  return chooseMatch({ ...bill, vendor: only.vendor }, [only]);
}

/**
 * What saving each series would do in the household (in the order given): each obligation is
 * matched to one series at most. Series already saved as found (same amount and frequency) are
 * matched first and proposed `unchanged`, so a second import of the same statements proposes
 * nothing new and a vendor's other series (a $2.99 storage plan beside a $9.99 one) is not taken
 * for it; then the rest, `update` where a match differs and `add` where none is found. Income and
 * transfers are never obligations: always `add`, unmatched (the review does not save them).
 */
export function proposeForSeries(
  series: readonly TRecurringSeries[],
  obligations: readonly ObligationCandidate[],
): SeriesProposal[] {
  const proposals: (SeriesProposal | null)[] = series.map((each) =>
    each.kind === 'bill' ? null : NEW_SERIES,
  );
  const claimed = new Set<string>();
  const unclaimed = (also: (row: ObligationCandidate) => boolean = () => true) =>
    obligations.filter((row) => !claimed.has(row.id) && also(row));

  series.forEach((each, index) => {
    if (proposals[index]) return;
    const terms = obligationTerms(each);
    const match = matchOf(
      each,
      unclaimed((row) => sameTerms(terms, row)),
    );
    if (!match) return;
    claimed.add(match.id);
    proposals[index] = { match, proposal: 'unchanged' };
  });
  series.forEach((each, index) => {
    if (proposals[index]) return;
    const match = matchOf(each, unclaimed());
    if (!match) {
      proposals[index] = NEW_SERIES;
      return;
    }
    claimed.add(match.id);
    const row = obligations.find((candidate) => candidate.id === match.id);
    const unchanged = row !== undefined && sameTerms(obligationTerms(each), row);
    proposals[index] = { match, proposal: unchanged ? 'unchanged' : 'update' };
  });
  return proposals.map((proposal) => proposal ?? NEW_SERIES);
}
