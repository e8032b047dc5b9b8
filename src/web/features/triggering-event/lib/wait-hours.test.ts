import { describe, expect, it } from 'vitest';
import { joinWait, splitWait, waitInWords } from './wait-hours';

describe('waitInWords', () => {
  it.each([
    [3, '3 hours'],
    [1, '1 hour'],
    [24, '1 day'],
    [168, '7 days'],
    [36, '1 day and 12 hours'],
    [49, '2 days and 1 hour'],
    [720, '30 days'],
  ])('%i hours reads "%s"', (hours, words) => {
    expect(waitInWords(hours)).toBe(words);
  });
});

describe('splitWait and joinWait', () => {
  it('turn hours into days and hours and back', () => {
    expect(splitWait(50)).toEqual({ days: 2, hours: 2 });
    expect(joinWait(2, 2)).toBe(50);
  });
});
