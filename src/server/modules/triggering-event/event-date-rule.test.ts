import { describe, expect, it } from 'vitest';
import { eventDateProblem } from './event-date-rule';

describe('the date of a death or of the onset of incapacity', () => {
  const now = new Date('2026-03-03T09:00:00Z');

  it('may be today or any day since 1900', () => {
    expect(eventDateProblem('2026-03-03', now)).toBeNull();
    expect(eventDateProblem('2025-12-31', now)).toBeNull();
    expect(eventDateProblem('1900-01-01', now)).toBeNull();
  });

  it('is refused before 1900 and once it is after today everywhere on Earth', () => {
    expect(eventDateProblem('1899-12-31', now)).toBe('Enter a date from 1900 on');
    // 09:00 UTC is 23:00 in Kiribati (UTC+14): still March 3 there, March 4 nowhere yet.
    expect(eventDateProblem('2026-03-04', now)).toBe('The date cannot be in the future');
    // At 10:00 UTC it is already March 4 in Kiribati.
    expect(eventDateProblem('2026-03-04', new Date('2026-03-03T10:00:00Z'))).toBeNull();
    expect(eventDateProblem('2026-03-05', new Date('2026-03-03T10:00:00Z'))).toBe(
      'The date cannot be in the future',
    );
  });
});
