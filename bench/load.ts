// Fairness under load (DESIGN.md §8: under 200 concurrent users nothing waits unboundedly; a full
// queue answers 503 with Retry-After). 200 virtual users, each signed in to a small household of
// their own, send mixed reads and writes to the built server for a bounded time, on a throw-away
// PostgreSQL database and on the embedded PGlite. Each user sends its next request as soon as the
// last one is answered; after a 503 it waits what Retry-After says (plus up to a second of
// jitter), as a well-behaved client does. Latency is timed to the last byte of the answer. A
// 5-second warm-up with 4 users comes first, not counted.
//
//   BENCH_LOAD_SECONDS=10        a shorter run (default 60)
//   BENCH_LOAD_DATABASE=pglite   one database only (pglite or postgres; default both)
//   BENCH_LOAD_LOG_LEVEL=info    the server's LOG_LEVEL (default warn)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { freePort, startServer } from '../test/harness/server-process';
import { createSignedInUsers } from './support/load-users';

const USERS = 200;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const ONLY = process.env.BENCH_LOAD_DATABASE;
const OBLIGATIONS_EACH = 20;
/** After the run, answers still outstanding are awaited this long, then counted as unfinished. */
const DRAIN_LIMIT_MS = 120_000;
const HEALTH_PROBE_INTERVAL_MS = 1000;
const WARM_UP_USERS = 4;
const WARM_UP_MS = 5000;
/** Of the requests a user sends, this share is the next write of its create → update → delete cycle. */
const WRITE_SHARE = 0.3;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

type Kind = 'list' | 'dashboard' | 'accounts' | 'create' | 'update' | 'delete';
type Sample = { kind: Kind; status: number; ms: number };
type Tally = { samples: Sample[]; failures: Map<string, number>; inFlight: number };
type Answer = { status: number; retryAfter: string | undefined; body: Buffer; encoding: string };

function request(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'accept-encoding': ACCEPT_ENCODING,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks),
            encoding: String(response.headers['content-encoding'] ?? ''),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function decoded(answer: Answer): unknown {
  const bytes =
    answer.encoding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : answer.encoding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(bytes.toString('utf8'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One person: the next request as soon as the last is answered, until the deadline. */
async function virtualUser(
  number: number,
  baseUrl: string,
  cookie: string,
  agent: http.Agent,
  deadline: number,
  tally: Tally,
): Promise<void> {
  const headers = { cookie, origin: baseUrl };
  let created: string | null = null;
  let writes = 0;
  while (performance.now() < deadline) {
    let kind: Kind;
    if (Math.random() < WRITE_SHARE) {
      kind = created === null ? 'create' : writes % 2 === 0 ? 'update' : 'delete';
    } else {
      const pick = Math.random();
      kind = pick < 0.4 ? 'list' : pick < 0.7 ? 'dashboard' : 'accounts';
    }
    const [method, pathName, body] = {
      list: ['GET', '/api/expenses', undefined],
      dashboard: ['GET', '/api/dashboard', undefined],
      accounts: ['GET', '/api/assets', undefined],
      create: [
        'POST',
        '/api/expenses',
        { category: 'other', vendor: `Load ${number}`, costCents: 1999, frequency: 'monthly' },
      ],
      update: [
        'PUT',
        `/api/expenses/${created}`,
        { category: 'other', vendor: `Load ${number}`, costCents: 2499, frequency: 'monthly' },
      ],
      delete: ['DELETE', `/api/expenses/${created}`, undefined],
    }[kind] as [string, string, unknown];
    const started = performance.now();
    let answer: Answer;
    tally.inFlight += 1;
    try {
      answer = await request(agent, `${baseUrl}${pathName}`, method, headers, body);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'network error';
      tally.failures.set(code, (tally.failures.get(code) ?? 0) + 1);
      continue;
    } finally {
      tally.inFlight -= 1;
    }
    tally.samples.push({ kind, status: answer.status, ms: performance.now() - started });
    if (answer.status === 201 && kind === 'create') {
      created = (decoded(answer) as { expense: { id: string } }).expense.id;
      writes = 0;
    } else if (answer.status === 200 && kind === 'update') {
      writes += 1;
    } else if (answer.status === 200 && kind === 'delete') {
      created = null;
    }
    if (answer.status === 503) {
      const seconds = Number(answer.retryAfter ?? 1);
      await sleep((Number.isFinite(seconds) ? seconds : 1) * 1000 + Math.random() * 1000);
    }
  }
}

/** Polls /api/health once a second during the run: is it answered while the API is busy? */
async function probeHealth(baseUrl: string, until: () => boolean): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: Sample[] = [];
  while (!until()) {
    const started = performance.now();
    try {
      const answer = await request(agent, `${baseUrl}/api/health`, 'GET', {});
      samples.push({ kind: 'list', status: answer.status, ms: performance.now() - started });
    } catch {
      samples.push({ kind: 'list', status: 0, ms: performance.now() - started });
    }
    await sleep(HEALTH_PROBE_INTERVAL_MS);
  }
  agent.destroy();
  return samples;
}

function latencyLine(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) =>
    value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
  return (
    `p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, ` +
    `p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? NaN)}`
  );
}

function report({ samples, failures, inFlight: unfinished }: Tally): void {
  const byStatus = new Map<number, number>();
  for (const sample of samples) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const refused = samples.filter((sample) => sample.status === 503);
  const served = samples.filter((sample) => sample.status !== 503);
  const ok = samples.filter((sample) => sample.status >= 200 && sample.status < 300);
  const total = samples.length + [...failures.values()].reduce((sum, n) => sum + n, 0);
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const errors = [...failures.entries()].map(([code, count]) => `${code}: ${count}`).join(', ');
  console.log(
    `  requests ${total} (${statuses}${errors ? `; ${errors}` : ''}), unfinished ${unfinished}`,
  );
  console.log(
    `  503 share ${((refused.length / Math.max(1, total)) * 100).toFixed(1)} %; ` +
      `throughput ${(ok.length / DURATION_S).toFixed(1)} answered 2xx/s, ` +
      `${(total / DURATION_S).toFixed(1)} requests/s`,
  );
  console.log(`  served (not 503): ${latencyLine(served.map((sample) => sample.ms))}`);
  if (refused.length > 0) console.log(`  503 answers: ${latencyLine(refused.map((s) => s.ms))}`);
  for (const kind of ['list', 'dashboard', 'accounts', 'create', 'update', 'delete'] as Kind[]) {
    const ofKind = served.filter((sample) => sample.kind === kind);
    if (ofKind.length > 0) {
      console.log(
        `    ${kind.padEnd(9)} ${String(ofKind.length).padStart(6)}  ${latencyLine(ofKind.map((s) => s.ms))}`,
      );
    }
  }
}

async function run(label: string, dataDir: string, databaseUrl?: string): Promise<void> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const authSecret = randomBytes(48).toString('base64');
  const encryptionKey = randomBytes(32);
  const seeding = performance.now();
  const cookies = await createSignedInUsers({
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir,
    appUrl,
    authSecret,
    encryptionKey,
    users: USERS,
    obligationsEach: OBLIGATIONS_EACH,
  });
  console.log(
    `${label}: ${USERS} users with ${OBLIGATIONS_EACH} obligations each, signed in ` +
      `(${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
  );
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    ENCRYPTION_KEY: encryptionKey.toString('base64'),
    LOG_LEVEL: process.env.BENCH_LOAD_LOG_LEVEL ?? 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Enough sockets for every user at once: the queue under test is the server's, not the client's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS });
  try {
    // A few users for a few seconds first, not counted: a just-started server compiles its code
    // paths on the first requests, and that is not what this measures.
    const warmUpEnd = performance.now() + WARM_UP_MS;
    const warmUp: Tally = { samples: [], failures: new Map(), inFlight: 0 };
    await Promise.all(
      cookies
        .slice(0, WARM_UP_USERS)
        .map((cookie, index) => virtualUser(index, server.url, cookie, agent, warmUpEnd, warmUp)),
    );
    await sleep(1000);
    console.log(`  load average before: ${loadAverage()}`);
    const tally: Tally = { samples: [], failures: new Map(), inFlight: 0 };
    // The load generator shares the machine: if its own event loop stalls, latencies include it.
    const clientDelay = monitorEventLoopDelay({ resolution: 20 });
    clientDelay.enable();
    const deadline = performance.now() + DURATION_S * 1000;
    const users = cookies.map((cookie, index) =>
      virtualUser(index, server.url, cookie, agent, deadline, tally),
    );
    const health = probeHealth(server.url, () => performance.now() >= deadline);
    const drained = Promise.all(users);
    await Promise.race([drained, sleep(DURATION_S * 1000 + DRAIN_LIMIT_MS)]);
    clientDelay.disable();
    console.log(`  load average after: ${loadAverage()}`);
    // A snapshot: answers still outstanding now are counted as unfinished.
    report({ ...tally, samples: [...tally.samples], failures: new Map(tally.failures) });
    console.log(
      `  load generator's own event-loop delay: p99 ${(clientDelay.percentile(99) / 1e6).toFixed(0)} ms, ` +
        `max ${(clientDelay.max / 1e6).toFixed(0)} ms`,
    );
    const probes = await health;
    const healthy = probes.filter((probe) => probe.status === 200).length;
    console.log(
      `  /api/health during the run: ${healthy} of ${probes.length} answered 200, ` +
        latencyLine(probes.map((probe) => probe.ms)),
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

console.log(
  `${USERS} users for ${DURATION_S} s on ${os.cpus().length} cores; load average ${loadAverage()}`,
);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-load-'));
try {
  if (!ONLY || ONLY === 'postgres') {
    const database = `nido_load_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    try {
      const url = new URL(PG_ADMIN);
      url.pathname = `/${database}`;
      await run('PostgreSQL', path.join(scratch, 'postgres'), url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (!ONLY || ONLY === 'pglite') await run('PGlite (embedded)', path.join(scratch, 'pglite'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
