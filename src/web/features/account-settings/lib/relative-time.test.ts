import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says "just now" under a minute, and for clocks slightly ahead', () => {
    expect(timeAgo(before(59), NOW)).toBe('just now');
    expect(timeAgo(before(-30), NOW)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(timeAgo(before(60), NOW)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60 + 30), NOW)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), NOW)).toBe('3 hours ago');
    expect(timeAgo(before(26 * 3600), NOW)).toBe('yesterday');
    expect(timeAgo(before(8 * 86400), NOW)).toBe('last week');
    expect(timeAgo(before(65 * 86400), NOW)).toBe('2 months ago');
  });
});
