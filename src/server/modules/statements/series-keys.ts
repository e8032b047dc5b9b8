import { createHash } from 'node:crypto';
import type { TRecurringSeries } from '@shared/statements/statement-types';

/**
 * A key for each series, the same for the same series in another import of the same statements
 * (the account, the merchant, the kind, the cadence and the amount or its band), so the review can
 * key its rows and keep a person's choices. Two series alike in all of that get a counter.
 */
export function seriesKeys(series: readonly TRecurringSeries[]): string[] {
  const seen = new Map<string, number>();
  return series.map((each) => {
    const amount = each.amountRange
      ? `${each.amountRange.minCents}-${each.amountRange.maxCents}`
      : String(each.amountCents);
    const identity = [each.account, each.vendor, each.kind, each.frequency, amount].join('\n');
    const key = createHash('sha256').update(identity).digest('hex').slice(0, 16);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}-${count}`;
  });
}
