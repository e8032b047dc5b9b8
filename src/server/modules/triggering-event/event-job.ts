import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { EVENT_KIND_LABELS } from '@shared/triggering-event/event-schemas';
import type { Database } from '../../db/client';
import { triggerEvents } from '../../db/schema';
import type { Logger } from '../../logger';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';
import {
  eventUnlockedEmail,
  formatWait,
} from '../../platform/mail/templates/triggering-event-emails';
import { createActivityLog } from '../family/activity-log';
import { materializePlan } from '../event-plan/materialize-plan';
import type { EventRow } from './event-rows';
import {
  DAY_BEFORE_NOTICE_HOURS,
  DAY_BEFORE_NOTICE_MIN_WAIT_HOURS,
  dueStep,
} from './notice-schedule';
import { sendOwnerNotice } from './owner-notice';
import { peopleByIds } from './people';
import { unlockRecipients } from './unlock-recipients';

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
 * The pending events with a step due at `now`: the SQL form of dueStep (notice-schedule.ts), so
 * that events still waiting, however many, never fill a run's batch. dueStep still decides which
 * step each one gets.
 */
function stepDue(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    eq(triggerEvents.status, 'pending'),
    or(
      lte(triggerEvents.unlocksAt, now),
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
  );
}

/**
 * Each step of an event is claimed in the UPDATE that checks it is still due, so with several
 * servers on one database (or two runs at once) exactly one run gets it and mails about it.
 */
const claims = {
  unlock: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({ status: 'unlocked', unlockedAt: now, updatedAt: now })
      .where(
        and(
          eq(triggerEvents.id, id),
          eq(triggerEvents.status, 'pending'),
          lte(triggerEvents.unlocksAt, now),
        ),
      )
      .returning(),
  // The day-before notice covers a halfway one not sent yet: it is marked sent too.
  day_before: (db: Database, id: string, now: Date) =>
    db
      .update(triggerEvents)
      .set({
        dayBeforeNoticeAt: now,
        halfwayNoticeAt: sql`coalesce(${triggerEvents.halfwayNoticeAt}, ${now.toISOString()}::timestamptz)`,
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
      .set({ halfwayNoticeAt: now })
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
};

/** Gives a notice back after its mail failed, so the next run tries again. */
async function releaseNotice(
  db: Database,
  id: string,
  step: 'day_before' | 'halfway',
  claimedAt: Date,
) {
  const column =
    step === 'day_before' ? triggerEvents.dayBeforeNoticeAt : triggerEvents.halfwayNoticeAt;
  await db
    .update(triggerEvents)
    .set(step === 'day_before' ? { dayBeforeNoticeAt: null } : { halfwayNoticeAt: null })
    .where(and(eq(triggerEvents.id, id), eq(column, claimedAt)));
}

/**
 * What follows an unlock: the plan is written, the step is logged in the owner's activity log,
 * and each person the household now opens to is emailed once. A failure in any of these is
 * logged and does not undo the unlock: the after-event entries are open from the UPDATE on.
 */
async function afterUnlock(deps: EventJobDeps, event: EventRow, now: Date): Promise<void> {
  const { db, cipher, mailer, appUrl, logger } = deps;
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
  await createActivityLog(db, () => now).eventStep(
    event.userId,
    null,
    'update',
    `${EVENT_KIND_LABELS[event.kind]} reported by ${event.reporterName}: unlocked after the waiting period of ${formatWait(event.waitHours)}`,
  );
  const ownerName = (await peopleByIds(db, [event.userId])).get(event.userId)?.name ?? 'Someone';
  for (const recipient of await unlockRecipients(db, event.userId, now)) {
    try {
      await mailer.send({
        to: recipient.email,
        ...eventUnlockedEmail(
          recipient,
          {
            ownerName,
            kind: event.kind,
            reporterName: event.reporterName,
            eventDate: event.eventDate,
          },
          { planUrl: `${appUrl}/triggering-event`, guidebookUrl: `${appUrl}/family-guidebook` },
        ),
      });
    } catch (error) {
      logger.warn(
        { err: error, eventId: event.id, userId: recipient.userId },
        'an unlock email was not sent',
      );
    }
  }
}

/**
 * One run of the scheduled job (issue 15): the pending events with a step due at `now`
 * (notice-schedule.ts) — the halfway reminder, the day-before reminder, or the unlock — at most
 * `batchSize` of them. A reminder whose mail fails is released, to be sent on the next run.
 */
export async function runEventJob(
  deps: EventJobDeps & { now: Date; batchSize?: number },
): Promise<EventJobResult> {
  const { db, now, logger, batchSize = EVENT_JOB_BATCH_SIZE } = deps;
  const pending = await db
    .select()
    .from(triggerEvents)
    .where(stepDue(now))
    .orderBy(asc(triggerEvents.unlocksAt), asc(triggerEvents.id))
    .limit(batchSize);
  const result: EventJobResult = { unlocked: 0, notices: 0 };
  for (const candidate of pending) {
    const step = dueStep(candidate, now);
    if (!step) continue;
    const [event] = await claims[step](db, candidate.id, now);
    if (!event) continue;
    if (step === 'unlock') {
      result.unlocked += 1;
      try {
        await afterUnlock(deps, event, now);
      } catch (error) {
        logger.error({ err: error, eventId: event.id }, 'the steps after an unlock failed');
      }
      continue;
    }
    try {
      await sendOwnerNotice(deps, event, step);
      result.notices += 1;
    } catch (error) {
      await releaseNotice(db, event.id, step, now);
      logger.warn({ err: error, eventId: event.id, step }, 'an event reminder was not sent');
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
