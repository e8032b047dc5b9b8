// GET /api/expenses with 5,000 obligations (DESIGN.md §8: p95 ≤ 50 ms on PostgreSQL), against the
// built server on a throw-away PostgreSQL database and on the embedded PGlite. The budget is
// measured as a browser meets it: one request at a time after a warm-up, asking for compression
// as Chromium does, until the last byte. Server and database CPU per request are printed too,
// because they do not depend on what else the machine is doing; a throughput run with 4
// connections follows. The list is read from the database each time (LIST_CACHE_MB=0), as the
// first read of an unchanged list is; BENCH_LIST_CACHE_MB=48 measures the answer kept in memory
// that every later read of it gets (http/list-answer-cache.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';

const OBLIGATIONS = 5000;
const WARM_UP = 30;
const REQUESTS = 200;
const THROUGHPUT_S = 10;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

type Answer = { status: number; wireBytes: number; encoding: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET until its last byte, without decompressing (the browser's work, not the server's). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        let wireBytes = 0;
        response.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            wireBytes,
            encoding: String(response.headers['content-encoding'] ?? 'none'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** User + system CPU of processes, in ms, from /proc (Linux). */
function cpuMs(pids: number[]): number {
  const ticksPerMs = 100 / 1000; // USER_HZ
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // The process ended.
    }
  }
  return ticks / ticksPerMs;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

type Database = {
  /** Runs once the obligations are in. */
  afterSeed?: () => Promise<void>;
  /** The database's own processes, when it is not inside the server. */
  pids: () => Promise<number[]>;
};

async function measure(label: string, env: Record<string, string>, db: Database): Promise<void> {
  const { email, password } = createDemoHousehold(env, OBLIGATIONS);
  await db.afterSeed?.();
  // BENCH_FROM_SOURCE=1 runs src/ through tsx, for trying a change without a build.
  const server = await startServer(
    { ...env, LIST_CACHE_MB: process.env.BENCH_LIST_CACHE_MB ?? '0' },
    { fromSource: process.env.BENCH_FROM_SOURCE === '1' },
  );
  try {
    const cookie = await signIn(server.url, email, password);
    const url = `${server.url}/api/expenses`;
    const plain = await fetch(url, { headers: { cookie } });
    const body = (await plain.json()) as { expenses: unknown[] };
    const jsonBytes = Buffer.byteLength(JSON.stringify(body));
    const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
    for (let i = 0; i < WARM_UP; i += 1) await get(url, headers);

    const serverPid = server.process.pid ?? 0;
    const dbPids = await db.pids();
    const cpuBefore = { server: cpuMs([serverPid]), db: cpuMs(dbPids) };
    const answers: Answer[] = [];
    for (let i = 0; i < REQUESTS; i += 1) answers.push(await get(url, headers));
    const cpu = {
      server: (cpuMs([serverPid]) - cpuBefore.server) / REQUESTS,
      db: (cpuMs(dbPids) - cpuBefore.db) / REQUESTS,
    };
    const failed = answers.filter((answer) => answer.status !== 200).length;
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const last = answers.at(-1);
    console.log(
      `${label}: ${body.expenses.length} obligations, ${(jsonBytes / 1000).toFixed(0)} kB JSON, ` +
        `${((last?.wireBytes ?? 0) / 1000).toFixed(0)} kB sent (${last?.encoding})`,
    );
    console.log(
      `  ${REQUESTS} sequential requests after ${WARM_UP}: p50 ${quantile(times, 0.5).toFixed(1)} ms, ` +
        `p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms, ` +
        `non-200 ${failed}; CPU per request: server ${cpu.server.toFixed(1)} ms` +
        (dbPids.length > 0 ? `, PostgreSQL ${cpu.db.toFixed(1)} ms` : ' (database inside)'),
    );
    const load = await autocannon({
      url,
      headers,
      connections: 4,
      duration: THROUGHPUT_S,
    });
    console.log(
      `  4 connections for ${THROUGHPUT_S} s: ${load.requests.average.toFixed(1)} requests/s, ` +
        `latency p50 ${load.latency.p50} ms, p97.5 ${load.latency.p97_5} ms, non-2xx ${load.non2xx}`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

console.log(
  `load average before: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const database = `nido_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-api-'));
try {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${database}`;
  await measure(
    'PostgreSQL',
    { DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    {
      afterSeed: async () => {
        // Planner statistics, as autovacuum keeps them on a real server (it may be off here).
        const bench = new pg.Client({ connectionString: url.toString() });
        await bench.connect();
        await bench.query('ANALYZE');
        await bench.end();
      },
      pids: async () => {
        const { rows } = await admin.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1',
          [database],
        );
        return rows.map((row) => row.pid);
      },
    },
  );
  await measure(
    'PGlite (embedded)',
    { DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
    { pids: () => Promise.resolve([]) },
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
