// How the detector did on a household: a detected bill is right when its charges are one true
// bill's (its descriptors name that merchant), with that bill's frequency, and shown as ended
// exactly when the bill ended. A second series for the same bill counts against precision.
import type { TRecurringSeries } from '../../src/shared/statements/statement-types';
import type { Household, TruthMerchant } from './household';

export type HouseholdScore = {
  truthBills: TruthMerchant[];
  detectedBills: number;
  matched: TruthMerchant[];
  misses: TruthMerchant[];
  falsePositives: { series: TRecurringSeries; truth: TruthMerchant | null; why: string }[];
  categoriesRight: number;
  income: { truth: number; found: number };
  transfers: { truth: number; found: number };
  vendorsAsNamed: number;
};

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

export function scoreHousehold(
  household: Household,
  found: readonly TRecurringSeries[],
): HouseholdScore {
  const merchantOf = new Map<string, string>();
  for (const transaction of household.transactions)
    merchantOf.set(spaced(transaction.description), transaction.merchantId);
  const byId = new Map(household.merchants.map((merchant) => [merchant.id, merchant]));
  const truthOf = (series: TRecurringSeries): TruthMerchant | null => {
    const counts = new Map<string, number>();
    for (const descriptor of series.descriptors) {
      const id = merchantOf.get(spaced(descriptor));
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    return best ? (byId.get(best[0]) ?? null) : null;
  };

  const truthBills = household.merchants.filter((merchant) => merchant.kind === 'bill');
  const matched = new Set<TruthMerchant>();
  const falsePositives: HouseholdScore['falsePositives'] = [];
  let categoriesRight = 0;
  let vendorsAsNamed = 0;
  const incomeFound = new Set<TruthMerchant>();
  const transfersFound = new Set<TruthMerchant>();
  for (const series of found) {
    const truth = truthOf(series);
    if (series.kind === 'income' && truth?.kind === 'income') incomeFound.add(truth);
    if (series.kind === 'transfer' && truth?.kind === 'transfer') transfersFound.add(truth);
    if (series.kind !== 'bill') continue;
    const why = !truth
      ? 'descriptors of no known merchant'
      : truth.kind !== 'bill'
        ? `${truth.kind}, not a bill`
        : truth.frequency !== series.frequency
          ? `${series.frequency}, truly ${truth.frequency}`
          : truth.active !== series.active
            ? series.active
              ? 'shown as running, truly ended'
              : 'shown as ended, truly running'
            : matched.has(truth)
              ? 'a second series for the same bill'
              : null;
    if (why || !truth) {
      falsePositives.push({ series, truth, why: why ?? '' });
      continue;
    }
    matched.add(truth);
    if (truth.category === series.category) categoriesRight += 1;
    if (series.vendor.toLowerCase() === truth.name.toLowerCase()) vendorsAsNamed += 1;
  }
  return {
    truthBills,
    detectedBills: found.filter((series) => series.kind === 'bill').length,
    matched: [...matched],
    misses: truthBills.filter((merchant) => !matched.has(merchant)),
    falsePositives,
    categoriesRight,
    income: {
      truth: household.merchants.filter((merchant) => merchant.kind === 'income').length,
      found: incomeFound.size,
    },
    transfers: {
      truth: household.merchants.filter((merchant) => merchant.kind === 'transfer').length,
      found: transfersFound.size,
    },
    vendorsAsNamed,
  };
}
