import { isOverdue } from '@shared/estate/review-dates';

/** A review within this many days is "due" (time to book the attorney), not just scheduled. */
export const REVIEW_DUE_WITHIN_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReviewStatus = 'overdue' | 'due' | null;

/** Whether a document's review is overdue, due soon, or neither, on calendar day `today`. */
export function reviewStatus(nextReviewOn: string | null, today: string): ReviewStatus {
  if (nextReviewOn === null) return null;
  if (isOverdue(nextReviewOn, today)) return 'overdue';
  const days = (Date.parse(nextReviewOn) - Date.parse(today)) / DAY_MS;
  return days <= REVIEW_DUE_WITHIN_DAYS ? 'due' : null;
}
