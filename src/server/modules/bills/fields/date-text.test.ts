import { describe, expect, it } from 'vitest';
import { findDates, isoDate, isoDateOnOrBefore } from './date-text';

const today = new Date(2026, 10, 23);
const iso = (text: string, after = today) =>
  findDates(text, { today }).map((date) => isoDate(date, after));

describe('findDates', () => {
  it('reads numeric dates with four- and two-digit years', () => {
    expect(iso('Due Date 07/10/2019 and 7/5/19')).toEqual(['2019-07-10', '2019-07-05']);
    expect(iso('PAST DUE AFTER 12/10/17')).toEqual(['2017-12-10']);
  });

  it('reads month names, ISO dates and day-first written dates', () => {
    expect(iso('DUE DATE: Jul 29, 2019')).toEqual(['2019-07-29']);
    expect(iso('September 3 2020 · 2021-03-30 · 4 Feb 2022')).toEqual([
      '2020-09-03',
      '2021-03-30',
      '2022-02-04',
    ]);
  });

  it('does not read amounts, phone numbers or impossible days as dates', () => {
    expect(iso('Total 21.15   1-888-286-6700   13/45/2019')).toEqual([]);
  });

  it('gives a date without a year the first such day after the reference date', () => {
    const [date] = findDates('Pay by Jan 10', { today });
    expect(date!.year).toBeNull();
    expect(isoDate(date!, new Date(2019, 11, 20))).toBe('2020-01-10');
    expect(isoDate(date!, new Date(2019, 0, 2))).toBe('2019-01-10');
    expect(isoDate(findDates('due 07/24', { today })[0]!, new Date(2019, 6, 5))).toBe('2019-07-24');
  });

  it('gives a past date without a year the last such day up to the reference date', () => {
    const [date] = findDates('Statement date Dec 28', { today });
    expect(isoDateOnOrBefore(date!, new Date(2020, 0, 5))).toBe('2019-12-28');
  });

  it('can insist on a year where an unlabelled pair is more likely a code', () => {
    expect(findDates('read 08/05', { today, allowYearless: false })).toEqual([]);
  });
});

describe('findDates next to other text', () => {
  it('reads a date after a hyphenated word but not inside codes and phone numbers', () => {
    expect(iso('**Credit Card Draft-07/22/19**')).toEqual(['2019-07-22']);
    expect(iso('10L680441   1-888-286-6700   7/2A')).toEqual([]);
  });
});

describe('findDates in day-month-year order', () => {
  it('reads dashed dates with a month name', () => {
    expect(iso('Due 24-Jul-2019 or 5-AUG-19')).toEqual(['2019-07-24', '2019-08-05']);
  });
});
