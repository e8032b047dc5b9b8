import { formatCents } from '@shared/finance/money';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import type { TExpense } from '@shared/finance/expense-schemas';

/** "$120.00 per month" (spec §9 frequency labels). */
export function costLabel(expense: Pick<TExpense, 'costCents' | 'frequency'>): string {
  return `${formatCents(expense.costCents)} ${FREQUENCY_LABELS[expense.frequency]}`;
}

/** "Auto-pay (day 5)", "Auto-pay" without a day, or "Manual pay". */
export function paymentLabel(expense: Pick<TExpense, 'isAutoPay' | 'autoPayDate'>): string {
  if (!expense.isAutoPay) return 'Manual pay';
  return expense.autoPayDate ? `Auto-pay (day ${expense.autoPayDate})` : 'Auto-pay';
}

/** "$1,234.56/mo": a monthly-equivalent total (spec §9: costs as dollars per month). */
export function perMonthLabel(monthlyCents: number): string {
  return `${formatCents(monthlyCents)}/mo`;
}

/** "1 obligation", "5,000 obligations". */
export function obligationCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'obligation' : 'obligations'}`;
}
