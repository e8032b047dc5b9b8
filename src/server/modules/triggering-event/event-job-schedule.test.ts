import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { Mailer } from '../../platform/mail/mailer';
import { EVENT_JOB_INTERVAL_MS, startEventJob, type runEventJob } from './event-job';

function setup(run: typeof runEventJob, now?: () => Date) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { logLevel: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const schedule = startEventJob({
    db: {} as Database,
    cipher: {} as FieldCipher,
    mailer: {} as Mailer,
    appUrl: 'http://localhost:3000',
    logger,
    run,
    ...(now ? { now } : {}),
  });
  return { lines, schedule };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('startEventJob', () => {
  it('runs every minute with the time of its clock, until stopped', async () => {
    const run = vi.fn<typeof runEventJob>().mockResolvedValue({ unlocked: 0, notices: 0 });
    // A clock three days ahead, as the dev clock can be.
    const ahead = () => new Date(Date.now() + 72 * 60 * 60 * 1000);
    const { schedule } = setup(run, ahead);
    expect(run).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0].now).toEqual(new Date('2026-05-04T09:01:00Z'));
    await vi.advanceTimersByTimeAsync(2 * EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);

    await schedule.stop();
    await vi.advanceTimersByTimeAsync(10 * EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run and what a good one did, and never overlaps a run still going', async () => {
    let finish: (done: { unlocked: number; notices: number }) => void = () => undefined;
    const run = vi
      .fn<typeof runEventJob>()
      .mockRejectedValueOnce(new Error('database is down'))
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue({ unlocked: 0, notices: 0 });
    const { lines, schedule } = setup(run);

    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'the triggering event job failed' }),
    );
    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    // The second run is still going: the next tick skips.
    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    finish({ unlocked: 1, notices: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'triggering event job', unlocked: 1, notices: 2 }),
    );
    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);
    await schedule.stop();
  });

  it('waits for a run still going when stopped, so the database is not closed under it', async () => {
    let finish: (done: { unlocked: number; notices: number }) => void = () => undefined;
    const run = vi
      .fn<typeof runEventJob>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { schedule } = setup(run);
    await vi.advanceTimersByTimeAsync(EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish({ unlocked: 1, notices: 0 });
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * EVENT_JOB_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
