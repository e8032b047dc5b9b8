import { describe, expect, it } from 'vitest';
import { formatIsoDay, localIsoDay } from './local-day';

describe('localIsoDay', () => {
  it("writes the visitor's own calendar day with zero padding", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDay(new Date(2026, 10, 21, 0, 1))).toBe('2026-11-21');
  });
});

describe('formatIsoDay', () => {
  it('names the weekday, month and day of that calendar day', () => {
    expect(formatIsoDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatIsoDay('2027-01-01')).toBe('Fri, Jan 1');
  });
});
