// Nido's GET /api/expenses against a raw baseline (bench/support/raw-baseline-server.ts: bare
// node:http, the same SELECT, byte-identical JSON compressed the same way) on the same data, at
// 500, 5,000 and 20,000 obligations, on PostgreSQL and on the embedded PGlite. DESIGN.md §8: Nido
// serves ≥ 0.8 of the baseline's requests/s at 500 rows and ≥ 0.9 at 5,000.
//
// Both servers run side by side and are measured with autocannon from this process, in rounds of
// one run each, back to back, alternating which goes first. The shared machine's speed drifts
// between rounds far more than within one, so the ratio is taken round by round and summed up
// as the rounds' geometric mean, with a 95% bootstrap interval (support/paired-ratio.ts): a
// budget is met when the ratio is at or over it, and the interval says how sure that is.
//
// Nido is asked as a signed-in browser asks (session cookie, the compression Chromium accepts)
// and without If-None-Match: the plain 200 path. The 304 path (an unchanged list revalidated) is
// measured apart, as server CPU per request. Nido keeps no list answers here (LIST_CACHE_MB=0):
// both sides read the rows for every request, like for like.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, startServer, freePort, type ServerProcess } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';
import { ACCEPT_ENCODING, cpuMs, get, loadAverage } from './support/measure';
import { pairedRatio } from './support/paired-ratio';

const SIZES = (process.env.BENCH_SIZES ?? '500,5000,20000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
/**
 * A run's length for a household: above 5,000 rows a request takes a large part of a second, so
 * runs grow with the rows (20,000: four times as long) to finish enough requests for a ratio.
 */
const durationFor = (size: number) => DURATION_S * Math.max(1, size / 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const REVALIDATIONS = 300;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGETS: Record<number, number> = { 500: 0.8, 5000: 0.9 };
// BENCH_BASELINE_PREPARED=1: the baseline prepares its statement on PostgreSQL, as Nido prepares
// its list; the default baseline sends it unprepared (parsed and planned on every request).
const PREPARED_BASELINE = process.env.BENCH_BASELINE_PREPARED === '1';

type Household = { size: number; cookie: string; ownerId: string };

type Side = {
  name: 'Nido' | 'baseline';
  pid: number;
  url: (household: Household) => string;
  headers: (household: Household) => Record<string, string>;
  /** The PostgreSQL backends serving this side (none for PGlite). */
  databasePids: () => Promise<number[]>;
};

type Run = {
  requestsPerSecond: number;
  cpuPerRequest: number;
  dbCpuPerRequest: number;
  /** Answers other than 2xx (admission control's 503s) and errors. */
  refused: number;
};

async function startBaseline(env: Record<string, string>): Promise<ChildProcess & { url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/support/raw-baseline-server.ts')],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) } },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The baseline exited (${code}):\n${output}`)));
  });
  return Object.assign(child, { url: `http://127.0.0.1:${port}` });
}

/** CPU time so far of each process, to count processes that start during a run from zero. */
function cpuByPid(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMs([pid])]));
}

function cpuSince(before: Map<number, number>, pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMs([pid]) - (before.get(pid) ?? 0), 0);
}

/** Between runs: the requests autocannon left in flight finish before the other side's turn. */
const SETTLE_MS = 1500;

async function hammer(side: Side, household: Household, seconds: number): Promise<Run> {
  // The pool may open connections during the run (and close idle ones): counted from zero.
  const databaseBefore = cpuByPid(await side.databasePids());
  const serverBefore = cpuMs([side.pid]);
  const result = await autocannon({
    url: side.url(household),
    headers: side.headers(household),
    connections: CONNECTIONS,
    duration: seconds,
  });
  const serverCpu = cpuMs([side.pid]) - serverBefore;
  const databaseCpu = cpuSince(databaseBefore, await side.databasePids());
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const completed = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result['2xx'] / seconds,
    cpuPerRequest: serverCpu / completed,
    dbCpuPerRequest: databaseCpu / completed,
    refused: result.non2xx + result.errors,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Both sides' answers, compressed and plain, must be the same bytes. */
async function checkSameBytes(nido: Side, baseline: Side, household: Household): Promise<string> {
  for (const encoding of [ACCEPT_ENCODING, 'gzip', 'identity']) {
    const [ours, raw] = await Promise.all(
      [nido, baseline].map((side) =>
        get(
          side.url(household),
          { ...side.headers(household), 'accept-encoding': encoding },
          agent,
        ),
      ),
    );
    if (!ours || !raw || ours.status !== 200 || !ours.body.equals(raw.body))
      throw new Error(
        `Nido and the baseline answer different bytes (${household.size} rows, ${encoding}): ` +
          `${ours?.status} ${ours?.body.length} vs ${raw?.status} ${raw?.body.length}`,
      );
  }
  const plain = await get(
    nido.url(household),
    { ...nido.headers(household), 'accept-encoding': 'identity' },
    agent,
  );
  const sent = await get(nido.url(household), nido.headers(household), agent);
  return `${(plain.body.length / 1000).toFixed(0)} kB JSON, ${(sent.body.length / 1000).toFixed(0)} kB ${sent.encoding}`;
}

/** Server CPU of revalidating an unchanged list (If-None-Match → 304), one request at a time. */
async function revalidation(nido: Side, household: Household): Promise<string> {
  const first = await fetch(nido.url(household), { headers: nido.headers(household) });
  const etag = first.headers.get('etag') ?? '';
  await first.arrayBuffer();
  const headers = { ...nido.headers(household), 'if-none-match': etag };
  for (let i = 0; i < 30; i += 1) await get(nido.url(household), headers, agent);
  const databasePids = await nido.databasePids();
  const before = { server: cpuMs([nido.pid]), database: cpuMs(databasePids) };
  const started = performance.now();
  for (let i = 0; i < REVALIDATIONS; i += 1) {
    const answer = await get(nido.url(household), headers, agent);
    if (answer.status !== 304 || answer.body.length > 0)
      throw new Error(`Revalidation answered ${answer.status} with ${answer.body.length} bytes`);
  }
  const elapsed = (performance.now() - started) / REVALIDATIONS;
  const server = (cpuMs([nido.pid]) - before.server) / REVALIDATIONS;
  const database = (cpuMs(databasePids) - before.database) / REVALIDATIONS;
  return (
    `304 on If-None-Match, ${REVALIDATIONS} one at a time: server CPU ${server.toFixed(2)} ms per request` +
    (databasePids.length > 0 ? `, PostgreSQL ${database.toFixed(2)} ms` : ' (database inside)') +
    `, ${elapsed.toFixed(1)} ms each end to end`
  );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function compare(nido: Side, baseline: Side, household: Household): Promise<void> {
  const bytes = await checkSameBytes(nido, baseline, household);
  // Warm-up: the JIT, the pools, the database's caches.
  await hammer(nido, household, 2);
  await hammer(baseline, household, 2);
  const runs: Record<Side['name'], Run[]> = { Nido: [], baseline: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [nido, baseline] : [baseline, nido];
    for (const side of order)
      runs[side.name].push(await hammer(side, household, durationFor(household.size)));
  }
  const requestsPerSecond = (side: Side['name']) => runs[side].map((run) => run.requestsPerSecond);
  const { ratio, low, high, rounds } = pairedRatio(
    requestsPerSecond('Nido'),
    requestsPerSecond('baseline'),
  );
  const budget = BUDGETS[household.size];
  const verdict = (limit: number) =>
    ratio < limit ? 'MISSED' : low >= limit ? 'met, the whole interval over it' : 'met';
  const cpuOf = (side: Side['name']) => ({
    server: mean(runs[side].map((run) => run.cpuPerRequest)),
    database: mean(runs[side].map((run) => run.dbCpuPerRequest)),
  });
  const cpu = (side: Side['name']) => {
    const { server, database } = cpuOf(side);
    return (
      `${server.toFixed(1)} ms` + (database > 0 ? ` + PostgreSQL ${database.toFixed(1)} ms` : '')
    );
  };
  // What the ratio would be where only CPU limits both sides: less sensitive than requests/s to
  // what else the shared machine runs during one side's turn.
  const total = (side: Side['name']) => cpuOf(side).server + cpuOf(side).database;
  const cpuRatio = total('baseline') / total('Nido');
  const refused = (side: Side['name']) => runs[side].reduce((sum, run) => sum + run.refused, 0);
  const refusals =
    refused('Nido') + refused('baseline') > 0
      ? `; not 2xx or failed: Nido ${refused('Nido')}, baseline ${refused('baseline')}`
      : '';
  console.log(
    `  ${household.size.toLocaleString('en-US')} obligations (${bytes}): ` +
      `Nido ${mean(requestsPerSecond('Nido')).toFixed(1)} req/s, ` +
      `baseline ${mean(requestsPerSecond('baseline')).toFixed(1)} req/s, ` +
      `ratio **${ratio.toFixed(2)}** (95% interval ${low.toFixed(2)}–${high.toFixed(2)}; ` +
      `rounds ${rounds.map((round) => round.toFixed(2)).join(', ')})` +
      (budget ? `, budget ≥ ${budget}: ${verdict(budget)}` : '') +
      `; CPU per request: Nido ${cpu('Nido')}, baseline ${cpu('baseline')} (CPU ratio ${cpuRatio.toFixed(2)})${refusals}; ` +
      `load average ${loadAverage()}`,
  );
}

type Database = {
  label: string;
  env: Record<string, string>;
  /** Runs once the households are in; returns the baseline's environment. */
  prepare: () => Promise<Record<string, string>>;
  pids: (applicationName: string) => Promise<number[]>;
};

async function measure(database: Database): Promise<void> {
  const accounts = SIZES.map((size) => ({ size, ...createDemoHousehold(database.env, size) }));
  const baselineEnv = await database.prepare();
  let server: ServerProcess | undefined;
  let baselineProcess: (ChildProcess & { url: string }) | undefined;
  try {
    server = await startServer(
      { ...database.env, LIST_CACHE_MB: '0' },
      { fromSource: process.env.BENCH_FROM_SOURCE === '1' },
    );
    baselineProcess = await startBaseline(baselineEnv);
    const nidoUrl = server.url;
    const baselineUrl = baselineProcess.url;
    const households: Household[] = [];
    for (const account of accounts) {
      const cookie = await signIn(nidoUrl, account.email, account.password);
      const response = await fetch(`${nidoUrl}/api/expenses`, { headers: { cookie } });
      const { expenses } = (await response.json()) as { expenses: { ownerId: string }[] };
      households.push({ size: account.size, cookie, ownerId: expenses[0]?.ownerId ?? '' });
    }
    const nido: Side = {
      name: 'Nido',
      pid: server.process.pid ?? 0,
      url: () => `${nidoUrl}/api/expenses`,
      headers: (household) => ({ cookie: household.cookie, 'accept-encoding': ACCEPT_ENCODING }),
      databasePids: () => database.pids('nido'),
    };
    const baseline: Side = {
      name: 'baseline',
      pid: baselineProcess.pid ?? 0,
      url: (household) => `${baselineUrl}/expenses?owner=${household.ownerId}`,
      headers: () => ({ 'accept-encoding': ACCEPT_ENCODING }),
      databasePids: () => database.pids('nido_baseline'),
    };
    console.log(
      `${database.label}: ${CONNECTIONS} connections, ${ROUNDS} rounds each side, alternating, ` +
        `of ${DURATION_S} s up to 5,000 rows and longer above`,
    );
    for (const household of households) {
      await compare(nido, baseline, household);
      if (household.size === 5000) console.log(`    ${await revalidation(nido, household)}`);
    }
  } finally {
    agent.destroy();
    baselineProcess?.kill();
    await server?.stop();
  }
}

console.log(`load average before: ${loadAverage()}`);
const databaseName = `nido_bench_baseline_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-baseline-'));
try {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${databaseName}`;
  const withName = (name: string) => {
    const named = new URL(url);
    named.searchParams.set('application_name', name);
    return named.toString();
  };
  const backends = async (applicationName: string) => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
      [databaseName, applicationName],
    );
    return rows.map((row) => row.pid);
  };
  await measure({
    label: PREPARED_BASELINE ? 'PostgreSQL 15 (baseline statement prepared)' : 'PostgreSQL 15',
    env: {
      DATA_DIR: path.join(dataDir, 'postgres'),
      DATABASE_URL: withName('nido'),
      LOG_LEVEL: 'warn',
    },
    prepare: async () => {
      // Planner statistics, as autovacuum keeps them on a real server (it may be off here).
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query('ANALYZE');
      await client.end();
      return {
        DATABASE_URL: withName('nido_baseline'),
        ...(PREPARED_BASELINE && { BASELINE_PREPARED: '1' }),
      };
    },
    pids: backends,
  });
  const pgliteDir = path.join(dataDir, 'pglite');
  await measure({
    label: 'PGlite (embedded)',
    env: { DATA_DIR: pgliteDir, LOG_LEVEL: 'warn' },
    prepare: () => {
      // PGlite opens a data folder in one process at a time: the baseline reads a copy.
      const copy = path.join(dataDir, 'pglite-baseline');
      cpSync(path.join(pgliteDir, 'db'), copy, { recursive: true });
      return Promise.resolve({ PGLITE_DIR: copy });
    },
    pids: () => Promise.resolve([]),
  });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
