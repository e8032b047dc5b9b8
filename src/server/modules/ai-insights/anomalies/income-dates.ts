import type { TRecurringFrequency } from '@shared/statements/statement-types';

const MS_PER_DAY = 86_400_000;

/** A household's pay as the anomaly rules read it (the `income_streams` table). */
export interface IncomeForAnomalies {
  ownerId: string;
  /** The payer as the statement printed it ("ACME PAYROLL"). */
  label: string;
  cadence: TRecurringFrequency;
  typicalAmountCents: number;
  /** ISO day of the last pay the statements showed. */
  lastPaidOn: string;
}

const DAYS_PER_PAY: Partial<Record<TRecurringFrequency, number>> = { weekly: 7, biweekly: 14 };
const MONTHS_PER_PAY: Partial<Record<TRecurringFrequency, number>> = {
  monthly: 1,
  quarterly: 3,
  'bi-annual': 6,
  yearly: 12,
};

/** An ISO day as a whole UTC day number (nextDueDate answers UTC midnights). */
export function utcDay(isoDay: string): number {
  return (
    Date.UTC(
      Number(isoDay.slice(0, 4)),
      Number(isoDay.slice(5, 7)) - 1,
      Number(isoDay.slice(8, 10)),
    ) / MS_PER_DAY
  );
}

/** The UTC day number as a Date at UTC midnight. */
export function dayDate(day: number): Date {
  return new Date(day * MS_PER_DAY);
}

/** The pay's `n`th date after its last one, keeping its day of the month (clamped at month end). */
function payDay(income: IncomeForAnomalies, n: number): number {
  const days = DAYS_PER_PAY[income.cadence];
  if (days) return utcDay(income.lastPaidOn) + n * days;
  const months = (MONTHS_PER_PAY[income.cadence] ?? 1) * n;
  const last = dayDate(utcDay(income.lastPaidOn));
  const year = last.getUTCFullYear();
  const month = last.getUTCMonth() + months;
  const lastOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(last.getUTCDate(), lastOfMonth)) / MS_PER_DAY;
}

/** Days between two pays of this cadence (a month is 30 days here: only a window is sized by it). */
export function payPeriodDays(cadence: TRecurringFrequency): number {
  return DAYS_PER_PAY[cadence] ?? (MONTHS_PER_PAY[cadence] ?? 1) * 30;
}

/** The first pay expected strictly after `day` (a UTC day number). */
export function nextPayAfter(income: IncomeForAnomalies, day: number): number {
  let n = 1;
  while (payDay(income, n) <= day) n += 1;
  return payDay(income, n);
}
