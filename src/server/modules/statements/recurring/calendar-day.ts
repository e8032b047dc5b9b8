import { addDays, addMonths, formatISO, getDaysInMonth } from 'date-fns';

const MS_PER_DAY = 86_400_000;

/** An ISO day with the numbers the cadence arithmetic needs, computed once per transaction. */
export type CalendarDay = {
  iso: string;
  /** Days since 1970-01-01: differences are whole days whatever the time zone or DST. */
  dayNumber: number;
  /** Months since year 0 (year × 12 + month − 1): a month step is + 1. */
  monthIndex: number;
  dayOfMonth: number;
};

export function calendarDay(iso: string): CalendarDay {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return {
    iso,
    dayNumber: Date.UTC(year, month - 1, day) / MS_PER_DAY,
    monthIndex: year * 12 + month - 1,
    dayOfMonth: day,
  };
}

/**
 * The number of the day `dayOfMonth` of a month, clamped to the month's last day (Feb 30 → 28).
 * Plain arithmetic (days from the civil date, as in H. Hinnant's "chrono-compatible low-level
 * date algorithms"), since cadence fitting asks it for every charge and every candidate schedule.
 */
export function dayNumberInMonth(monthIndex: number, dayOfMonth: number): number {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(dayOfMonth, daysInMonth(year, month));
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? 29 : 28;
}

export function isoOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The ISO day one period after a slot: `months` months later on the anchor day (clamped to the
 * month's length, so a bill due on the 31st is due on Feb 28), or `days` days later.
 */
export function nextPeriodIso(
  slotIso: string,
  step: { months: number; anchorDay: number } | { days: number },
): string {
  // date-fns works in local time; a local midnight built from the parts keeps the calendar day.
  const [year, month, day] = slotIso.split('-').map(Number) as [number, number, number];
  const slot = new Date(year, month - 1, day);
  if ('days' in step) return formatISO(addDays(slot, step.days), { representation: 'date' });
  const firstOfNext = addMonths(new Date(year, month - 1, 1), step.months);
  const dueDay = Math.min(step.anchorDay, getDaysInMonth(firstOfNext));
  return formatISO(addDays(firstOfNext, dueDay - 1), { representation: 'date' });
}
