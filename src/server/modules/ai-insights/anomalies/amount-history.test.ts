import { addDays, differenceInCalendarDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDay, datedHistory } from './amount-history';

describe('calendarDay', () => {
  it('differs between two dates as date-fns counts calendar days, across a year of days', () => {
    const start = new Date(2026, 0, 1, 23, 30);
    for (let offset = 0; offset < 400; offset += 1) {
      const later = addDays(start, offset);
      const earlier = new Date(2026, 0, 1, 0, 15);
      expect(calendarDay(later) - calendarDay(earlier)).toBe(
        differenceInCalendarDays(later, earlier),
      );
    }
  });
});

describe('datedHistory', () => {
  it('dates scanned bills by their statement day and typed amounts by the day typed, oldest first, none after today', () => {
    const today = new Date(2026, 10, 26, 12);
    const points = datedHistory(
      [
        {
          amountCents: 300,
          periodStart: '2026-10-05',
          recordedAt: new Date(2026, 10, 2),
          source: 'bill_scan',
        },
        {
          amountCents: 100,
          periodStart: null,
          recordedAt: new Date(2026, 8, 1, 18),
          source: 'manual',
        },
        {
          amountCents: 900,
          periodStart: '2026-12-01',
          recordedAt: new Date(2026, 10, 20),
          source: 'bill_scan',
        },
      ],
      today,
    );
    expect(points.map((point) => [point.amountCents, point.day - calendarDay(today)])).toEqual([
      [100, -86],
      [300, -52],
    ]);
    expect(points.map((point) => point.month)).toEqual([2026 * 12 + 8, 2026 * 12 + 9]);
  });
});
