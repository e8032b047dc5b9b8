import { addMonths, format, parseISO } from 'date-fns';
import { LIFE_EVENT_LABELS, type TLifeEventKind } from './instrument-kinds';

/** What the review date of one instrument depends on; dates are calendar days (YYYY-MM-DD). */
export type TReviewBasis = {
  signedOn: string | null;
  lastReviewedOn: string | null;
  reviewEveryMonths: number;
};

/** A recorded life event, as the review date reads it. */
export type TReviewEvent = { kind: TLifeEventKind; occurredOn: string };

export type TNextReview = {
  /** When the instrument should next be reviewed; null for one never signed or reviewed. */
  nextReviewOn: string | null;
  /** Why it is sooner than the usual interval ("Marriage on Jun 1, 2026"), if it is. */
  reviewReason: string | null;
};

const DAY = 'yyyy-MM-dd';

/** The later of two optional ISO days (they compare as strings). */
function later(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The next review of an instrument (issue 14): the later of its signing and its last review, plus
 * its interval (36 months by default). A life event recorded after that base date (a marriage, a
 * birth, a move) brings the review forward to the day it happened, since the plan may no longer
 * say what the family wants; an event before the last review was already taken into account.
 * A document never signed nor reviewed has nothing to review yet.
 *
 * Month arithmetic follows date-fns: Feb 29, 2024 + 36 months is Feb 28, 2027.
 */
export function nextReview(basis: TReviewBasis, events: readonly TReviewEvent[]): TNextReview {
  const base = later(basis.signedOn, basis.lastReviewedOn);
  if (!base) return { nextReviewOn: null, reviewReason: null };
  const scheduled = format(addMonths(parseISO(base), basis.reviewEveryMonths), DAY);
  const sooner = events
    .filter((event) => event.occurredOn > base && event.occurredOn < scheduled)
    .sort((a, b) => a.occurredOn.localeCompare(b.occurredOn))[0];
  if (!sooner) return { nextReviewOn: scheduled, reviewReason: null };
  return {
    nextReviewOn: sooner.occurredOn,
    reviewReason: `${LIFE_EVENT_LABELS[sooner.kind]} on ${format(parseISO(sooner.occurredOn), 'MMM d, yyyy')}`,
  };
}

/** A review is overdue from the day after it was due; one with no date never is. */
export function isOverdue(nextReviewOn: string | null, today: string): boolean {
  return nextReviewOn !== null && nextReviewOn < today;
}
