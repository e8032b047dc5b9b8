// The document hub (DESIGN.md §8: search p95 ≤ 50 ms at 10,000 documents), against the built
// server on a throw-away PostgreSQL database and on the embedded PGlite:
// 1. uploads through the real API (multipart POST /api/documents) of PDFs with text from 200 kB
//    to 2 MB, one at a time as a person sends them: MB/s, and the server's CPU per MB (reading the
//    text with pdf.js, sealing the bytes, writing them);
// 2. the hub grown to 1,000 and then 10,000 documents, rows written straight into the database
//    through the app's own insert (so they are searchable exactly as uploads are), then
//    GET /api/documents/search for a few hundred searches of varied words, one at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { startServer, type ServerProcess } from '../test/harness/server-process';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { users } from '../src/server/db/schema';
import { insertDocument } from '../src/server/modules/documents/document-repository';
import { newObjectKey } from '../src/server/platform/storage/object-key';
import { createDemoHousehold, signIn } from './support/bench-household';
import {
  documentPdf,
  documentText,
  generateDocument,
  searchQueries,
  seededRandom,
} from './support/household-documents';
import { ACCEPT_ENCODING, cpuMs, get, loadAverage, summarize } from './support/measure';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 24);
const UPLOAD_WARM_UP = 3;
const MIN_UPLOAD_BYTES = 200_000;
const MAX_UPLOAD_BYTES = 2_000_000;
const HUB_SIZES = (process.env.BENCH_HUB_SIZES ?? '1000,10000').split(',').map(Number);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const SEARCH_WARM_UP = 30;
/** Rows written per transaction while growing the hub. */
const INSERT_BATCH = 200;
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1_000_000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Target = {
  label: string;
  env: Record<string, string>;
  /** The database's own processes, when it is not inside the server. */
  databasePids: () => Promise<number[]>;
  /** Runs `write` on a handle of its own while the server cannot interfere (PGlite: stopped). */
  withDatabase: (
    server: ServerProcess,
    write: (handle: DatabaseHandle) => Promise<void>,
  ) => Promise<ServerProcess>;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const random = seededRandom(20261124);

type Upload = { form: FormData; bytes: number };

/** A PDF of 0.2–2 MB with 1–20 pages of text and its details, as the web app sends them. */
function prepareUpload(seed: number): Upload {
  const generator = seededRandom(seed);
  const document = generateDocument(generator, 1 + Math.floor(generator() * 20));
  const size = MIN_UPLOAD_BYTES + Math.floor(generator() * (MAX_UPLOAD_BYTES - MIN_UPLOAD_BYTES));
  const bytes = documentPdf(document, size);
  const form = new FormData();
  form.set(
    'details',
    JSON.stringify({ name: document.name, category: document.category, tags: document.tags }),
  );
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scan.pdf');
  return { form, bytes: bytes.length };
}

async function send(server: ServerProcess, cookie: string, upload: Upload): Promise<void> {
  const response = await fetch(`${server.url}/api/documents`, {
    method: 'POST',
    headers: { cookie, Origin: server.url },
    body: upload.form,
  });
  if (response.status !== 201)
    throw new Error(`Upload: ${response.status} ${await response.text()}`);
}

async function measureUploads(server: ServerProcess, cookie: string, target: Target) {
  for (let i = 0; i < UPLOAD_WARM_UP; i += 1) await send(server, cookie, prepareUpload(1000 + i));
  // Built before the clock starts, so that this process's work is only sending.
  const uploads = Array.from({ length: UPLOADS }, (_, i) => prepareUpload(2000 + i));
  const bytes = uploads.reduce((sum, upload) => sum + upload.bytes, 0) / MB;
  const serverPid = server.process.pid ?? 0;
  const databasePids = await target.databasePids();
  const before = { server: cpuMs([serverPid]), database: cpuMs(databasePids) };
  const started = performance.now();
  for (const upload of uploads) await send(server, cookie, upload);
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = cpuMs([serverPid]) - before.server;
  const databaseCpu = cpuMs(databasePids) - before.database;
  console.log(
    `  ${UPLOADS} uploads one at a time (PDFs of 0.2–2 MB with 1–20 pages of text), ` +
      `${bytes.toFixed(1)} MB in ${seconds.toFixed(1)} s: ${(bytes / seconds).toFixed(1)} MB/s, ` +
      `${((seconds * 1000) / UPLOADS).toFixed(0)} ms per upload; ` +
      `server CPU ${(serverCpu / bytes).toFixed(0)} ms per MB` +
      (databasePids.length > 0
        ? `, PostgreSQL ${(databaseCpu / bytes).toFixed(1)} ms per MB`
        : ' (database inside)') +
      `; load average ${loadAverage()}`,
  );
}

async function growHub(handle: DatabaseHandle, email: string, from: number, to: number) {
  const [owner] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!owner) throw new Error('No demo user');
  const now = Date.now();
  for (let start = from; start < to; start += INSERT_BATCH) {
    await handle.db.transaction(async (tx) => {
      for (let index = start; index < Math.min(to, start + INSERT_BATCH); index += 1) {
        const document = generateDocument(random);
        const createdAt = new Date(now - Math.floor(random() * 6 * YEAR_MS));
        const pages = document.pages.length;
        await insertDocument(tx, {
          userId: owner.id,
          uploadedBy: owner.id,
          name: document.name,
          fileName: `${document.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
          fileType: 'pdf',
          contentType: 'application/pdf',
          sizeBytes: Math.round(pages * (40_000 + random() * 150_000)),
          objectKey: newObjectKey(owner.id, 'pdf', createdAt),
          category: document.category,
          tags: document.tags,
          contentText: documentText(document),
          createdAt,
          updatedAt: createdAt,
        });
      }
    });
  }
}

type SearchResults = { results: { highlights: string[] }[] };

async function measureSearch(server: ServerProcess, cookie: string, target: Target, hub: number) {
  const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
  const queries = searchQueries(seededRandom(hub), SEARCHES + SEARCH_WARM_UP);
  const url = (words: string) =>
    `${server.url}/api/documents/search?q=${encodeURIComponent(words)}`;
  for (const words of queries.slice(0, SEARCH_WARM_UP)) await get(url(words), headers, agent);
  const serverPid = server.process.pid ?? 0;
  const databasePids = await target.databasePids();
  const before = { server: cpuMs([serverPid]), database: cpuMs(databasePids) };
  const times: number[] = [];
  const byQuery = new Map<string, number[]>();
  for (const words of queries.slice(SEARCH_WARM_UP)) {
    const answer = await get(url(words), headers, agent);
    if (answer.status !== 200) throw new Error(`Search ${words}: ${answer.status}`);
    times.push(answer.ms);
    byQuery.set(words, [...(byQuery.get(words) ?? []), answer.ms]);
  }
  const cpu = {
    server: (cpuMs([serverPid]) - before.server) / SEARCHES,
    database: (cpuMs(databasePids) - before.database) / SEARCHES,
  };
  const { p50, p95, max } = summarize(times);
  const slowest = [...byQuery]
    .map(([words, ms]) => ({ words, ms: summarize(ms).p50 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  // How many documents the slowest search matched (the answer holds the best 50).
  const matched = await fetch(url(slowest[0]?.words ?? ''), { headers: { cookie } });
  const results = ((await matched.json()) as SearchResults).results.length;
  console.log(
    `  search with ${hub.toLocaleString('en-US')} documents, ${SEARCHES} searches of ${byQuery.size} different words one at a time: ` +
      `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms; CPU per search: server ${cpu.server.toFixed(1)} ms` +
      (databasePids.length > 0
        ? `, PostgreSQL ${cpu.database.toFixed(1)} ms`
        : ' (database inside)') +
      `; load average ${loadAverage()}`,
  );
  console.log(
    `    slowest (median): ${slowest.map((entry) => `"${entry.words}" ${entry.ms.toFixed(1)} ms`).join(', ')} (${results} results shown)`,
  );
}

async function measure(target: Target): Promise<void> {
  const { email, password } = createDemoHousehold(target.env, 20);
  let server = await startServer(target.env, {
    fromSource: process.env.BENCH_FROM_SOURCE === '1',
  });
  try {
    const cookie = await signIn(server.url, email, password);
    console.log(`${target.label}:`);
    await measureUploads(server, cookie, target);
    let documents = UPLOADS + UPLOAD_WARM_UP;
    for (const hub of HUB_SIZES) {
      const started = performance.now();
      server = await target.withDatabase(server, (handle) =>
        growHub(handle, email, documents, hub),
      );
      console.log(
        `  grown to ${hub.toLocaleString('en-US')} documents in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      documents = hub;
      await measureSearch(server, cookie, target, hub);
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

console.log(`load average before: ${loadAverage()}`);
const database = `nido_bench_documents_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-documents-'));
try {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  await measure({
    label: 'PostgreSQL 15',
    env: { DATA_DIR: path.join(dataDir, 'postgres'), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    databasePids: async () => {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      return rows.map((row) => row.pid);
    },
    withDatabase: async (server, write) => {
      const handle = openPostgres(databaseUrl);
      try {
        await write(handle);
        // Planner statistics, as autovacuum keeps them on a real server (it may be off here).
        await handle.db.execute(sql`ANALYZE documents`);
      } finally {
        await handle.close();
      }
      return server;
    },
  });
  const pgliteDir = path.join(dataDir, 'pglite');
  const pgliteEnv = { DATA_DIR: pgliteDir, LOG_LEVEL: 'warn' };
  await measure({
    label: 'PGlite (embedded)',
    env: pgliteEnv,
    databasePids: () => Promise.resolve([]),
    // PGlite opens in one process at a time: the server is stopped while the rows go in.
    withDatabase: async (server, write) => {
      await server.stop();
      const lock = lockDataDir(pgliteDir);
      const handle = await openPglite(path.join(pgliteDir, 'db'));
      try {
        await write(handle);
      } finally {
        await handle.close();
        lock.release();
      }
      return startServer(pgliteEnv, { fromSource: process.env.BENCH_FROM_SOURCE === '1' });
    },
  });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
