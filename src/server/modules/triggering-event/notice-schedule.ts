import type { TEventStatus } from '@shared/triggering-event/event-schemas';

const HOUR_MS = 60 * 60 * 1000;

/** The last reminder comes this long before the unlock. */
export const DAY_BEFORE_NOTICE_HOURS = 24;
/**
 * The shortest wait that gets a day-before notice of its own. With a shorter wait the halfway
 * notice comes at most 30 hours before the unlock and stands in for it: the owner never gets two
 * reminders less than 6 hours apart (with 49 hours they would come 30 minutes apart).
 */
export const DAY_BEFORE_NOTICE_MIN_WAIT_HOURS = 60;
/**
 * How long after an unlock its emails are tried again when none could be sent. It bounds the
 * retries of an address that always fails, so such events do not take a run's batch for ever.
 */
export const UNLOCK_EMAILS_RETRY_HOURS = 72;

/** What the scheduled job reads of an event to decide its next step. */
export type EventTiming = {
  status: TEventStatus;
  reportedAt: Date;
  waitHours: number;
  unlocksAt: Date;
  unlockedAt: Date | null;
  reportedNoticeAt: Date | null;
  halfwayNoticeAt: Date | null;
  dayBeforeNoticeAt: Date | null;
  unlockNotifiedAt: Date | null;
};

/**
 * `reported`: the owner's first notice, whose mail failed at the report. `unlock_emails`: the
 * emails of an unlock, of which not one could be sent.
 */
export type DueStep = 'unlock' | 'day_before' | 'halfway' | 'reported' | 'unlock_emails';

/** When the halfway reminder is due. */
export function halfwayNoticeDueAt(event: Pick<EventTiming, 'reportedAt' | 'waitHours'>): Date {
  return new Date(event.reportedAt.getTime() + (event.waitHours * HOUR_MS) / 2);
}

/** When the day-before reminder is due, or null for a wait too short to have one. */
export function dayBeforeNoticeDueAt(
  event: Pick<EventTiming, 'waitHours' | 'unlocksAt'>,
): Date | null {
  if (event.waitHours < DAY_BEFORE_NOTICE_MIN_WAIT_HOURS) return null;
  return new Date(event.unlocksAt.getTime() - DAY_BEFORE_NOTICE_HOURS * HOUR_MS);
}

/** Which reminders the owner will get after the first email, in words for that email. */
export function remindersInWords(waitHours: number): string {
  return waitHours >= DAY_BEFORE_NOTICE_MIN_WAIT_HOURS
    ? 'halfway through the waiting period and again 24 hours before it ends'
    : 'once more, halfway through the waiting period';
}

/** An unlocked event's emails are to be tried again: none went out, and it unlocked recently. */
function unlockEmailsDue(event: EventTiming, now: Date): boolean {
  if (event.unlockNotifiedAt || !event.unlockedAt) return false;
  return now.getTime() < event.unlockedAt.getTime() + UNLOCK_EMAILS_RETRY_HOURS * HOUR_MS;
}

/**
 * The one step an event is due for at `now`, or null. The unlock comes first: an event past its
 * end is unlocked, not reminded about. A job that ran late (the server was down) and finds both
 * reminders due sends only the day-before one, which covers the halfway one; a reminder due
 * covers a first notice not sent yet in the same way (it says all the first one says). An
 * unlocked event is due only for its emails, when none of them went out (unlockEmailsDue).
 */
export function dueStep(event: EventTiming, now: Date): DueStep | null {
  if (event.status === 'unlocked') return unlockEmailsDue(event, now) ? 'unlock_emails' : null;
  if (event.status !== 'pending') return null;
  if (now.getTime() >= event.unlocksAt.getTime()) return 'unlock';
  const dayBefore = dayBeforeNoticeDueAt(event);
  if (dayBefore && !event.dayBeforeNoticeAt && now.getTime() >= dayBefore.getTime())
    return 'day_before';
  if (
    !event.halfwayNoticeAt &&
    !event.dayBeforeNoticeAt &&
    now.getTime() >= halfwayNoticeDueAt(event).getTime()
  )
    return 'halfway';
  if (!event.reportedNoticeAt) return 'reported';
  return null;
}
