import { median, medianAbsoluteDeviation } from 'simple-statistics';
import { formatCents } from '@shared/finance/money';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { groupBy, monthlyCents, peerGroupKey } from './category-peers';
import { percentChange } from './percent';

/** Iglewicz–Hoaglin (research §2): the modified z-score needs about 5 values to mean anything. */
const MIN_PEERS_FOR_Z = 5;
const Z_CONSTANT = 0.6745;
const Z_LIMIT = 3.5;
/** Below 5 values (or when most are equal, MAD 0): more than twice or under half the median. */
const HIGH_RATIO = 2;
const LOW_RATIO = 0.5;

/**
 * Rule 2: obligations whose monthly-equivalent cost stands out from their peers (peerGroupKey:
 * same category, same subcategory for home, same kind for insurance, none for Other).
 * Obligations at $0 are left out: the app's default cost means "not entered yet", not a free bill.
 */
export function findCategoryOutliers(
  obligations: readonly ObligationForAnomalies[],
): RuleFinding[] {
  const compared = obligations.filter(
    (obligation) => obligation.costCents > 0 && peerGroupKey(obligation) !== null,
  );
  return [...groupBy(compared, (obligation) => peerGroupKey(obligation) ?? '').values()].flatMap(
    outliersAmongPeers,
  );
}

function outliersAmongPeers(peers: ObligationForAnomalies[]): RuleFinding[] {
  if (peers.length < 3) return []; // with 2 values neither can be twice their median
  const values = peers.map(monthlyCents);
  const middle = median(values);
  const spread = medianAbsoluteDeviation(values);
  const useZ = peers.length >= MIN_PEERS_FOR_Z && spread > 0;
  const findings: RuleFinding[] = [];
  peers.forEach((obligation, index) => {
    const value = values[index] ?? 0;
    if (useZ) {
      const z = (Z_CONSTANT * (value - middle)) / spread;
      if (Math.abs(z) <= Z_LIMIT) return;
      findings.push({
        obligationId: obligation.id,
        rule: 'category_outlier',
        reason: `${z > 0 ? 'Unusually high' : 'Unusually low'}: ${comparison(value, middle, obligation)} (robust z-score ${z.toFixed(1)})`,
        deviation: percentChange(value, middle),
      });
      return;
    }
    const ratio = value / middle;
    if (ratio <= HIGH_RATIO && ratio >= LOW_RATIO) return;
    findings.push({
      obligationId: obligation.id,
      rule: 'category_outlier',
      reason: `${ratio > 1 ? `${ratio.toFixed(1)}× the usual` : `Under half the usual`}: ${comparison(value, middle, obligation)}`,
      deviation: percentChange(value, middle),
    });
  });
  return findings;
}

/** Written only for a finding: at 5,000 obligations formatting every peer's was most of the rule. */
function comparison(value: number, middle: number, obligation: ObligationForAnomalies): string {
  return `${formatCents(value)} a month against a median of ${formatCents(middle)} for ${groupLabel(obligation)}`;
}

function groupLabel(obligation: ObligationForAnomalies): string {
  const key = peerGroupKey(obligation) ?? obligation.category;
  const [group, kind] = key.split('/');
  if (group === 'home' && kind) return `home ${kind.toLowerCase()}`;
  return kind ? `${kind} ${group}` : key;
}
