import { formatCents } from '@shared/finance/money';
import type { ObligationForAnomalies, RuleFinding } from './anomaly-types';
import { groupBy } from './category-peers';

/** "Comcast ", "comcast" and "COMCAST  Inc" vs "Comcast Inc" are one vendor typed twice. */
export function normalizedVendor(vendor: string): string {
  return vendor.trim().replace(/\s+/g, ' ').toLowerCase();
}

function duplicateKey(obligation: ObligationForAnomalies): string {
  const category = obligation.category.trim().toLowerCase();
  return `${normalizedVendor(obligation.vendor)}|${obligation.costCents}|${category}`;
}

/**
 * Rule 4: obligations with the same vendor, cost and category. Every copy is reported, since
 * which one is the real bill is the household's call. `deviation` is the extra paid if all are
 * paid: 100 % for two copies, 200 % for three.
 */
export function findDuplicates(obligations: readonly ObligationForAnomalies[]): RuleFinding[] {
  return [...groupBy(obligations, duplicateKey).values()]
    .filter((copies) => copies.length > 1)
    .flatMap((copies) =>
      copies.map((obligation) => ({
        obligationId: obligation.id,
        rule: 'duplicate' as const,
        reason: `${copies.length} obligations for ${obligation.vendor.trim()} at ${formatCents(obligation.costCents)} in ${obligation.category}: possibly entered or paid twice`,
        deviation: (copies.length - 1) * 100,
      })),
    );
}
