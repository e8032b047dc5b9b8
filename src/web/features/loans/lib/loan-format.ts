const RATE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** 6.125 → "6.125%", 6 → "6%": a rate shows as precisely as it was entered. */
export function formatRate(percent: number): string {
  return `${RATE.format(percent)}%`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A number of months in words: 360 → "30 years", 81 → "6 years 9 months", 5 → "5 months". */
export function formatDuration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years > 0 && plural(years, 'year'), (rest > 0 || years === 0) && plural(rest, 'month')]
    .filter(Boolean)
    .join(' ');
}

/** A calendar date ("2024-03-01" → "Mar 1, 2024"), read as a day, not a moment in a time zone. */
export function formatDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A payoff month: "March 2056". */
export function formatMonth(date: Date): string {
  return MONTH.format(date);
}

/** A schedule month: "Apr 2026". */
export function formatShortMonth(date: Date): string {
  return SHORT_MONTH.format(date);
}
