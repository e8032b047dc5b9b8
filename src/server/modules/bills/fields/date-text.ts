import { addYears, format, isAfter, isValid, parse, subDays } from 'date-fns';

/** A date written in a bill; `year` is null when the bill printed only month and day. */
export type DateMatch = {
  month: number;
  day: number;
  year: number | null;
  index: number;
  text: string;
};

const MONTH_NAME =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

/**
 * 07/24/2019, 7/5/19, 07-24-2019, 07.24.19 and, without a year, 07/24; not glued to letters or
 * other digits ("10L680441", "1-888-286-6700"), but "Draft-07/22/19" is a date.
 */
const NUMERIC = /(?<![\w/.]|\d[-.])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\w/]|[.-]\d)/g;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
/** Jul 29, 2019 · July 29 2019 · Jul 29 · Jul 29, '19 */
const MONTH_DAY = new RegExp(
  `(?<![A-Za-z])${MONTH_NAME}\\s*(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s*'?(\\d{4}|\\d{2})(?![\\d/:]))?`,
  'gi',
);
/** 29 Jul 2019 · 29 July, 2019 · 24-Jul-2019 · 24-JUL-19 */
const DAY_MONTH = new RegExp(
  `(?<!\\d)(\\d{1,2})[\\s-]+${MONTH_NAME}(?![a-z])(?:,?\\s+|-)(\\d{4}|\\d{2})(?![\\d/])`,
  'gi',
);

function monthNumber(name: string): number {
  return parse(name.slice(0, 3), 'MMM', new Date(2000, 0, 1)).getMonth() + 1;
}

function fullYear(year: string | undefined, today: Date): number | null {
  if (year === undefined) return null;
  if (year.length === 4) return Number(year);
  // date-fns reads a two-digit year as the one closest to the reference date.
  return parse(year, 'yy', today).getFullYear();
}

function isRealDate(month: number, day: number, year: number | null): boolean {
  const probe = parse(`${month}/${day}/${year ?? 2000}`, 'M/d/yyyy', new Date(2000, 0, 1));
  return isValid(probe);
}

/**
 * Every date in `text`, left to right. A numeric date needs its year unless `allowYearless`,
 * because "1/2" or "08-05" outside a labelled place is as likely a fraction or a code.
 */
export function findDates(
  text: string,
  { today, allowYearless = true }: { today: Date; allowYearless?: boolean },
): DateMatch[] {
  const found: DateMatch[] = [];
  const taken: Array<[number, number]> = [];
  const add = (match: RegExpExecArray, month: number, day: number, year: number | null) => {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some(([from, to]) => start < to && end > from)) return;
    if (!isRealDate(month, day, year)) return;
    if (year === null && !allowYearless) return;
    taken.push([start, end]);
    found.push({ month, day, year, index: start, text: match[0].trim() });
  };
  for (const match of text.matchAll(ISO))
    add(match, Number(match[2]), Number(match[3]), Number(match[1]));
  for (const match of text.matchAll(MONTH_DAY))
    add(match, monthNumber(match[1]!), Number(match[2]), fullYear(match[3], today));
  for (const match of text.matchAll(DAY_MONTH))
    add(match, monthNumber(match[2]!), Number(match[1]), fullYear(match[3], today));
  for (const match of text.matchAll(NUMERIC)) {
    // A dot-separated pair without a year ("21.15") is an amount, not a date.
    if (match[2] === '.' && match[4] === undefined) continue;
    if (match[2] === '-' && match[4] === undefined) continue;
    add(match, Number(match[1]), Number(match[3]), fullYear(match[4], today));
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The date as YYYY-MM-DD. Without a printed year it is the first such day after `after` (the
 * bill date, or today): a bill printed in December that is due "Jan 10" is due next January.
 */
export function isoDate(date: DateMatch, after: Date): string {
  if (date.year !== null)
    return format(new Date(date.year, date.month - 1, date.day), 'yyyy-MM-dd');
  let candidate = new Date(after.getFullYear(), date.month - 1, date.day);
  // A due date may fall on the bill date itself, so only strictly earlier days move a year on.
  if (!isAfter(candidate, subDays(after, 1))) candidate = addYears(candidate, 1);
  return format(candidate, 'yyyy-MM-dd');
}

/** A YYYY-MM-DD string as a local date. */
export function fromIsoDate(iso: string): Date {
  return parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1));
}

/** The date as YYYY-MM-DD; without a printed year, the last such day on or before `notAfter`. */
export function isoDateOnOrBefore(date: DateMatch, notAfter: Date): string {
  if (date.year !== null) return isoDate(date, notAfter);
  let candidate = new Date(notAfter.getFullYear(), date.month - 1, date.day);
  if (isAfter(candidate, notAfter)) candidate = addYears(candidate, -1);
  return format(candidate, 'yyyy-MM-dd');
}
