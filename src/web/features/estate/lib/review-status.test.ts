import { describe, expect, it } from 'vitest';
import { reviewStatus } from './review-status';

describe('reviewStatus', () => {
  it('is overdue from the day after the review date', () => {
    expect(reviewStatus('2026-06-01', '2026-06-02')).toBe('overdue');
    expect(reviewStatus('2026-06-01', '2026-06-01')).toBe('due');
  });

  it('is due within 90 days, and nothing further out', () => {
    expect(reviewStatus('2026-08-30', '2026-06-01')).toBe('due');
    expect(reviewStatus('2026-08-31', '2026-06-01')).toBeNull();
  });

  it('is nothing for a document with no review date', () => {
    expect(reviewStatus(null, '2026-06-01')).toBeNull();
  });
});
