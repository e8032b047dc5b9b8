import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { AppError } from './app-error';
import { handleError } from './error-handler';
import { requestContext } from './request-context';
import { createRouter } from './router';
import {
  AdmissionGate,
  BUSY_MESSAGE,
  CAPACITY_WARNING_INTERVAL_MS,
  EMBEDDED_AT_CAPACITY_ADVICE,
  admissionControl,
  admissionLimits,
  ifAdmittedAtOnce,
  type AdmissionLimits,
} from './admission-control';

type Hold = { release: () => void; fail: (error: Error) => void; promise: Promise<void> };

function hold(): Hold {
  let release = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { release, fail, promise };
}

/** An app whose `/api/work/:id` routes finish when the test says, recording the order they start. */
function appWith(limits: AdmissionLimits) {
  const logLines: Record<string, unknown>[] = [];
  const logger = createLogger(
    { logLevel: 'warn' },
    { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const gate = new AdmissionGate(limits);
  const holds = new Map<string, Hold>();
  const holdOf = (id: string) => {
    if (!holds.has(id)) holds.set(id, hold());
    return holds.get(id) as Hold;
  };
  const started: string[] = [];
  const app = createRouter();
  app.onError(handleError);
  app.use('*', requestContext(logger));
  app.use('/api/*', admissionControl(gate));
  app.get('/api/work/:id', async (c) => {
    const id = c.req.param('id');
    started.push(id);
    await holdOf(id).promise;
    return c.json({ id });
  });
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.post('/api/documents', (c) => c.json({ uploaded: true }, 201));
  app.post('/api/bills/uploads', (c) => c.json({ uploaded: true }, 201));
  app.post('/api/bills/process', (c) => c.json({ results: [] }, 200));
  app.post('/api/statements/detect', (c) => c.json({ files: [], series: [] }, 200));

  /** Sends a request and reports whether it has been answered yet. */
  const send = (path: string, init?: RequestInit) => {
    const response = Promise.resolve(app.request(`http://localhost${path}`, init));
    const sent = { answered: false, response };
    void sent.response.then(() => (sent.answered = true));
    return sent;
  };
  return { gate, started, send, holdOf, logLines };
}

/** Lets the promises that are ready run, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function expectBusy(response: Promise<Response>): Promise<void> {
  const answer = await response;
  expect(answer.status).toBe(503);
  expect(answer.headers.get('Retry-After')).toBe('1');
  expect(await answer.json()).toMatchObject({
    error: { code: 'UNAVAILABLE', message: BUSY_MESSAGE },
  });
}

describe('admission control', () => {
  it('answers 503 with Retry-After at once when the queue is full', async () => {
    const { send, holdOf, gate } = appWith({ concurrency: 1, queue: 1, maxWaitMs: 1000 });
    const first = send('/api/work/a');
    const second = send('/api/work/b');
    const third = send('/api/work/c');
    await settle();
    expect(third.answered).toBe(true);
    await expectBusy(third.response);
    expect([first.answered, second.answered]).toEqual([false, false]);
    expect([gate.active, gate.queued]).toEqual([1, 1]);

    holdOf('a').release();
    expect((await first.response).status).toBe(200);
    holdOf('b').release();
    expect((await second.response).status).toBe(200);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('refuses a request that waited for its turn longer than the limit', async () => {
    const { send, holdOf, gate } = appWith({ concurrency: 1, queue: 5, maxWaitMs: 500 });
    const first = send('/api/work/a');
    const second = send('/api/work/b');
    await vi.advanceTimersByTimeAsync(499);
    expect(second.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.answered).toBe(true);
    await expectBusy(second.response);
    expect(gate.queued).toBe(0);

    holdOf('a').release();
    expect((await first.response).status).toBe(200);
    // The refused request never took the slot: the next one is admitted at once.
    const third = send('/api/work/c');
    await settle();
    holdOf('c').release();
    expect((await third.response).status).toBe(200);
  });

  it('admits waiting requests in the order they came, ahead of newcomers', async () => {
    const { send, holdOf, started } = appWith({ concurrency: 1, queue: 10, maxWaitMs: 10_000 });
    const sent = ['a', 'b', 'c'].map((id) => send(`/api/work/${id}`));
    await settle();
    expect(started).toEqual(['a']);

    holdOf('a').release();
    await settle();
    // d arrives while b works and c waits: d goes after c.
    sent.push(send('/api/work/d'));
    await settle();
    expect(started).toEqual(['a', 'b']);
    for (const id of ['b', 'c', 'd']) {
      holdOf(id).release();
      await settle();
    }
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const request of sent) expect((await request.response).status).toBe(200);
  });

  it('gives the slot back when the route fails, as when it succeeds', async () => {
    const { send, holdOf, gate } = appWith({ concurrency: 1, queue: 5, maxWaitMs: 10_000 });
    const failing = send('/api/work/a');
    const refused = send('/api/work/b');
    const waiting = send('/api/work/c');
    await settle();

    holdOf('a').fail(new Error('database went away'));
    expect((await failing.response).status).toBe(500);
    holdOf('b').fail(new AppError('CONFLICT', 'Already done.'));
    expect((await refused.response).status).toBe(409);
    holdOf('c').release();
    expect((await waiting.response).status).toBe(200);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('takes a waiting request out of the queue when its client goes away', async () => {
    const { send, holdOf, gate } = appWith({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });
    const first = send('/api/work/a');
    const client = new AbortController();
    const gone = send('/api/work/b', { signal: client.signal });
    await settle();
    expect(gate.queued).toBe(1);

    client.abort();
    await settle();
    expect(gone.answered).toBe(true);
    expect(gate.queued).toBe(0);
    // Its place in the queue is free again.
    const next = send('/api/work/c');
    await settle();
    expect([next.answered, gate.queued]).toEqual([false, 1]);
    holdOf('a').release();
    holdOf('c').release();
    expect((await first.response).status).toBe(200);
    expect((await next.response).status).toBe(200);
  });

  it('warns about refusals at most once in ten seconds, with how many there were', async () => {
    const { send, holdOf, logLines } = appWith({ concurrency: 1, queue: 0, maxWaitMs: 1000 });
    const busy = send('/api/work/a');
    for (let i = 0; i < 3; i += 1) await expectBusy(send('/api/work/b').response);
    await vi.advanceTimersByTimeAsync(CAPACITY_WARNING_INTERVAL_MS);
    await expectBusy(send('/api/work/c').response);
    const warnings = logLines.filter((line) => line.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'at capacity: refusing API requests with 503', refused: 1 }),
      expect.objectContaining({ refused: 3, reason: 'queue-full', inProgress: 1, queued: 0 }),
    ]);
    // Each refusal is an ordinary access-log line, below the warning level.
    expect(logLines.filter((line) => line.msg === 'request refused')).toEqual([]);
    holdOf('a').release();
    expect((await busy.response).status).toBe(200);
  });

  it('explains once, at the first refusal, that the embedded database is at capacity and what serves more', async () => {
    const { send, holdOf, logLines } = appWith({
      ...admissionLimits('pglite'),
      concurrency: 1,
      queue: 0,
    });
    const busy = send('/api/work/a');
    await expectBusy(send('/api/work/b').response);
    await vi.advanceTimersByTimeAsync(CAPACITY_WARNING_INTERVAL_MS);
    await expectBusy(send('/api/work/c').response);
    const advice = logLines.filter((line) => line.msg === EMBEDDED_AT_CAPACITY_ADVICE);
    expect(advice).toEqual([expect.objectContaining({ level: 40 })]);
    expect(EMBEDDED_AT_CAPACITY_ADVICE).toContain('run Nido on PostgreSQL');
    holdOf('a').release();
    expect((await busy.response).status).toBe(200);
  });

  it('gives no such advice on PostgreSQL', async () => {
    const { send, holdOf, logLines } = appWith({
      ...admissionLimits('postgres'),
      concurrency: 1,
      queue: 0,
    });
    const busy = send('/api/work/a');
    await expectBusy(send('/api/work/b').response);
    expect(logLines.map((line) => line.msg)).toEqual([
      'at capacity: refusing API requests with 503',
    ]);
    holdOf('a').release();
    expect((await busy.response).status).toBe(200);
  });

  it('does not queue the health check, a document, bill or statements upload, or reading bills', async () => {
    const { send, holdOf } = appWith({ concurrency: 1, queue: 0, maxWaitMs: 10_000 });
    const busy = send('/api/work/a');
    await settle();
    await expectBusy(send('/api/work/b').response);
    expect((await send('/api/health').response).status).toBe(200);
    expect((await send('/api/documents', { method: 'POST' }).response).status).toBe(201);
    // Bills bound themselves, per person and in all (bills/bill-limits.ts).
    expect((await send('/api/bills/uploads', { method: 'POST' }).response).status).toBe(201);
    expect((await send('/api/bills/process', { method: 'POST' }).response).status).toBe(200);
    // So do statements (statements/reading-slots.ts).
    expect((await send('/api/statements/detect', { method: 'POST' }).response).status).toBe(200);
    holdOf('a').release();
    expect((await busy.response).status).toBe(200);
  });
});

describe('admissionLimits', () => {
  it('admits fewer requests at once on PGlite than on PostgreSQL, and takes overrides', () => {
    expect(admissionLimits('pglite').concurrency).toBeLessThan(
      admissionLimits('postgres').concurrency,
    );
    expect(admissionLimits('pglite', { queue: 3 })).toEqual({
      ...admissionLimits('pglite'),
      queue: 3,
    });
  });
});

describe('ifAdmittedAtOnce', () => {
  it('does optional work in a free slot and gives the slot back, even when the work fails', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: 500 });
    await expect(ifAdmittedAtOnce(gate, () => Promise.resolve('done'), 'skipped')).resolves.toBe(
      'done',
    );
    await expect(
      ifAdmittedAtOnce(gate, () => Promise.reject(new Error('lost')), 'skipped'),
    ).rejects.toThrow('lost');
    expect(gate.active).toBe(0);
  });

  it('skips the work at once when every slot is taken, without queueing', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: 500 });
    expect(gate.tryEnter()).toBe(true);
    const work = vi.fn(() => Promise.resolve('done'));
    await expect(ifAdmittedAtOnce(gate, work, 'skipped')).resolves.toBe('skipped');
    expect(work).not.toHaveBeenCalled();
    expect(gate.queued).toBe(0);
    gate.leave();
    expect(gate.active).toBe(0);
  });
});
