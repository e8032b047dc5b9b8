import { describe, expect, it } from 'vitest';
import type { TRecurringFrequency } from '../../../../shared/statements/statement-types';
import { fitCadence } from './cadence';
import { calendarDay } from './calendar-day';
import { FREQUENCY_RULES } from './frequency-rules';
import { everyDays, everyMonths, nextBusinessDay } from './recurring-fixtures.test-helper';

function rule(frequency: TRecurringFrequency) {
  return FREQUENCY_RULES.find((candidate) => candidate.frequency === frequency)!;
}

/** The frequencies whose rule accepts the days. */
function fittingFrequencies(days: readonly string[]): TRecurringFrequency[] {
  const parsed = days.map(calendarDay);
  return FREQUENCY_RULES.filter((candidate) => fitCadence(parsed, candidate)).map(
    (candidate) => candidate.frequency,
  );
}

describe('fitCadence', () => {
  it.each<[TRecurringFrequency, string[]]>([
    ['weekly', everyDays('2025-01-06', 7, 20)],
    ['biweekly', everyDays('2025-01-03', 14, 20)],
    ['monthly', everyMonths('2024-01', 15, 12)],
    ['quarterly', everyMonths('2023-01', 10, 8, 3)],
    ['bi-annual', everyMonths('2023-03', 2, 4, 6)],
    ['yearly', everyMonths('2023-06', 20, 2, 12)],
  ])('recognises %s charges, and only that frequency', (frequency, days) => {
    expect(fittingFrequencies(days)).toEqual([frequency]);
  });

  it('follows a bill due on the 1st that posts on the next business day', () => {
    const days = everyMonths('2024-01', 1, 24).map(nextBusinessDay);
    const fit = fitCadence(days.map(calendarDay), rule('monthly'));
    expect(fit?.fitted).toHaveLength(24);
    expect(fit?.anchorDay).toBe(1);
    // Where the latest charge was due, before the weekend moved it (2025-11-01 was a Saturday).
    expect(days.at(-2)).toBe('2025-11-03');
    expect(fit?.lastSlotIso).toBe('2025-12-01');
  });

  it('places a bill due on the 31st on the last day of shorter months', () => {
    const fit = fitCadence(everyMonths('2025-01', 31, 6).map(calendarDay), rule('monthly'));
    expect(fit?.fitted).toHaveLength(6);
    expect(fit?.missed).toBe(0);
  });

  it('tolerates one missed month, and not two in a row', () => {
    const months = everyMonths('2024-01', 10, 12);
    const oneMissed = months.filter((_, index) => index !== 5);
    expect(fitCadence(oneMissed.map(calendarDay), rule('monthly'))).toMatchObject({ missed: 1 });

    // Two missing in a row start a new run: only the later months are the series.
    const twoMissed = months.filter((_, index) => index !== 5 && index !== 6);
    const fit = fitCadence(twoMissed.map(calendarDay), rule('monthly'));
    expect(fit?.fitted).toHaveLength(5);
    expect(fit?.missed).toBe(0);
  });

  it('takes the latest run when a charge stopped and started again', () => {
    const days = [...everyMonths('2023-01', 5, 4), ...everyMonths('2024-01', 5, 6)];
    const fit = fitCadence(days.map(calendarDay), rule('monthly'));
    expect(fit?.fitted.map((index) => days[index])).toEqual(everyMonths('2024-01', 5, 6));
  });

  it('needs three monthly charges and four weekly ones', () => {
    expect(fitCadence(everyMonths('2025-01', 5, 2).map(calendarDay), rule('monthly'))).toBeNull();
    expect(
      fitCadence(everyMonths('2025-01', 5, 3).map(calendarDay), rule('monthly')),
    ).not.toBeNull();
    expect(fitCadence(everyDays('2025-01-06', 7, 3).map(calendarDay), rule('weekly'))).toBeNull();
    expect(
      fitCadence(everyDays('2025-01-06', 7, 4).map(calendarDay), rule('weekly')),
    ).not.toBeNull();
  });

  it('finds no schedule in irregular visits', () => {
    // A café: 2–5 days apart, with two visits on some days.
    const gaps = [2, 3, 0, 4, 2, 5, 1, 3, 0, 2, 4, 3, 2, 5, 1, 2, 3, 0, 4, 2, 3, 5, 2, 1, 3];
    let day = Date.parse('2025-01-02T00:00:00Z');
    const visits = gaps.map((gap) => {
      day += gap * 86_400_000;
      return new Date(day).toISOString().slice(0, 10);
    });
    expect(fittingFrequencies(visits)).toEqual([]);
  });

  it('refuses a schedule with too many stray charges in it', () => {
    const monthly = everyMonths('2025-01', 10, 8);
    const strays = ['2025-01-20', '2025-02-25', '2025-04-17', '2025-06-03'];
    const days = [...monthly, ...strays].sort();
    expect(fitCadence(days.map(calendarDay), rule('monthly'))).toBeNull();
    // One stray in eight is a one-off beside the series.
    const oneStray = [...monthly, '2025-04-17'].sort();
    expect(fitCadence(oneStray.map(calendarDay), rule('monthly'))).toMatchObject({ outliers: 1 });
  });
});
