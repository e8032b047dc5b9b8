// How the detector did on a household: a detected bill is right when its charges are one true
// bill's (its descriptors name that merchant), with that bill's frequency, and shown as ended
// exactly when the bill ended. A second series for the same bill counts against precision.
import type { TRecurringSeries } from '../../src/shared/statements/statement-types';
import type { GeneratedTransaction, Household, TruthMerchant } from './household';

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
  /** The latest amount shown is the true bill's latest charge. */
  amountsRight: number;
  /** The next due day is one period after the true bill's last charge, within the cadence's slack. */
  nextDueRight: number;
};

/** Days a next due day may miss the true one: business-day shifts, wider for longer periods. */
const NEXT_DUE_SLACK_DAYS = 4;

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
  let amountsRight = 0;
  let nextDueRight = 0;
  const lastCharge = new Map<string, GeneratedTransaction>();
  for (const transaction of household.transactions) {
    const seen = lastCharge.get(transaction.merchantId);
    if (!seen || seen.postedOn <= transaction.postedOn)
      lastCharge.set(transaction.merchantId, transaction);
  }
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
    const last = lastCharge.get(truth.id);
    if (last && Math.abs(last.amountCents) === series.amountCents) amountsRight += 1;
    if (last && dueMatches(series, last.postedOn)) nextDueRight += 1;
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
    amountsRight,
    nextDueRight,
  };
}

const PERIOD_DAYS: Record<TRecurringSeries['frequency'], number> = {
  weekly: 7,
  biweekly: 14,
  monthly: 30.44,
  quarterly: 91.31,
  'bi-annual': 182.62,
  yearly: 365.25,
};

/** Whether the series' next due day is the true last charge plus one period, give or take. */
function dueMatches(series: TRecurringSeries, lastOn: string): boolean {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  const expected = day(lastOn) + PERIOD_DAYS[series.frequency];
  return Math.abs(day(series.nextDue) - expected) <= NEXT_DUE_SLACK_DAYS + 0.5;
}
