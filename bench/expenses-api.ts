// GET /api/expenses with 5,000 obligations (DESIGN.md §8: p95 ≤ 50 ms on PostgreSQL), measured with
// autocannon against the built server, on a fresh PostgreSQL database and on the embedded PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';

const OBLIGATIONS = 5000;
const DURATION_S = 15;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const { email, password } = createDemoHousehold(env, OBLIGATIONS);
  const server = await startServer(env);
  try {
    const cookie = await signIn(server.url, email, password);
    const check = await fetch(`${server.url}/api/expenses`, { headers: { cookie } });
    const body = (await check.json()) as { expenses: unknown[] };
    const bytes = JSON.stringify(body).length;
    const result = await autocannon({
      url: `${server.url}/api/expenses`,
      headers: { cookie },
      connections: 4,
      duration: DURATION_S,
    });
    const { latency, requests, non2xx } = result;
    console.log(
      `${label}: ${body.expenses.length} obligations (${Math.round(bytes / 1024)} KiB JSON), ${requests.total} requests in ${DURATION_S} s, ` +
        `latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms, non-2xx ${non2xx}`,
    );
  } finally {
    await server.stop();
  }
}

const database = `nido_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-api-'));
try {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${database}`;
  await measure('PostgreSQL 15', {
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'warn',
  });
  await measure('PGlite (embedded)', { DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn' });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
