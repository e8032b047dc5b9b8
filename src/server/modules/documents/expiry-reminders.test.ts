import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { formatLongDate, startExpiryReminders, type sendDueReminders } from './expiry-reminders';

const HOUR = 60 * 60 * 1000;

function setup(send: typeof sendDueReminders) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { logLevel: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const schedule = startExpiryReminders({
    db: {} as Database,
    mailer: {} as Mailer,
    appUrl: 'http://localhost:3000',
    logger,
    send,
  });
  return { lines, schedule };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('startExpiryReminders', () => {
  it('runs shortly after start, then every hour with the current time, until stopped', async () => {
    const send = vi.fn<typeof sendDueReminders>().mockResolvedValue(0);
    const { schedule } = setup(send);
    expect(send).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].now).toEqual(new Date('2026-05-01T09:00:05Z'));

    await vi.advanceTimersByTimeAsync(HOUR);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(send).toHaveBeenCalledTimes(4);
    expect(send.mock.calls[3]?.[0].now).toEqual(new Date('2026-05-01T12:00:00Z'));

    schedule.stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('logs a failed run and tries again at the next one', async () => {
    const send = vi
      .fn<typeof sendDueReminders>()
      .mockRejectedValueOnce(new Error('database is down'))
      .mockResolvedValue(2);
    const { lines, schedule } = setup(send);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'document expiry reminders failed',
        err: expect.objectContaining({ message: 'database is down' }) as unknown,
      }),
    );

    await vi.advanceTimersByTimeAsync(HOUR);
    expect(send).toHaveBeenCalledTimes(2);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'document expiry reminders sent', sent: 2 }),
    );
    schedule.stop();
  });

  it('does not start a run while the previous one is still going', async () => {
    let finish: (sent: number) => void = () => undefined;
    const send = vi
      .fn<typeof sendDueReminders>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValue(0);
    const { schedule } = setup(send);

    await vi.advanceTimersByTimeAsync(5_000 + 2 * HOUR);
    expect(send).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(send).toHaveBeenCalledTimes(2);
    schedule.stop();
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date as people read it, whatever the server time zone', () => {
    expect(formatLongDate('2027-03-03')).toBe('March 3, 2027');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });
});
