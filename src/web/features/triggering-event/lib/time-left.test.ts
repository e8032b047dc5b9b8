import { describe, expect, it } from 'vitest';
import { timeLeftInWords } from './time-left';

const NOW = new Date('2026-06-02T11:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('timeLeftInWords', () => {
  it.each([
    [6 * 24 * 60 + 4 * 60 + 59, '6 days and 4 hours left'],
    [24 * 60, '1 day left'],
    [2 * 60 + 5, '2 hours and 5 minutes left'],
    [60, '1 hour left'],
    [1, '1 minute left'],
    [0.5, 'Any moment now'],
    [-30, 'Any moment now'],
  ])('%f minutes ahead reads "%s"', (minutes, words) => {
    expect(timeLeftInWords(later(minutes), NOW)).toBe(words);
  });
});
