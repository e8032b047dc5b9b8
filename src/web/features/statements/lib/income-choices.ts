import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { TIncomeStreamInput } from '@shared/statements/income-api';

/** A pay series found, and whether the person keeps it as the household's income. */
export type IncomeChoice = { key: string; series: TDetectedSeries; keep: boolean };

/** Pay still coming in starts ticked; pay that stopped is listed unticked. */
export function incomeChoices(series: readonly TDetectedSeries[]): IncomeChoice[] {
  return series
    .filter((item) => item.kind === 'income')
    .map((item) => ({ key: item.key, series: item, keep: item.active }));
}

/** The middle of the pay's amounts: one bonus or short pay does not move what is "usual". */
function typicalCents(series: TDetectedSeries): number {
  const amounts = series.charges.map((charge) => charge.amountCents).sort((a, b) => a - b);
  if (amounts.length === 0) return series.amountCents;
  const middle = Math.floor(amounts.length / 2);
  const value =
    amounts.length % 2 === 1
      ? amounts[middle]
      : ((amounts[middle - 1] ?? 0) + (amounts[middle] ?? 0)) / 2;
  return Math.round(value ?? series.amountCents);
}

/** What PUT /api/statements/income keeps of a ticked pay series. */
export function incomeInput(series: TDetectedSeries): TIncomeStreamInput {
  return {
    label: series.vendor,
    cadence: series.frequency,
    typicalAmountCents: typicalCents(series),
    lastPaidOn: series.lastSeen,
  };
}
