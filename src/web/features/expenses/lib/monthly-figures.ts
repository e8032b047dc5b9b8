import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { TExpense } from '@shared/finance/expense-schemas';

const MONTHS_PER_YEAR = 12;

/** What the Total Monthly Expenses card says besides the total (all cents unrounded). */
export type MonthlyFigures = {
  /** The monthly total over a year. */
  yearlyCents: number;
  /** Paid by auto-pay: the monthly amount and how many obligations. */
  autoPay: { monthlyCents: number; count: number };
  /** The obligation that costs the most a month, if any costs anything. */
  largest: { vendor: string; monthlyCents: number } | null;
};

type ExpenseCost = Pick<TExpense, 'vendor' | 'costCents' | 'frequency' | 'isAutoPay'>;

/** One pass over the list: the year's cost, how much pays itself, and the biggest bill. */
export function monthlyFigures(
  expenses: readonly ExpenseCost[],
  totalMonthlyCents: number,
): MonthlyFigures {
  const autoPay = { monthlyCents: 0, count: 0 };
  let largest: MonthlyFigures['largest'] = null;
  for (const expense of expenses) {
    const monthlyCents = monthlyEquivalentCents(expense.costCents, expense.frequency);
    if (expense.isAutoPay) {
      autoPay.monthlyCents += monthlyCents;
      autoPay.count += 1;
    }
    if (monthlyCents > 0 && (!largest || monthlyCents > largest.monthlyCents))
      largest = { vendor: expense.vendor, monthlyCents };
  }
  return { yearlyCents: totalMonthlyCents * MONTHS_PER_YEAR, autoPay, largest };
}
