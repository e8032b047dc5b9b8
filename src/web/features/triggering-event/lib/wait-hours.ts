import { DEFAULT_WAIT_HOURS } from '@shared/triggering-event/event-schemas';

const HOURS_PER_DAY = 24;

/** The waiting periods offered in the list; any other whole number of hours is "Other". */
export const WAIT_PRESETS = [3, 12, 24, 72, DEFAULT_WAIT_HOURS, 336, 720] as const;

function count(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** A waiting period in words: "3 hours", "7 days", "1 day and 12 hours". */
export function waitInWords(hours: number): string {
  const days = Math.floor(hours / HOURS_PER_DAY);
  const rest = hours % HOURS_PER_DAY;
  if (days === 0) return count(rest, 'hour');
  if (rest === 0) return count(days, 'day');
  return `${count(days, 'day')} and ${count(rest, 'hour')}`;
}

/** A number of hours as the days and hours the "Other" inputs hold. */
export function splitWait(hours: number): { days: number; hours: number } {
  return { days: Math.floor(hours / HOURS_PER_DAY), hours: hours % HOURS_PER_DAY };
}

export function joinWait(days: number, hours: number): number {
  return days * HOURS_PER_DAY + hours;
}
