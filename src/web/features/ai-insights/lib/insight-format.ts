import { formatCents } from '@shared/finance/money';

/** Spec §3 gives some figures in dollars only (portfolio value, prices, averages): shown as cents are. */
export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}

/** A percent change with its sign as text (`+23.5%`, `-12.0%`, `0.0%`), never by colour alone. */
export function formatSignedPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}

/** A share of a whole, already in percent (spec §9: 1 decimal): `62.5` → `62.5%`. */
export function formatShare(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

const MONTH_LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const MONTH_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

function monthDate(month: string): Date | null {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return null;
  return new Date(year, monthNumber - 1, 1);
}

/** The forecast's `YYYY-MM` as people say it: `2026-07` → `July 2026`. */
export function monthLong(month: string): string {
  const date = monthDate(month);
  return date ? MONTH_LONG.format(date) : month;
}

/** `2026-07` → `Jul 2026`, for the chart's axis. */
export function monthShort(month: string): string {
  const date = monthDate(month);
  return date ? MONTH_SHORT.format(date) : month;
}
