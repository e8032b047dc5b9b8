import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '../finance/household-summary';
import { isOverdue, nextReview, type TReviewBasis } from './review-dates';

const signed = (signedOn: string, lastReviewedOn: string | null = null): TReviewBasis => ({
  signedOn,
  lastReviewedOn,
  reviewEveryMonths: 36,
});

describe('nextReview', () => {
  it('is the signing date plus the interval when nothing else happened', () => {
    expect(nextReview(signed('2024-05-10'), [])).toEqual({
      nextReviewOn: '2027-05-10',
      reviewReason: null,
    });
  });

  it('counts from the last review when it is later than the signing', () => {
    expect(nextReview(signed('2020-01-15', '2025-03-01'), []).nextReviewOn).toBe('2028-03-01');
  });

  it('counts from the signing when an older review was recorded', () => {
    expect(nextReview(signed('2025-03-01', '2020-01-15'), []).nextReviewOn).toBe('2028-03-01');
  });

  it('uses the instrument’s own interval', () => {
    const basis = { signedOn: '2025-01-31', lastReviewedOn: null, reviewEveryMonths: 13 };
    // Jan 31 + 13 months has no 31st: the last day of February.
    expect(nextReview(basis, []).nextReviewOn).toBe('2026-02-28');
  });

  it('lands on Feb 28 when Feb 29 plus 36 months is not a leap day', () => {
    expect(nextReview(signed('2024-02-29'), []).nextReviewOn).toBe('2027-02-28');
  });

  it('keeps Feb 29 when the interval lands in a leap year', () => {
    const basis = { signedOn: '2024-02-29', lastReviewedOn: null, reviewEveryMonths: 48 };
    expect(nextReview(basis, []).nextReviewOn).toBe('2028-02-29');
  });

  it('gives a drafted, never signed nor reviewed document no review date, whatever happens', () => {
    const basis = { signedOn: null, lastReviewedOn: null, reviewEveryMonths: 36 };
    expect(nextReview(basis, [{ kind: 'marriage', occurredOn: '2026-06-01' }])).toEqual({
      nextReviewOn: null,
      reviewReason: null,
    });
  });

  it('counts from a review of a document that has no signing date', () => {
    const basis = { signedOn: null, lastReviewedOn: '2025-07-04', reviewEveryMonths: 36 };
    expect(nextReview(basis, []).nextReviewOn).toBe('2028-07-04');
  });

  it('brings the review forward to a life event after the signing, and says why', () => {
    expect(
      nextReview(signed('2024-05-10'), [{ kind: 'marriage', occurredOn: '2026-06-01' }]),
    ).toEqual({ nextReviewOn: '2026-06-01', reviewReason: 'Marriage on Jun 1, 2026' });
  });

  it('takes the earliest of several life events after the base date', () => {
    const review = nextReview(signed('2024-05-10'), [
      { kind: 'home_purchase', occurredOn: '2026-09-15' },
      { kind: 'birth_or_adoption', occurredOn: '2025-12-24' },
    ]);
    expect(review).toEqual({
      nextReviewOn: '2025-12-24',
      reviewReason: 'Birth or adoption on Dec 24, 2025',
    });
  });

  it('ignores a life event before the last review: that review took it into account', () => {
    const review = nextReview(signed('2020-01-15', '2025-03-01'), [
      { kind: 'divorce', occurredOn: '2024-11-30' },
    ]);
    expect(review).toEqual({ nextReviewOn: '2028-03-01', reviewReason: null });
  });

  it('ignores a life event on the day of the last review', () => {
    const review = nextReview(signed('2020-01-15', '2025-03-01'), [
      { kind: 'moved_state', occurredOn: '2025-03-01' },
    ]);
    expect(review.nextReviewOn).toBe('2028-03-01');
  });

  it('ignores a life event after the regular review date: that review comes first', () => {
    const review = nextReview(signed('2020-01-15'), [
      { kind: 'death_of_named_person', occurredOn: '2024-06-01' },
    ]);
    expect(review).toEqual({ nextReviewOn: '2023-01-15', reviewReason: null });
  });
});

describe('isOverdue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const today = () => isoDay(new Date());

  it('is overdue from the day after the review date', () => {
    expect(isOverdue('2026-11-24', today())).toBe(true);
  });

  it('is not overdue on the review date itself, nor before', () => {
    expect(isOverdue('2026-11-25', today())).toBe(false);
    expect(isOverdue('2027-02-28', today())).toBe(false);
  });

  it('never is without a review date', () => {
    expect(isOverdue(null, today())).toBe(false);
  });

  it('follows the clock: a will signed three years ago today is due, not yet overdue', () => {
    const { nextReviewOn } = nextReview(signed('2023-11-25'), []);
    expect(nextReviewOn).toBe(today());
    expect(isOverdue(nextReviewOn, today())).toBe(false);
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    expect(isOverdue(nextReviewOn, today())).toBe(true);
  });
});
