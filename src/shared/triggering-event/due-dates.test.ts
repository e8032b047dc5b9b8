import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import { dueDateOf, dueRuleText, isOverdue } from './due-dates';
import type { TDueRule } from './plan-schemas';

const nothingDone = () => null;
const noTitles = () => null;

describe('dueDateOf', () => {
  it('counts days from the date of death, across a month and a year end', () => {
    expect(dueDateOf({ kind: 'days_after_event', days: 30 }, '2026-03-10', nothingDone)).toBe(
      '2026-04-09',
    );
    expect(dueDateOf({ kind: 'days_after_event', days: 7 }, '2026-12-31', nothingDone)).toBe(
      '2027-01-07',
    );
  });

  it('counts a leap day when the 30 days cross February of a leap year', () => {
    expect(dueDateOf({ kind: 'days_after_event', days: 30 }, '2028-02-15', nothingDone)).toBe(
      '2028-03-16',
    );
    expect(dueDateOf({ kind: 'days_after_event', days: 30 }, '2027-02-15', nothingDone)).toBe(
      '2027-03-17',
    );
  });

  it('adds months, landing on the month’s last day when it has no such day', () => {
    const nineMonths: TDueRule = { kind: 'months_after_event', months: 9 };
    expect(dueDateOf(nineMonths, '2026-05-20', nothingDone)).toBe('2027-02-20');
    expect(dueDateOf(nineMonths, '2026-05-31', nothingDone)).toBe('2027-02-28');
    expect(dueDateOf(nineMonths, '2027-05-31', nothingDone)).toBe('2028-02-29');
    expect(dueDateOf({ kind: 'months_after_event', months: 24 }, '2028-02-29', nothingDone)).toBe(
      '2030-02-28',
    );
  });

  it('puts the final Form 1040 on April 15 of the year after death, even for a December 31 death', () => {
    const april15: TDueRule = { kind: 'fixed_date', month: 4, day: 15, yearsAfter: 1 };
    expect(dueDateOf(april15, '2026-01-01', nothingDone)).toBe('2027-04-15');
    expect(dueDateOf(april15, '2026-12-31', nothingDone)).toBe('2027-04-15');
  });

  it('reads February 29 as February 28 in a year that has none', () => {
    const leapDay: TDueRule = { kind: 'fixed_date', month: 2, day: 29, yearsAfter: 1 };
    expect(dueDateOf(leapDay, '2027-06-01', nothingDone)).toBe('2028-02-29');
    expect(dueDateOf(leapDay, '2028-06-01', nothingDone)).toBe('2029-02-28');
  });

  it('waits on another task: no date until it is done, then its day plus the rule’s days', () => {
    const afterEin: TDueRule = { kind: 'after_task', task: 'estate_ein', days: 0 };
    const weekAfterEin: TDueRule = { kind: 'after_task', task: 'estate_ein', days: 7 };
    expect(dueDateOf(afterEin, '2026-03-10', nothingDone)).toBeNull();
    const done = (key: string) => (key === 'estate_ein' ? '2026-12-28' : null);
    expect(dueDateOf(afterEin, '2026-03-10', done)).toBe('2026-12-28');
    expect(dueDateOf(weekAfterEin, '2026-03-10', done)).toBe('2027-01-04');
  });

  it('follows a chain: each task waits for the one before it', () => {
    const completed = new Map<string, string | null>([['first', null]]);
    const rules: Record<string, TDueRule> = {
      second: { kind: 'after_task', task: 'first', days: 10 },
      third: { kind: 'after_task', task: 'second', days: 5 },
    };
    const on = (key: string) => completed.get(key) ?? null;
    expect(dueDateOf(rules.second!, '2026-01-01', on)).toBeNull();
    completed.set('first', '2026-02-01');
    expect(dueDateOf(rules.second!, '2026-01-01', on)).toBe('2026-02-11');
    expect(dueDateOf(rules.third!, '2026-01-01', on)).toBeNull();
    completed.set('second', '2026-02-09');
    expect(dueDateOf(rules.third!, '2026-01-01', on)).toBe('2026-02-14');
  });

  it('has no date for a rule without one', () => {
    expect(dueDateOf({ kind: 'none' }, '2026-03-10', nothingDone)).toBeNull();
  });
});

describe('dueRuleText', () => {
  it('says each rule in plain words', () => {
    expect(
      dueRuleText({ kind: 'days_after_event', days: 30 }, '2026-03-10', 'death', noTitles),
    ).toBe('30 days after the date of death');
    expect(
      dueRuleText({ kind: 'days_after_event', days: 1 }, '2026-03-10', 'death', noTitles),
    ).toBe('1 day after the date of death');
    expect(
      dueRuleText({ kind: 'days_after_event', days: 7 }, '2026-03-10', 'incapacity', noTitles),
    ).toBe('7 days after the onset');
    expect(
      dueRuleText({ kind: 'months_after_event', months: 9 }, '2026-03-10', 'death', noTitles),
    ).toBe('9 months after the date of death');
    expect(
      dueRuleText({ kind: 'months_after_event', months: 24 }, '2026-03-10', 'death', noTitles),
    ).toBe('2 years after the date of death');
    expect(
      dueRuleText(
        { kind: 'fixed_date', month: 4, day: 15, yearsAfter: 1 },
        '2026-12-31',
        'death',
        noTitles,
      ),
    ).toBe('By April 15, 2027');
    expect(dueRuleText({ kind: 'none' }, '2026-03-10', 'death', noTitles)).toBe('No set date');
  });

  it('names the task another one waits on', () => {
    const titleOf = (key: string) => (key === 'estate_ein' ? 'Get an EIN for the estate' : null);
    expect(
      dueRuleText(
        { kind: 'after_task', task: 'estate_ein', days: 0 },
        '2026-03-10',
        'death',
        titleOf,
      ),
    ).toBe('After: Get an EIN for the estate');
    expect(
      dueRuleText(
        { kind: 'after_task', task: 'estate_ein', days: 14 },
        '2026-03-10',
        'death',
        titleOf,
      ),
    ).toBe('14 days after: Get an EIN for the estate');
    expect(
      dueRuleText({ kind: 'after_task', task: 'gone', days: 0 }, '2026-03-10', 'death', titleOf),
    ).toBe('After: another step of this plan');
  });
});

describe('isOverdue against the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function today(): string {
    return format(new Date(), 'yyyy-MM-dd');
  }

  it('flags a task still to do once its day has passed, not on the day itself', () => {
    const task = { dueOn: '2027-04-15', status: 'open' as const };
    vi.setSystemTime(new Date(2027, 3, 15, 23, 59));
    expect(isOverdue(task, today())).toBe(false);
    vi.setSystemTime(new Date(2027, 3, 16, 0, 1));
    expect(isOverdue(task, today())).toBe(true);
    expect(isOverdue({ ...task, status: 'in_progress' }, today())).toBe(true);
  });

  it('never flags a task that is done, not applicable, or has no date yet', () => {
    vi.setSystemTime(new Date(2030, 0, 1));
    expect(isOverdue({ dueOn: '2027-04-15', status: 'done' }, today())).toBe(false);
    expect(isOverdue({ dueOn: '2027-04-15', status: 'not_applicable' }, today())).toBe(false);
    expect(isOverdue({ dueOn: null, status: 'open' }, today())).toBe(false);
  });

  it('computes 30 days from a death reported today as the fake clock says', () => {
    vi.setSystemTime(new Date(2028, 1, 29, 9, 0));
    const due = dueDateOf({ kind: 'days_after_event', days: 30 }, today(), nothingDone);
    expect(due).toBe('2028-03-30');
    vi.setSystemTime(new Date(2028, 2, 31, 9, 0));
    expect(isOverdue({ dueOn: due, status: 'open' }, today())).toBe(true);
  });
});
