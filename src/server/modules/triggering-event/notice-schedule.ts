const HOUR_MS = 60 * 60 * 1000;

/** The last reminder comes this long before the unlock. */
export const DAY_BEFORE_NOTICE_HOURS = 24;
/**
 * The shortest wait that gets a day-before notice of its own. With a shorter wait the halfway
 * notice comes at most 30 hours before the unlock and stands in for it: the owner never gets two
 * reminders less than 6 hours apart (with 49 hours they would come 30 minutes apart).
 */
export const DAY_BEFORE_NOTICE_MIN_WAIT_HOURS = 60;

/** What the scheduled job reads of an event to decide its next step. */
export type EventTiming = {
  reportedAt: Date;
  waitHours: number;
  unlocksAt: Date;
  halfwayNoticeAt: Date | null;
  dayBeforeNoticeAt: Date | null;
};

export type DueStep = 'unlock' | 'day_before' | 'halfway';

/** When the halfway reminder is due. */
export function halfwayNoticeDueAt(event: EventTiming): Date {
  return new Date(event.reportedAt.getTime() + (event.waitHours * HOUR_MS) / 2);
}

/** When the day-before reminder is due, or null for a wait too short to have one. */
export function dayBeforeNoticeDueAt(event: EventTiming): Date | null {
  if (event.waitHours < DAY_BEFORE_NOTICE_MIN_WAIT_HOURS) return null;
  return new Date(event.unlocksAt.getTime() - DAY_BEFORE_NOTICE_HOURS * HOUR_MS);
}

/** Which reminders the owner will get after the first email, in words for that email. */
export function remindersInWords(waitHours: number): string {
  return waitHours >= DAY_BEFORE_NOTICE_MIN_WAIT_HOURS
    ? 'halfway through the waiting period and again 24 hours before it ends'
    : 'once more, halfway through the waiting period';
}

/**
 * The one step a pending event is due for at `now`, or null. The unlock comes first: an event
 * past its end is unlocked, not reminded about. A job that ran late (the server was down) and
 * finds both reminders due sends only the day-before one, which covers the halfway one.
 */
export function dueStep(event: EventTiming, now: Date): DueStep | null {
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
  return null;
}
