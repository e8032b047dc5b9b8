import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import {
  MAX_RANGE_DAYS,
  mondayOf,
  resolveReportRange,
  startOfUtcDay,
  weekStartsIn,
} from './report-range';

// Thursday 26 November 2026, late evening in UTC.
const NOW = new Date('2026-11-26T23:30:00.000Z');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('startOfUtcDay', () => {
  it('reads a calendar day as its UTC midnight', () => {
    expect(startOfUtcDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(startOfUtcDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses days that are not on the calendar, and other text', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '26-11-2026', ''])
      expect(startOfUtcDay(text), text).toBeNull();
  });
});

describe('mondayOf', () => {
  it('answers the Monday of the week in UTC, a Monday itself and a Sunday included', () => {
    expect(mondayOf(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(mondayOf(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    // Across a year's end.
    expect(mondayOf(new Date('2027-01-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-28T00:00:00.000Z',
    );
  });
});

describe('resolveReportRange', () => {
  it('defaults to the last 12 weeks: 11 whole weeks before this one, up to today', () => {
    const range = resolveReportRange({}, NOW);
    expect(range).toMatchObject({ from: '2026-09-07', to: '2026-11-26' });
    expect(range.start.toISOString()).toBe('2026-09-07T00:00:00.000Z');
    // The end is exclusive: the day after `to`.
    expect(range.end.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(weekStartsIn(range)).toHaveLength(12);
  });

  it('keeps the days asked for, both included', () => {
    const range = resolveReportRange({ from: '2026-11-01', to: '2026-11-01' }, NOW);
    expect(range).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
    expect(range.end.getTime() - range.start.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('refuses a date that is not one, saying which field', () => {
    const error = refusal(() => resolveReportRange({ from: '2026-02-30' }, NOW));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('"2026-02-30" is not a date. Use a date like 2026-11-26.');
    expect(error.fields).toEqual({ from: 'Use a real date like 2026-11-26.' });
    expect(refusal(() => resolveReportRange({ to: '2026-13-01' }, NOW)).fields).toHaveProperty(
      'to',
    );
  });

  it('refuses a start after the end', () => {
    const error = refusal(() => resolveReportRange({ from: '2026-11-02', to: '2026-11-01' }, NOW));
    expect(error.message).toBe('The start date must be on or before the end date.');
  });

  it('allows two years and refuses a day more', () => {
    const longest = resolveReportRange({ from: '2024-11-26', to: '2026-11-26' }, NOW);
    expect(longest.from).toBe('2024-11-26');
    expect((longest.end.getTime() - longest.start.getTime()) / 86_400_000).toBe(MAX_RANGE_DAYS);
    const error = refusal(() => resolveReportRange({ from: '2024-11-25', to: '2026-11-26' }, NOW));
    expect(error.message).toBe('A report covers at most two years (731 days); this range has 732.');
  });
});

describe('weekStartsIn', () => {
  it('lists the Monday of every week the range touches, oldest first', () => {
    // Sunday 1 November to Tuesday 10 November: three weeks touched.
    const range = resolveReportRange({ from: '2026-11-01', to: '2026-11-10' }, NOW);
    expect(weekStartsIn(range)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
  });

  it('answers one week for a single day', () => {
    const range = resolveReportRange({ from: '2026-11-23', to: '2026-11-23' }, NOW);
    expect(weekStartsIn(range)).toEqual(['2026-11-23']);
  });
});
