/**
 * Months as one integer (year·12 + zero-based month, UTC), so stepping and comparing months is
 * arithmetic, and as the YYYY-MM label the forecast answers with.
 */
export function monthIndexOf(date: string | Date): number {
  const value = new Date(date);
  return value.getUTCFullYear() * 12 + value.getUTCMonth();
}

/** A YYYY-MM-DD (or YYYY-MM) text's month, read from the text so no time zone can shift it. */
export function monthIndexOfDay(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return (year ?? 0) * 12 + (month ?? 1) - 1;
}

export function monthLabel(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}
