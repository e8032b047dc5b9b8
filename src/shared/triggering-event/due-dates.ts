import { addDays, addMonths, format, getDaysInMonth, parseISO } from 'date-fns';
import type { TEventKind } from './event-schemas';
import type { TDueRule, TTaskStatus } from './plan-schemas';

/**
 * When a plan's task is due, computed from its rule (EstateExec: "deadlines are computed from the
 * date of death, from other task completions, or from calendar dates"). Days are calendar days
 * written YYYY-MM-DD; date-fns works on them in local time throughout, so no time zone or
 * daylight-saving change can move a day.
 */

const DAY = 'yyyy-MM-dd';

function day(date: Date): string {
  return format(date, DAY);
}

/** "the date of death" / "the onset", as the rule texts say it. */
export function eventDateWords(kind: TEventKind): string {
  return kind === 'death' ? 'the date of death' : 'the onset';
}

/**
 * A calendar date in the year of the event plus `yearsAfter`: April 15 of the year after death.
 * A day the month does not have (February 29 outside a leap year) is the month's last day.
 */
function fixedDate(eventDate: string, month: number, dayOfMonth: number, yearsAfter: number) {
  const year = parseISO(eventDate).getFullYear() + yearsAfter;
  const firstOfMonth = new Date(year, month - 1, 1);
  return day(new Date(year, month - 1, Math.min(dayOfMonth, getDaysInMonth(firstOfMonth))));
}

/**
 * The due day of a rule, or null: a rule with no date, or one that waits on another task not yet
 * done. `completedOn` answers when another task (by its template key) was done, null if not yet.
 */
export function dueDateOf(
  rule: TDueRule,
  eventDate: string,
  completedOn: (templateKey: string) => string | null,
): string | null {
  switch (rule.kind) {
    case 'days_after_event':
      return day(addDays(parseISO(eventDate), rule.days));
    case 'months_after_event':
      // date-fns keeps the day of the month, or the month's last day when it has none (Aug 31 + 6
      // months is Feb 28, or 29 in a leap year).
      return day(addMonths(parseISO(eventDate), rule.months));
    case 'fixed_date':
      return fixedDate(eventDate, rule.month, rule.day, rule.yearsAfter);
    case 'after_task': {
      const done = completedOn(rule.task);
      return done === null ? null : day(addDays(parseISO(done), rule.days));
    }
    case 'none':
      return null;
  }
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Months as the texts say them: "9 months", "2 years". */
function monthsWords(months: number): string {
  return months % 12 === 0 ? plural(months / 12, 'year') : plural(months, 'month');
}

/**
 * The rule in plain words: "30 days after the date of death", "By April 15, 2027", "After: Get an
 * EIN for the estate". `titleOf` names another task by its template key (null if the plan has none).
 */
export function dueRuleText(
  rule: TDueRule,
  eventDate: string,
  kind: TEventKind,
  titleOf: (templateKey: string) => string | null,
): string {
  switch (rule.kind) {
    case 'days_after_event':
      return rule.days === 0
        ? `On ${eventDateWords(kind)}`
        : `${plural(rule.days, 'day')} after ${eventDateWords(kind)}`;
    case 'months_after_event':
      return `${monthsWords(rule.months)} after ${eventDateWords(kind)}`;
    case 'fixed_date': {
      const date = fixedDate(eventDate, rule.month, rule.day, rule.yearsAfter);
      return `By ${format(parseISO(date), 'MMMM d, yyyy')}`;
    }
    case 'after_task': {
      const title = titleOf(rule.task) ?? 'another step of this plan';
      return rule.days === 0 ? `After: ${title}` : `${plural(rule.days, 'day')} after: ${title}`;
    }
    case 'none':
      return 'No set date';
  }
}

/** A task still to do whose day has passed (`today` and `dueOn` written YYYY-MM-DD). */
export function isOverdue(
  task: { dueOn: string | null; status: TTaskStatus },
  today: string,
): boolean {
  if (task.dueOn === null) return false;
  if (task.status === 'done' || task.status === 'not_applicable') return false;
  return task.dueOn < today;
}
