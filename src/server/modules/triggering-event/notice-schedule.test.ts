import { describe, expect, it } from 'vitest';
import {
  dayBeforeNoticeDueAt,
  dueStep,
  halfwayNoticeDueAt,
  remindersInWords,
  UNLOCK_EMAILS_RETRY_HOURS,
  type EventTiming,
} from './notice-schedule';

const HOUR = 60 * 60 * 1000;
const REPORTED = new Date('2026-03-01T12:00:00Z');

function event(waitHours: number, sent: Partial<EventTiming> = {}): EventTiming {
  return {
    status: 'pending',
    reportedAt: REPORTED,
    waitHours,
    unlocksAt: new Date(REPORTED.getTime() + waitHours * HOUR),
    unlockedAt: null,
    // The first notice went out with the report.
    reportedNoticeAt: REPORTED,
    halfwayNoticeAt: null,
    dayBeforeNoticeAt: null,
    unlockNotifiedAt: null,
    ...sent,
  };
}

/** The fake clock: `hours` after the report. */
const at = (hours: number) => new Date(REPORTED.getTime() + hours * HOUR);

describe('the reminders and unlock of a reported event', () => {
  it('with the default 7 days: halfway at 3.5 days, the last reminder a day before, then the unlock', () => {
    const week = event(168);
    expect(halfwayNoticeDueAt(week)).toEqual(at(84));
    expect(dayBeforeNoticeDueAt(week)).toEqual(at(144));
    expect(dueStep(week, at(83.9))).toBeNull();
    expect(dueStep(week, at(84))).toBe('halfway');

    const afterHalfway = event(168, { halfwayNoticeAt: at(84) });
    expect(dueStep(afterHalfway, at(143))).toBeNull();
    expect(dueStep(afterHalfway, at(144))).toBe('day_before');

    const bothSent = event(168, { halfwayNoticeAt: at(84), dayBeforeNoticeAt: at(144) });
    expect(dueStep(bothSent, at(167.99))).toBeNull();
    expect(dueStep(bothSent, at(168))).toBe('unlock');
  });

  it('with the shortest wait (3 hours): only the halfway reminder, at 90 minutes', () => {
    const short = event(3);
    expect(dayBeforeNoticeDueAt(short)).toBeNull();
    expect(dueStep(short, at(1))).toBeNull();
    expect(dueStep(short, at(1.5))).toBe('halfway');
    expect(dueStep(event(3, { halfwayNoticeAt: at(1.5) }), at(2.9))).toBeNull();
    expect(dueStep(event(3, { halfwayNoticeAt: at(1.5) }), at(3))).toBe('unlock');
  });

  it('never sends two reminders less than 6 hours apart: under 60 hours the halfway one stands alone', () => {
    // 49 hours: the day-before reminder would come 30 minutes after the halfway one.
    expect(dayBeforeNoticeDueAt(event(49))).toBeNull();
    expect(dayBeforeNoticeDueAt(event(59))).toBeNull();
    expect(dueStep(event(59, { halfwayNoticeAt: at(29.5) }), at(58))).toBeNull();
    // 60 hours: halfway at 30, the day before at 36.
    expect(halfwayNoticeDueAt(event(60))).toEqual(at(30));
    expect(dayBeforeNoticeDueAt(event(60))).toEqual(at(36));
    expect(remindersInWords(59)).toBe('once more, halfway through the waiting period');
    expect(remindersInWords(60)).toBe(
      'halfway through the waiting period and again 24 hours before it ends',
    );
  });

  it('after the job was down: one reminder for both, and an overdue event unlocks without reminders', () => {
    // Both reminders due at once: only the day-before one, which marks the halfway one sent.
    expect(dueStep(event(168), at(150))).toBe('day_before');
    expect(dueStep(event(168, { dayBeforeNoticeAt: at(150) }), at(151))).toBeNull();
    // Past the end: the unlock, not a reminder.
    expect(dueStep(event(168), at(200))).toBe('unlock');
    expect(dueStep(event(3), at(5))).toBe('unlock');
  });

  it('sends the first notice whose mail failed at the report, unless a reminder due covers it', () => {
    const unsent = event(168, { reportedNoticeAt: null });
    expect(dueStep(unsent, at(0.01))).toBe('reported');
    expect(dueStep(event(168), at(0.01))).toBeNull();
    // Down until halfway: the reminder alone (the job marks the first notice sent with it).
    expect(dueStep(unsent, at(84))).toBe('halfway');
    expect(dueStep(unsent, at(150))).toBe('day_before');
    // Past the end: the unlock; the owner can no longer stop it.
    expect(dueStep(unsent, at(168))).toBe('unlock');
  });

  it('tries the emails of an unlock again when none went out, for a few days, and nothing else after', () => {
    const unlocked = event(3, { status: 'unlocked', unlockedAt: at(3) });
    expect(dueStep(unlocked, at(3.1))).toBe('unlock_emails');
    expect(dueStep(unlocked, at(3 + UNLOCK_EMAILS_RETRY_HOURS - 0.1))).toBe('unlock_emails');
    expect(dueStep(unlocked, at(3 + UNLOCK_EMAILS_RETRY_HOURS))).toBeNull();
    expect(dueStep({ ...unlocked, unlockNotifiedAt: at(3) }, at(4))).toBeNull();
    // An event that ended is due for nothing, however its columns read.
    for (const status of ['stopped', 'relocked', 'reversed'] as const)
      expect(dueStep(event(3, { status, reportedNoticeAt: null }), at(5))).toBeNull();
  });
});
