import { describe, expect, it } from 'vitest';
import { askedDayRange } from './date-range';
import { normalizeText } from './normalize';

/** A Tuesday. */
const TODAY = '2026-03-10';

function range(question: string) {
  const result = askedDayRange(question, normalizeText(question), TODAY);
  return result && { from: result.from, to: result.to };
}

describe('askedDayRange', () => {
  it('reads holidays on a fixed date', () => {
    expect(range('anything due between now and Christmas?')).toEqual({
      from: '2026-03-10',
      to: '2026-12-25',
    });
    expect(range("what's due on Christmas Eve")).toEqual({ from: '2026-12-24', to: '2026-12-24' });
    expect(range('due before Halloween')).toEqual({ from: '2026-03-10', to: '2026-10-31' });
  });

  it('reads the relative periods people say', () => {
    expect(range('due today')).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(range('due tomorrow')).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(range('due this week')).toEqual({ from: '2026-03-10', to: '2026-03-15' });
    expect(range('due next week')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(range('due the week after next')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(range('due this month')).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(range('due next month')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(range('due in the next 10 days')).toEqual({ from: '2026-03-10', to: '2026-03-20' });
    expect(range('due on the 5th')).toEqual({ from: '2026-04-05', to: '2026-04-05' });
  });

  it('reads months, days and ranges with chrono-node, forward from today', () => {
    expect(range('due in June')).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(range('due in February')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(range('due on March 25')).toEqual({ from: '2026-03-25', to: '2026-03-25' });
    expect(range('due before March 20')).toEqual({ from: '2026-03-10', to: '2026-03-20' });
    expect(range('due between March 1 and March 15')).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('finds no date where there is none', () => {
    expect(range('what do we spend on the camry')).toBeNull();
    // chrono-node reads "the month" as the next one on the 1st of a month.
    const question = 'on which day of the month does the mortgage draft?';
    expect(askedDayRange(question, normalizeText(question), '2026-12-01')).toBeNull();
  });
});
