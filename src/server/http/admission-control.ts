import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { POOL_SIZE, type DatabaseHandle } from '../db/client';
import { UPLOAD_PATH } from '../modules/documents/upload-route';
import { BILL_PROCESS_PATH, BILL_UPLOAD_PATH } from '../modules/bills/routes';
import { STATEMENTS_DETECT_PATH } from '@shared/statements/statement-api';
import { AppError } from './app-error';
import type { AppEnv } from './context';

export type AdmissionLimits = {
  /** API requests doing their work at once. */
  concurrency: number;
  /** Requests that may wait for a turn, first come first served; one more is refused at once. */
  queue: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Logged once, at the first refusal: what capacity means for this database, and what to do. */
  atCapacityAdvice?: string;
};

/**
 * The embedded database's ceiling is the machine's one thread, not a setting: at 300 people
 * clicking every 1 to 3 s it served about 110 requests a second on two cores and kept refusing
 * 1.5 to 17 % of them, where PostgreSQL refused no one after the first seconds (issue 35).
 */
export const EMBEDDED_AT_CAPACITY_ADVICE =
  "The embedded database (PGlite) is at capacity: it runs on the server's one thread, about " +
  '110 requests a second on two cores, and requests beyond that are refused with 503 until the ' +
  'load falls. For more people at once, run Nido on PostgreSQL (DATABASE_URL; README, "Which ' +
  'database").';

/**
 * PGlite runs every query on the process's one thread, one at a time: a few requests at once
 * let one's JSON, hashing or compression overlap another's query, more only lengthen each one.
 * PostgreSQL's pool (db/client.ts) has a connection for every admitted request. Each queue holds
 * about a quarter second of what the server answers on a busy 2-core machine (bench/load.ts:
 * some 120 requests/s on PGlite, 240 on PostgreSQL, at a load average near 10), so a full queue
 * is still served within MAX_WAIT_MS when throughput dips, and a refusal mostly comes at once
 * (queue full) rather than after waiting in vain. A faster machine only drains it sooner.
 */
const LIMITS: Record<DatabaseHandle['kind'], AdmissionLimits> = {
  pglite: {
    concurrency: 4,
    queue: 32,
    maxWaitMs: 500,
    atCapacityAdvice: EMBEDDED_AT_CAPACITY_ADVICE,
  },
  postgres: { concurrency: POOL_SIZE, queue: 50, maxWaitMs: 500 },
};

/** What a refused client is told to wait; the queue turns over well within it. */
export const RETRY_AFTER_SECONDS = 1;

/** At capacity, one warning in this time says how many requests were refused, not one a request. */
export const CAPACITY_WARNING_INTERVAL_MS = 10_000;

export const BUSY_MESSAGE = 'Nido is busy right now. Please try again in a moment.';

export function admissionLimits(
  kind: DatabaseHandle['kind'],
  overrides: Partial<AdmissionLimits> = {},
): AdmissionLimits {
  return { ...LIMITS[kind], ...overrides };
}

export type Admission = 'admitted' | 'queue-full' | 'timed-out' | 'aborted';

type Waiter = { admit: () => void };

/**
 * A counting gate with a bounded first-in, first-out queue. A freed slot passes straight to the
 * oldest waiter, so a request arriving at that moment cannot overtake the queue. Timers are the
 * global ones, so tests drive them with fake timers.
 */
export class AdmissionGate {
  private inProgress = 0;
  private readonly waiting = new Set<Waiter>();

  constructor(readonly limits: AdmissionLimits) {}

  get active(): number {
    return this.inProgress;
  }

  get queued(): number {
    return this.waiting.size;
  }

  /** Takes a free slot if there is one; `leave()` once done. */
  tryEnter(): boolean {
    if (this.inProgress >= this.limits.concurrency) return false;
    this.inProgress += 1;
    return true;
  }

  /** Waits in the queue for a slot (after `tryEnter()` found none); `leave()` once admitted. */
  wait(signal?: AbortSignal): Promise<Admission> {
    if (this.tryEnter()) return Promise.resolve('admitted');
    if (this.waiting.size >= this.limits.queue) return Promise.resolve('queue-full');
    if (signal?.aborted) return Promise.resolve('aborted');
    return new Promise<Admission>((resolve) => {
      const settle = (outcome: Admission) => {
        this.waiting.delete(waiter);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      // The slot is already counted by whoever hands it over (see leave()).
      const waiter: Waiter = { admit: () => settle('admitted') };
      const timer = setTimeout(() => settle('timed-out'), this.limits.maxWaitMs);
      // The client went away while waiting: its place goes to the next one.
      const onAbort = () => settle('aborted');
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.add(waiter);
    });
  }

  leave(): void {
    const next = this.waiting.values().next();
    if (next.done) this.inProgress -= 1;
    else next.value.admit();
  }
}

/**
 * Runs optional work (a page's data preloads) only when a slot is free at once, and never waits
 * for one: `otherwise` when the server is at capacity.
 */
export async function ifAdmittedAtOnce<T>(
  gate: AdmissionGate,
  work: () => Promise<T>,
  otherwise: T,
): Promise<T> {
  if (!gate.tryEnter()) return otherwise;
  try {
    return await work();
  } finally {
    gate.leave();
  }
}

/** Requests that spend their time on something other than the database (see below). */
const SLOW_BUT_LIGHT = new Set(
  [UPLOAD_PATH, BILL_UPLOAD_PATH, BILL_PROCESS_PATH, STATEMENTS_DETECT_PATH].map(
    (path) => `/api${path}`,
  ),
);

/**
 * Not queued: the health check must tell the truth about a busy server (a load balancer that
 * read "unavailable" would take the node out, and the load would fall on the others), and it
 * costs one `select 1`. A document, bill or statements upload spends its time receiving files at
 * the client's pace, and reading bills spends it in the reader's own threads (bills and
 * statements are bounded per person and in all: bills/bill-limits.ts,
 * statements/reading-slots.ts); holding a slot for any of them would let a few slow requests shut
 * everyone else out, while their database work is a few short queries, still bounded by the
 * pool's wait (db/client.ts) or by PGlite's own queue, behind at most the admitted requests.
 */
export function exemptFromAdmission(c: Context): boolean {
  return (
    c.req.path === '/api/health' || (c.req.method === 'POST' && SLOW_BUT_LIGHT.has(c.req.path))
  );
}

/**
 * Bounds the API requests in progress at once and how many may wait, and for how long: at
 * capacity a request is answered at once with 503 and Retry-After instead of waiting unboundedly
 * in the database's queue. Mounted after the cheap refusals (origin, body size) and before the
 * first database work (the session lookup). Each refusal has its access-log line like any
 * request; a warning, at most once per CAPACITY_WARNING_INTERVAL_MS, counts them, and the first
 * refusal also logs the limits' advice (the embedded database's: PostgreSQL serves more).
 */
export function admissionControl(
  gate: AdmissionGate,
  isExempt: (c: Context) => boolean = exemptFromAdmission,
) {
  let refusedSinceWarning = 0;
  let lastWarningAt = Number.NEGATIVE_INFINITY;
  let advised = false;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isExempt(c)) return next();
    // The request's signal is only read when it has to wait: making it costs on every request.
    const admission = gate.tryEnter() ? 'admitted' : await gate.wait(c.req.raw.signal);
    if (admission !== 'admitted') {
      const { atCapacityAdvice } = gate.limits;
      if (atCapacityAdvice && !advised) {
        advised = true;
        c.get('log').warn(atCapacityAdvice);
      }
      refusedSinceWarning += 1;
      const now = Date.now();
      if (now - lastWarningAt >= CAPACITY_WARNING_INTERVAL_MS) {
        c.get('log').warn(
          {
            refused: refusedSinceWarning,
            reason: admission,
            inProgress: gate.active,
            queued: gate.queued,
          },
          'at capacity: refusing API requests with 503',
        );
        refusedSinceWarning = 0;
        lastWarningAt = now;
      }
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw new AppError('UNAVAILABLE', BUSY_MESSAGE);
    }
    try {
      await next();
    } finally {
      gate.leave();
    }
  });
}
