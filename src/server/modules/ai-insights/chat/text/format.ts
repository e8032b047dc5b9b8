import { formatCents } from '@shared/finance/money';
import { frequencySuffix } from '@shared/finance/frequency';

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-05" → "Mar 5, 2026", the app's own day style. */
export function formatDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** "2026-03-05" → "March 2026". */
export function formatMonth(isoDay: string): string {
  return MONTH.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** "$142.00/mo", "$2,100.00/yr". */
export function costText(costCents: number, frequency: string): string {
  return `${formatCents(costCents)}${frequencySuffix(frequency)}`;
}

/** "1 obligation", "3 obligations". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A rate in thousandths of a percent → "6.125%". */
export function rateText(thousandths: number): string {
  return `${Number((thousandths / 1000).toFixed(3))}%`;
}

/** Upper-cases the first letter. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
