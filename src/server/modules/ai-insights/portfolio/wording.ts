import { format, parseISO } from 'date-fns';
import { listOfNames } from '@shared/estate/estate-analysis/estate-labels';

/** How the portfolio observations and the tips write dates, lists and counts. */

/** "2026-03-02" (or an ISO timestamp) → "Mar 2, 2026", as the estate plan writes days. */
export function dayText(iso: string): string {
  return format(parseISO(iso.slice(0, 10)), 'MMM d, yyyy');
}

/**
 * "A", "A and B", "A, B and C", "A, B, C and 4 more": a long list stays one readable line. Only
 * the first `max` are named, so with thousands of records the text of the rest is never built.
 */
export function itemsWithMore<T>(items: readonly T[], name: (item: T) => string, max = 3): string {
  const named = items.slice(0, max).map(name);
  if (items.length <= max) return listOfNames(named);
  return `${named.join(', ')} and ${items.length - max} more`;
}

/** "1 holding", "3 holdings". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
