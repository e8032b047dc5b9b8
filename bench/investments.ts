// Issue 13's budget: a household with 50 investment accounts and 2,000 holdings, the investments
// API answers in ≤ 50 ms p95 and the /investments screen is interactive in ≤ 1 s.
//
// The household is the demo household plus its investments put in through the API
// (support/investment-portfolio.ts: 50 accounts by `POST /api/investments`, then a Fidelity
// positions export of all of them imported twice, a day apart, so each holding has a price and a
// previous price).
//
// API: `GET /api/investments` against the built server on a throw-away PostgreSQL database and on
// the embedded PGlite, as expenses-api.ts measures the obligations list: one request at a time
// after a warm-up, asking for compression as Chromium does, until the last byte, with the server's
// and PostgreSQL's CPU per request from /proc; then the revalidation the web app makes
// (If-None-Match with the list's ETag → 304), and a short throughput run with 4 connections.
//
// Screen (PGlite, the default database): Chromium opens /investments signed in; each load is
// timed in the page from the navigation to (1) the frame that shows all 50 account cards and the
// summary's total value, and (2) the frame that shows the "Add investment account" dialog after a
// real click on "Add account", made as soon as (1) is seen. The first load is cold (empty browser
// cache); the others come back to the screen. Long animation frames until the dialog and the list
// request's own timing are given beside it, and a last load runs under the CPU profiler to show
// where the page's time goes. BENCH_PARTS=api or BENCH_PARTS=screen runs one part.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/harness/chromium';
import { startServer } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';
import { seedInvestments } from './support/investment-portfolio';
import {
  ACCEPT_ENCODING,
  cpuMs,
  get,
  loadAverage,
  quantile,
  summarize,
  type Answer,
} from './support/measure';

const ACCOUNTS = 50;
const HOLDINGS = 2000;
/** The demo household's obligations (the investments are what is measured). */
const OBLIGATIONS = 50;
const WARM_UP = 30;
const REQUESTS = 200;
const REVALIDATIONS = 300;
const THROUGHPUT_S = 10;
const LOADS = 6;
const PARTS = (process.env.BENCH_PARTS ?? 'api,screen').split(',');
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ms = (value: number) => `${value.toFixed(1)} ms`;

type Database = {
  /** Runs once the investments are in. */
  afterSeed?: () => Promise<void>;
  /** The database's own processes, when it is not inside the server. */
  pids: () => Promise<number[]>;
};

/** `count` GETs one at a time, with the server's and the database's CPU over them. */
async function sequential(
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
  count: number,
  pids: { server: number; db: number[] },
): Promise<{ answers: Answer[]; cpu: { server: number; db: number } }> {
  const before = { server: cpuMs([pids.server]), db: cpuMs(pids.db) };
  const answers: Answer[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await get(url, headers, agent));
  return {
    answers,
    cpu: {
      server: (cpuMs([pids.server]) - before.server) / count,
      db: (cpuMs(pids.db) - before.db) / count,
    },
  };
}

function timesLine(answers: readonly Answer[], expected: number): string {
  const { p50, p95, max } = summarize(answers.map((answer) => answer.ms));
  const other = answers.filter((answer) => answer.status !== expected).length;
  return `p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}, not ${expected}: ${other}`;
}

async function measureApi(label: string, env: Record<string, string>, db: Database) {
  console.log(`\n${label}; load average before: ${loadAverage()}`);
  const { email, password } = createDemoHousehold(env, OBLIGATIONS);
  const server = await startServer(env, { fromSource: process.env.BENCH_FROM_SOURCE === '1' });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signIn(server.url, email, password);
    const seeded = await seedInvestments(server.url, cookie, ACCOUNTS, HOLDINGS);
    console.log(
      `  seeded ${seeded.accounts} accounts, ${seeded.holdings} holdings through the API in ` +
        `${(seeded.seedMs / 1000).toFixed(1)} s`,
    );
    await db.afterSeed?.();
    const url = `${server.url}/api/investments`;
    const plain = await fetch(url, { headers: { cookie, 'accept-encoding': 'identity' } });
    const etag = plain.headers.get('etag');
    const jsonBytes = Buffer.byteLength(await plain.text());
    if (!etag) throw new Error('GET /api/investments sent no ETag');
    const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
    for (let i = 0; i < WARM_UP; i += 1) await get(url, headers, agent);

    const pids = { server: server.process.pid ?? 0, db: await db.pids() };
    const cpuText = (cpu: { server: number; db: number }) =>
      `CPU per request: server ${ms(cpu.server)}` +
      (pids.db.length > 0 ? `, PostgreSQL ${ms(cpu.db)}` : ' (database inside)');
    const full = await sequential(url, headers, agent, REQUESTS, pids);
    const last = full.answers.at(-1);
    console.log(
      `  body: ${(jsonBytes / 1000).toFixed(0)} kB JSON, ${((last?.wireBytes ?? 0) / 1000).toFixed(0)} kB sent (${last?.encoding})`,
    );
    console.log(
      `  200: ${REQUESTS} sequential requests after ${WARM_UP}: ${timesLine(full.answers, 200)}; ${cpuText(full.cpu)}`,
    );

    const revalidate = { ...headers, 'if-none-match': etag };
    for (let i = 0; i < WARM_UP; i += 1) await get(url, revalidate, agent);
    const unchanged = await sequential(url, revalidate, agent, REVALIDATIONS, pids);
    console.log(
      `  304 (If-None-Match): ${REVALIDATIONS} sequential requests: ${timesLine(unchanged.answers, 304)}; ${cpuText(unchanged.cpu)}`,
    );

    // autocannon may leave requests in flight at its end; let the server drain them.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const load = await autocannon({ url, headers, connections: 4, duration: THROUGHPUT_S });
    console.log(
      `  4 connections for ${THROUGHPUT_S} s: ${load.requests.average.toFixed(1)} requests/s, ` +
        `latency p50 ${load.latency.p50} ms, p97.5 ${load.latency.p97_5} ms, non-2xx ${load.non2xx}`,
    );
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function api(): Promise<void> {
  const database = `nido_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-investments-'));
  try {
    const url = new URL(PG_ADMIN);
    url.pathname = `/${database}`;
    await measureApi(
      `GET /api/investments, PostgreSQL, ${ACCOUNTS} accounts, ${HOLDINGS} holdings`,
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
    await measureApi(
      `GET /api/investments, PGlite (embedded), ${ACCOUNTS} accounts, ${HOLDINGS} holdings`,
      { DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
      { pids: () => Promise.resolve([]) },
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Plain JavaScript, installed as a string (functions handed to page.evaluate from this file would
// carry the helpers tsx adds to named functions). Times are performance.now(): ms since the
// navigation started.
const PAGE_SCRIPT = `(() => {
  const ACCOUNTS = ${ACCOUNTS};
  const state = { readyAt: null, readyPaintedAt: null, inputAt: null, dialogAt: null, dialogPaintedAt: null, loaf: [] };
  const afterPaint = (record) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  });
  const totalShown = () => {
    const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent.trim() === 'Total value');
    const value = term && term.nextElementSibling;
    return value !== null && value !== undefined && /^\\$[\\d,]+\\.\\d\\d$/.test(value.textContent.trim());
  };
  const check = () => {
    if (state.readyAt === null && document.querySelectorAll('[role="article"]').length >= ACCOUNTS && totalShown()) {
      state.readyAt = performance.now();
      afterPaint((time) => (state.readyPaintedAt = time));
    }
    if (state.readyAt !== null && state.dialogAt === null) {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && dialog.textContent.includes('Add investment account')) {
        state.dialogAt = performance.now();
        afterPaint((time) => (state.dialogPaintedAt = time));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  addEventListener('pointerdown', (event) => {
    if (event.isTrusted && state.readyAt !== null && state.inputAt === null) state.inputAt = event.timeStamp;
  }, { capture: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.loaf.push({ start: entry.startTime, duration: entry.duration, blocking: entry.blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  window.__investmentsBench = {
    state: () => ({ ...state, loaf: [...state.loaf] }),
    listTiming: () => {
      const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === '/api/investments');
      return entry ? { url: entry.name, startTime: entry.startTime, responseStart: entry.responseStart, responseEnd: entry.responseEnd, transferSize: entry.transferSize, bodySize: entry.decodedBodySize } : null;
    },
  };
})();`;

type PageState = {
  readyAt: number | null;
  readyPaintedAt: number | null;
  inputAt: number | null;
  dialogAt: number | null;
  dialogPaintedAt: number | null;
  loaf: { start: number; duration: number; blocking: number }[];
};
type ListTiming = {
  url: string;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  bodySize: number;
};
type Load = {
  shown: number;
  input: number;
  dialog: number;
  list: ListTiming;
  longFrames: { count: number; total: number; longest: number; blocking: number };
};

declare global {
  interface Window {
    __investmentsBench: { state(): PageState; listTiming(): ListTiming | null };
  }
}

async function openScreen(
  page: Page,
  baseUrl: string,
  /** Called when the cards are on screen, before the click. */
  whenShown?: () => Promise<void>,
): Promise<Load> {
  await page.goto(`${baseUrl}/investments`);
  await page.waitForFunction(
    () => window.__investmentsBench.state().readyPaintedAt !== null,
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  await whenShown?.();
  await page.getByRole('button', { name: 'Add account', exact: true }).click();
  await page.waitForFunction(
    () => window.__investmentsBench.state().dialogPaintedAt !== null,
    null,
    {
      timeout: 30_000,
      polling: 'raf',
    },
  );
  const state = await page.evaluate(() => window.__investmentsBench.state());
  const list = await page.evaluate(() => window.__investmentsBench.listTiming());
  if (!list) throw new Error('The page has no timing of GET /api/investments');
  const dialog = state.dialogPaintedAt ?? NaN;
  const frames = state.loaf.filter((entry) => entry.start < dialog);
  return {
    shown: state.readyPaintedAt ?? NaN,
    input: state.inputAt ?? NaN,
    dialog,
    list,
    longFrames: {
      count: frames.length,
      total: frames.reduce((sum, entry) => sum + entry.duration, 0),
      longest: Math.max(0, ...frames.map((entry) => entry.duration)),
      blocking: frames.reduce((sum, entry) => sum + entry.blocking, 0),
    },
  };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time by function and by script, from a CPU profile of the page's main thread. */
function profileSummary(profile: Profile): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    total += micros;
    const script = url ? (new URL(url).pathname.split('/').pop() ?? url) : functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${script}${url ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${name} ${(micros / 1000).toFixed(0)} ms`)
      .join('; ');
  return [
    `busy ${(total / 1000).toFixed(0)} ms (not idle) from the navigation to the dialog`,
    `by script: ${top(byScript, 8)}`,
    `by function (self time): ${top(byFunction, 15)}`,
  ];
}

async function screen(): Promise<void> {
  console.log(
    `\n/investments screen, PGlite, ${ACCOUNTS} accounts, ${HOLDINGS} holdings; ` +
      `load average before: ${loadAverage()}`,
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-investments-screen-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const { email, password } = createDemoHousehold(env, OBLIGATIONS);
  const server = await startServer(env);
  const browser = await launchChromium();
  try {
    const cookie = await signIn(server.url, email, password);
    await seedInvestments(server.url, cookie, ACCOUNTS, HOLDINGS);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.localStorage.setItem(
        'consent_preferences',
        JSON.stringify({
          marketing: false,
          dataSharing: true,
          decidedAt: new Date().toISOString(),
        }),
      );
    });
    await context.addInitScript({ content: PAGE_SCRIPT });
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();

    const loads: Load[] = [];
    for (let load = 0; load < LOADS; load += 1) loads.push(await openScreen(page, server.url));
    const [cold, ...warm] = loads;
    if (!cold) throw new Error('No load');
    const median = (pick: (load: Load) => number) =>
      quantile(
        warm.map(pick).sort((a, b) => a - b),
        0.5,
      ).toFixed(0);
    const each = (pick: (load: Load) => number) =>
      warm.map((load) => pick(load).toFixed(0)).join(', ');
    console.log(`  list request: ${cold.list.url.replace(server.url, '')}`);
    console.log(
      `  first (cold): cards and total shown ${cold.shown.toFixed(0)} ms, clicked ${cold.input.toFixed(0)} ms, ` +
        `dialog painted ${cold.dialog.toFixed(0)} ms (click to dialog ${(cold.dialog - cold.input).toFixed(0)} ms); ` +
        `list asked for ${cold.list.startTime.toFixed(0)}, answer began ${cold.list.responseStart.toFixed(0)}, ` +
        `ended ${cold.list.responseEnd.toFixed(0)} ms (${(cold.list.bodySize / 1000).toFixed(0)} kB JSON, ` +
        `${(cold.list.transferSize / 1000).toFixed(0)} kB sent); long animation frames: ${cold.longFrames.count}, ` +
        `${cold.longFrames.total.toFixed(0)} ms, longest ${cold.longFrames.longest.toFixed(0)} ms`,
    );
    console.log(
      `  then ${warm.length} loads, medians: cards and total shown ${median((load) => load.shown)} ms ` +
        `(${each((load) => load.shown)}); dialog painted ${median((load) => load.dialog)} ms ` +
        `(${each((load) => load.dialog)}); click to dialog ${median((load) => load.dialog - load.input)} ms ` +
        `(${each((load) => load.dialog - load.input)})`,
    );
    console.log(
      `  warm list request, medians: asked for ${median((load) => load.list.startTime)} ms, answer began ` +
        `${median((load) => load.list.responseStart)} ms, ended ${median((load) => load.list.responseEnd)} ms; ` +
        `shown ${median((load) => load.shown - load.list.responseEnd)} ms after its last byte`,
    );
    console.log(
      `  warm long animation frames until the dialog, medians: ${median((load) => load.longFrames.count)} frames, ` +
        `${median((load) => load.longFrames.total)} ms in all, longest ${median((load) => load.longFrames.longest)} ms, ` +
        `blocking ${median((load) => load.longFrames.blocking)} ms`,
    );

    // One more warm load under the CPU profiler (it slows the page a little: not counted above).
    const cdp = await context.newCDPSession(page);
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return new Map(list.map((metric) => [metric.name, metric.value]));
    };
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const before = await metrics();
    await cdp.send('Profiler.start');
    let shownMetrics = new Map<string, number>();
    let nodes = 0;
    const profiled = await openScreen(page, server.url, async () => {
      shownMetrics = await metrics();
      nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const after = await metrics();
    // Durations are in seconds, counted for the page's renderer.
    const split = (from: Map<string, number>, to: Map<string, number>) =>
      ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration']
        .map(
          (key) =>
            `${key.replace('Duration', '')} ${(((to.get(key) ?? 0) - (from.get(key) ?? 0)) * 1000).toFixed(0)} ms`,
        )
        .join(', ') +
      `, ${(to.get('LayoutCount') ?? 0) - (from.get('LayoutCount') ?? 0)} layouts, ` +
      `${(to.get('RecalcStyleCount') ?? 0) - (from.get('RecalcStyleCount') ?? 0)} style recalcs`;
    console.log(
      `  profiled load: shown ${profiled.shown.toFixed(0)} ms, dialog ${profiled.dialog.toFixed(0)} ms ` +
        `(click to dialog ${(profiled.dialog - profiled.input).toFixed(0)} ms); ` +
        `${nodes.toLocaleString('en-US')} elements on the page`,
    );
    console.log(`    renderer, navigation to cards: ${split(before, shownMetrics)}`);
    console.log(`    renderer, cards to dialog: ${split(shownMetrics, after)}`);
    for (const line of profileSummary(profile)) console.log(`    ${line}`);
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (PARTS.includes('api')) await api();
if (PARTS.includes('screen')) await screen();
