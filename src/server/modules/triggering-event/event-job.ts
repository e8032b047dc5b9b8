import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EVENT_KIND_LABELS } from '@shared/triggering-event/event-schemas';
import type { Database } from '../../db/client';
import { triggerEvents } from '../../db/schema';
import type { Logger } from '../../logger';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';
import { formatWait } from '../../platform/mail/templates/triggering-event-emails';
import { createActivityLog } from '../family/activity-log';
import { materializePlan } from '../event-plan/materialize-plan';
import { eventRows, type EventRow } from './event-rows';
import {
  DAY_BEFORE_NOTICE_HOURS,
  DAY_BEFORE_NOTICE_MIN_WAIT_HOURS,
  UNLOCK_EMAILS_RETRY_HOURS,
  dueStep,
} from './notice-schedule';
import { sendOwnerNotice } from './owner-notice';
import { sendUnlockEmails } from './unlock-emails';

/** How often the job runs unless EVENT_JOB_INTERVAL_MS says otherwise. */
export const EVENT_JOB_INTERVAL_MS = 60_000;

export type EventJobDeps = {
  db: Database;
  cipher: FieldCipher;
  mailer: Mailer;
  appUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export type EventJobResult = { unlocked: number; notices: number };

/**
 * The most events one run takes: a run's mail stays bounded however many are due at once (after
 * the server was down), and the rest are taken by the next runs, the earliest unlock first.
 */
export const EVENT_JOB_BATCH_SIZE = 100;

/**
 * The events with a step due at `now`: the SQL form of dueStep (notice-schedule.ts), so that
 * events still waiting, however many, never fill a run's batch. dueStep still decides which step
 * each one gets.
 */
function stepDue(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return or(
    and(
      eq(triggerEvents.status, 'pending'),
      or(
        lte(triggerEvents.unlocksAt, now),
        // The first notice, whose mail failed at the report.
        isNull(triggerEvents.reportedNoticeAt),
        and(
          isNull(triggerEvents.dayBeforeNoticeAt),
          gte(triggerEvents.waitHours, DAY_BEFORE_NOTICE_MIN_WAIT_HOURS),
          sql`${triggerEvents.unlocksAt} - make_interval(hours => ${DAY_BEFORE_NOTICE_HOURS}) <= ${at}`,
        ),
        and(
          isNull(triggerEvents.halfwayNoticeAt),
          isNull(triggerEvents.dayBeforeNoticeAt),
          // Halfway through a wait of N hours: N times 30 minutes after the report.
          sql`${triggerEvents.reportedAt} + ${triggerEvents.waitHours} * interval '30 minutes' <= ${at}`,
        ),
      ),
    ),
    and(eq(triggerEvents.status, 'unlocked'), unlockEmailsRetried(now)),
  );
}

/** An unlock whose emails all failed, recent enough to try them again (notice-schedule.ts). */
function unlockEmailsRetried(now: Date) {
  return and(
    isNull(triggerEvents.unlockNotifiedAt),
    gt(
      triggerEvents.unlockedAt,
      new Date(now.getTime() - UNLOCK_EMAILS_RETRY_HOURS * 60 * 60 * 1000),
    ),
  );
}

/** The owner's notices not sent yet are covered by a reminder sent now: it says all they say. */
const coveredBy = (column: AnyPgColumn, now: Date) =>
  sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;

/**
 * Each step of an event is claimed in the UPDATE that checks it is still due, so with several
 * servers on one database (or two runs at once) exactly one run gets it and mails about it. The
 * unlock claims its emails with it: a run that finds the event unlocked meanwhile does not send
 * them a second time.
 */
const claims = {
  unlock: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({ status: 'unlocked', unlockedAt: now, unlockNotifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'pending'),
          lte(triggerEvents.unlocksAt, now),
        ),
      )
      .returning(),
  // The day-before notice covers a halfway one (and a first one) not sent yet: marked sent too.
  day_before: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({
        dayBeforeNoticeAt: now,
        halfwayNoticeAt: coveredBy(triggerEvents.halfwayNoticeAt, now),
        reportedNoticeAt: coveredBy(triggerEvents.reportedNoticeAt, now),
      })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'pending'),
          isNull(triggerEvents.dayBeforeNoticeAt),
          gt(triggerEvents.unlocksAt, now),
        ),
      )
      .returning(),
  halfway: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({
        halfwayNoticeAt: now,
        reportedNoticeAt: coveredBy(triggerEvents.reportedNoticeAt, now),
      })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'pending'),
          isNull(triggerEvents.halfwayNoticeAt),
          isNull(triggerEvents.dayBeforeNoticeAt),
          gt(triggerEvents.unlocksAt, now),
        ),
      )
      .returning(),
  reported: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({ reportedNoticeAt: now })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'pending'),
          isNull(triggerEvents.reportedNoticeAt),
          gt(triggerEvents.unlocksAt, now),
        ),
      )
      .returning(),
  unlock_emails: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({ unlockNotifiedAt: now })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'unlocked'),
          unlockEmailsRetried(now),
        ),
      )
      .returning(),
};

/**
 * What follows an unlock before its emails: the plan is written and the step is logged in the
 * owner's activity log. A failure is logged and does not undo the unlock: the after-event entries
 * are open from the UPDATE on.
 */
async function recordUnlock(deps: EventJobDeps, event: EventRow, now: Date): Promise<void> {
  const { db, cipher, logger } = deps;
  try {
    await materializePlan(
      { db, cipher, now: () => now },
      { id: event.id, ownerId: event.userId, kind: event.kind, eventDate: event.eventDate },
    );
  } catch (error) {
    logger.error(
      { err: error, eventId: event.id },
      'the plan of an unlocked event was not written',
    );
  }
  try {
    await createActivityLog(db, () => now).eventStep(
      event.userId,
      null,
      'update',
      `${EVENT_KIND_LABELS[event.kind]} reported by ${event.reporterName}: unlocked after the waiting period of ${formatWait(event.waitHours)}`,
    );
  } catch (error) {
    logger.error({ err: error, eventId: event.id }, 'the unlock was not logged');
  }
}

/**
 * The unlock emails, claimed by the caller at `now`. When none went out they are given back for
 * the next run; when some did, the others' failures stay logged (they are not tried again, so
 * nobody is emailed twice). Answers whether they are done.
 */
async function mailUnlock(deps: EventJobDeps, event: EventRow, now: Date): Promise<boolean> {
  let done = false;
  try {
    done = await sendUnlockEmails(deps, event, now);
  } catch (error) {
    deps.logger.warn({ err: error, eventId: event.id }, 'the unlock emails were not sent');
  }
  if (!done) await eventRows.releaseNotice(deps.db, event.id, 'unlock_emails', now);
  return done;
}

/**
 * One run of the scheduled job (issue 15): the events with a step due at `now`
 * (notice-schedule.ts) — the owner's first notice if it failed at the report, the halfway
 * reminder, the day-before reminder, the unlock, or the emails of an unlock that all failed — at
 * most `batchSize` of them. A notice whose mail fails is released, to be sent on the next run.
 */
export async function runEventJob(
  deps: EventJobDeps & { now: Date; batchSize?: number },
): Promise<EventJobResult> {
  const { db, now, logger, batchSize = EVENT_JOB_BATCH_SIZE } = deps;
  const due = await db
    .select()
    .from(triggerEvents)
    .where(stepDue(now))
    .orderBy(asc(triggerEvents.unlocksAt), asc(triggerEvents.id))
    .limit(batchSize);
  const result: EventJobResult = { unlocked: 0, notices: 0 };
  for (const candidate of due) {
    const step = dueStep(candidate, now);
    if (!step) continue;
    const [event] = await claims[step](db, candidate.id, now);
    if (!event) continue;
    if (step === 'unlock') {
      result.unlocked += 1;
      await recordUnlock(deps, event, now);
      await mailUnlock(deps, event, now);
    } else if (step === 'unlock_emails') {
      if (await mailUnlock(deps, event, now)) result.notices += 1;
    } else {
      try {
        await sendOwnerNotice(deps, event, step);
        result.notices += 1;
      } catch (error) {
        await eventRows.releaseNotice(db, event.id, step, now);
        logger.warn({ err: error, eventId: event.id, step }, 'an owner notice was not sent');
      }
    }
  }
  return result;
}

type ScheduleOptions = EventJobDeps & {
  logger: Logger;
  intervalMs?: number;
  now?: () => Date;
  setTimer?: typeof setInterval;
  clearTimer?: typeof clearInterval;
  /** Tests replace the run to watch the schedule alone. */
  run?: typeof runEventJob;
};

/**
 * Runs the job every `intervalMs` in the server process. A failing run is logged and the next
 * one tries again; a run never overlaps a previous one still going. `stop` waits for a run still
 * going, so a shutdown does not close the database under an unlock whose emails are being sent.
 */
export function startEventJob({
  logger,
  intervalMs = EVENT_JOB_INTERVAL_MS,
  now = () => new Date(),
  setTimer = setInterval,
  clearTimer = clearInterval,
  run = runEventJob,
  ...deps
}: ScheduleOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function once(): Promise<void> {
    try {
      const done = await run({ ...deps, logger, now: now() });
      if (done.unlocked > 0 || done.notices > 0) logger.info(done, 'triggering event job');
    } catch (error) {
      logger.error({ err: error }, 'the triggering event job failed');
    } finally {
      running = null;
    }
  }

  function tick(): void {
    if (running || stopped) return;
    running = once();
  }

  // The timer does not keep the process alive on its own: the server's socket does that.
  const every = setTimer(tick, intervalMs);
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimer(every);
      await running;
    },
  };
}
