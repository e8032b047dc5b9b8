import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerEvents } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { runEventJob } from '@server/modules/triggering-event/event-job';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { newUser } from '@test/harness/accounts';
import {
  TEST_APP_URL,
  TEST_ENCRYPTION_KEY,
  createTestApp,
  type TestApp,
} from '@test/harness/test-app';

// The scheduled job takes a bounded batch per run, and only events with a step due: events still
// waiting (however many) never take the places of those that are due.
const HOUR = 60 * 60 * 1000;
const now = new Date('2026-05-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
}, 120_000);
afterAll(() => t.close());

type Timing = {
  reportedHoursAgo: number;
  waitHours: number;
  halfwaySent?: boolean;
  dayBeforeSent?: boolean;
};

/** A pending event of a new owner, reported `reportedHoursAgo` before `now`. */
async function pendingEvent(timing: Timing): Promise<string> {
  const owner = await newUser(t);
  const reportedAt = new Date(now.getTime() - timing.reportedHoursAgo * HOUR);
  const sent = new Date(now.getTime() - HOUR);
  const [row] = await t.database.db
    .insert(triggerEvents)
    .values({
      userId: owner.id,
      kind: 'death',
      reporterName: 'Gabe Family',
      reportedAt,
      eventDate: '2026-04-20',
      waitHours: timing.waitHours,
      unlocksAt: new Date(reportedAt.getTime() + timing.waitHours * HOUR),
      reportedNoticeAt: reportedAt,
      halfwayNoticeAt: timing.halfwaySent ? sent : null,
      dayBeforeNoticeAt: timing.dayBeforeSent ? sent : null,
    })
    .returning({ id: triggerEvents.id });
  return row!.id;
}

function runBatchOfOne() {
  return runEventJob({
    db: t.database.db,
    cipher: createFieldCipher(TEST_ENCRYPTION_KEY),
    mailer: t.mailer,
    appUrl: TEST_APP_URL,
    logger: createLogger({ logLevel: 'debug' }, t.logs),
    now,
    batchSize: 1,
  });
}

describe('the scheduled job’s batch', () => {
  it('takes only events with a step due, the earliest unlock first, a bounded number per run', async () => {
    const unlock = await pendingEvent({ reportedHoursAgo: 5, waitHours: 3 });
    const halfway = await pendingEvent({ reportedHoursAgo: 6, waitHours: 10 });
    // Not due yet, though it unlocks before the next one: it must not take its place.
    const waiting = await pendingEvent({ reportedHoursAgo: 1, waitHours: 10 });
    const dayBefore = await pendingEvent({ reportedHoursAgo: 100, waitHours: 120 });
    const reminded = await pendingEvent({
      reportedHoursAgo: 100,
      waitHours: 121,
      halfwaySent: true,
      dayBeforeSent: true,
    });

    // Unlocked days ago, its emails all failed: too late to try them again, it takes no place.
    const owner = await newUser(t);
    const longAgo = new Date(now.getTime() - 100 * HOUR);
    await t.database.db.insert(triggerEvents).values({
      userId: owner.id,
      kind: 'death',
      status: 'unlocked',
      reporterName: 'Gabe Family',
      reportedAt: longAgo,
      eventDate: '2026-04-20',
      waitHours: 3,
      unlocksAt: longAgo,
      unlockedAt: longAgo,
      reportedNoticeAt: longAgo,
      unlockNotifiedAt: null,
    });

    expect(await runBatchOfOne()).toEqual({ unlocked: 1, notices: 0 });
    expect(await runBatchOfOne()).toEqual({ unlocked: 0, notices: 1 });
    expect(await runBatchOfOne()).toEqual({ unlocked: 0, notices: 1 });
    expect(await runBatchOfOne()).toEqual({ unlocked: 0, notices: 0 });

    const rows = await t.database.db
      .select()
      .from(triggerEvents)
      .where(inArray(triggerEvents.id, [unlock, halfway, waiting, dayBefore, reminded]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(unlock)?.status).toBe('unlocked');
    expect(byId.get(halfway)?.halfwayNoticeAt).toEqual(now);
    expect(byId.get(dayBefore)?.dayBeforeNoticeAt).toEqual(now);
    expect(byId.get(waiting)).toMatchObject({ halfwayNoticeAt: null, dayBeforeNoticeAt: null });
    expect(byId.get(reminded)?.dayBeforeNoticeAt).not.toEqual(now);
    const [stillWaiting] = await t.database.db
      .select({ status: triggerEvents.status })
      .from(triggerEvents)
      .where(eq(triggerEvents.id, waiting));
    expect(stillWaiting?.status).toBe('pending');
  });
});
