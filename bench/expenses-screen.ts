// The Monthly Expenses screen with 5,000 and 20,000 obligations in Chromium, against the built
// server (DESIGN.md §8: it opens in 500 ms at 5,000 and 1.5 s at 20,000, filters, searches and
// sorts in under 100 ms, and scrolls smoothly). BENCH_OBLIGATIONS=5000 (or a comma-separated list)
// picks the sizes; BENCH_INTERACTIONS=0 times only the opening; BENCH_DATABASE_URL (an empty
// PostgreSQL database) runs the server on PostgreSQL instead of the embedded database;
// BENCH_LATENCY_MS adds that much latency to every request (Chromium's network emulation), as
// between a household's browser and a server across the internet rather than on loopback.
// BENCH_SETTLED=1 lets the server finish starting (its warm-ups: it has used no CPU for a while)
// before the first, cold load, which is then cold for the browser only. BENCH_WARM_SERVER=1 does
// that and, before it, has another household of the same size open its own Monthly Expenses a
// few times (the page and its list, over HTTP), as on a server in use: the server's code is then
// warm, while the measured household's list has still never been read (nothing of it is kept).
//
// Chromium is started, and left until it is idle, before the server starts: by default the first
// load is then a just-started server's first page, without the browser's own start-up in it.
//
// Opening is timed from the navigation to the first "N obligations shown", with the list
// request's own timing beside it (when its answer began and ended arriving, bytes sent).
//
// Each interaction is real input (Playwright's keyboard and mouse) and is timed in the page from
// the input event's timestamp to just after the first frame that shows its result: a
// requestAnimationFrame loop checks the screen each frame, and a message posted from the frame in
// which it is right runs once that frame is drawn. The Event Timing API's duration of the same
// input (what INP is made of: input to the next paint) is reported beside it; the browser only
// reports events of 16 ms or more. Each interaction starts from a settled screen, 300 ms after
// the previous result. Scrolling records every frame's timestamp while the mouse wheel goes down
// the list and back, and the long animation frames (over 50 ms) meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/harness/chromium';
import { startServer } from '../test/harness/server-process';
import { createDemoHousehold, signIn } from './support/bench-household';
import { childrenCpuMs, treeCpuMs } from './support/process-cpu';

const SIZES = (process.env.BENCH_OBLIGATIONS ?? '5000,20000')
  .split(',')
  .map((value) => Number(value.trim()));
const INTERACTIONS = process.env.BENCH_INTERACTIONS !== '0';
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
const WARM_SERVER = process.env.BENCH_WARM_SERVER === '1';
const SETTLED = WARM_SERVER || process.env.BENCH_SETTLED === '1';
const WARMING_OPENS = 5;
const BUDGET_MS = 100;
const LOADS = 6;
const SEARCH_ROUNDS = 8;
const CATEGORY_ROUNDS = 4;
const SORT_ROUNDS = 3;
const SETTLE_MS = 300;

// Plain JavaScript, installed as a string: functions handed to page.evaluate from this file would
// carry the helpers tsx adds to named functions, which the page does not have.
const PAGE_SCRIPT = `(() => {
  const state = { armed: false, inputAt: null, done: null, events: [], frames: null, loaf: [], shownAt: null };
  for (const type of ['keydown', 'pointerdown', 'mousedown', 'click']) {
    addEventListener(type, (event) => {
      if (state.armed && state.inputAt === null && event.isTrusted) state.inputAt = event.timeStamp;
    }, { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.loaf.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'long-animation-frame' });
  } catch {}
  const busy = () => document.querySelector('[aria-busy="true"]') !== null;
  const conditions = {
    search: (value) => {
      const input = document.querySelector('input[type="search"]');
      return input !== null && input.value === value && !busy();
    },
    category: (label) => {
      const pressed = document.querySelector('[role="group"][aria-label="Category"] [aria-pressed="true"]');
      return pressed !== null && pressed.textContent.trim() === label && !busy();
    },
    sort: (expected) => [...document.querySelectorAll('th[aria-sort]')].some(
      (th) => th.textContent.trim() === expected[0] && th.getAttribute('aria-sort') === expected[1],
    ),
    rowsAtLeast: (count) => document.querySelectorAll('[role="region"][aria-label="Obligations"] tbody tr').length >= count,
  };
  // The list's own request, or the page's when the list came with it (a first screen).
  const listTiming = () => {
    const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === '/api/expenses')
      ?? performance.getEntriesByType('navigation')[0];
    return entry ? { withPage: entry.entryType === 'navigation', startTime: entry.startTime, responseStart: entry.responseStart, responseEnd: entry.responseEnd, transferSize: entry.transferSize, bodySize: entry.decodedBodySize } : null;
  };
  const shown = () => {
    const status = document.querySelector('[role="status"]');
    if (state.shownAt === null && status && /obligations? shown/.test(status.textContent)) state.shownAt = performance.now();
  };
  new MutationObserver(shown).observe(document, { childList: true, subtree: true, characterData: true });
  window.__bench = {
    shownAt: () => state.shownAt,
    replacedAt: () => performance.getEntriesByName('nido:first-screen-replaced')[0]?.startTime ?? null,
    listTiming,
    arm(kind, argument) {
      const check = conditions[kind];
      state.armed = true;
      state.inputAt = null;
      state.events = [];
      state.done = new Promise((resolve) => {
        const started = performance.now();
        const frame = () => {
          if (state.inputAt !== null && check(argument)) {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
            return;
          }
          if (performance.now() - started > 10000) return resolve(null);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    async settle() {
      const paintedAt = await state.done;
      const inputAt = state.inputAt;
      state.armed = false;
      // Event Timing entries arrive after the frame; give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (paintedAt === null || inputAt === null) return null;
      const events = state.events.filter((entry) => entry.start >= inputAt - 1 && entry.start <= paintedAt);
      return {
        ms: paintedAt - inputAt,
        eventMs: events.length > 0 ? Math.max(...events.map((entry) => entry.duration)) : null,
      };
    },
    startFrames() {
      state.frames = [];
      state.loaf = [];
      const frames = state.frames;
      const frame = (time) => {
        if (state.frames !== frames) return;
        frames.push(time);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    stopFrames() {
      const frames = state.frames;
      state.frames = null;
      const start = frames[0] ?? 0;
      return {
        intervals: frames.slice(1).map((time, index) => time - frames[index]),
        longFrames: state.loaf.filter((entry) => entry.start >= start).map((entry) => entry.duration),
      };
    },
  };
})();`;

type Timing = { ms: number; eventMs: number | null };
type ListTiming = {
  /** The list came in the page's HTML with a first screen: the page's own timing. */
  withPage: boolean;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  bodySize: number;
};
type Sample = Timing & { label: string };
/** One opening: when the count was shown, when the app took over a first screen, the list's timing. */
type Load = { shownAt: number; replacedAt: number | null; list: ListTiming };
/** CPU used while a load ran (both share the machine's cores): Chromium's processes, the server's. */
type LoadCpu = { browserMs: number; serverMs: number };

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

function summary(name: string, samples: readonly Sample[]): string {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const slowest = samples.reduce((worst, sample) => (sample.ms > worst.ms ? sample : worst));
  const events = samples.map((sample) => sample.eventMs ?? 16).sort((a, b) => a - b);
  const over = samples.filter((sample) => sample.ms > BUDGET_MS).length;
  return (
    `${name}: ${samples.length} times, input to painted result median ${quantile(times, 0.5).toFixed(0)} ms, ` +
    `p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${slowest.ms.toFixed(0)} ms (${slowest.label}), ` +
    `${over} over ${BUDGET_MS} ms; Event Timing duration p95 ${quantile(events, 0.95).toFixed(0)} ms, ` +
    `max ${(events.at(-1) ?? 0).toFixed(0)} ms`
  );
}

async function timed(
  page: Page,
  label: string,
  kind: 'search' | 'category' | 'sort' | 'rowsAtLeast',
  expected: unknown,
  act: () => Promise<void>,
): Promise<Sample> {
  await page.evaluate(([k, argument]) => window.__bench.arm(k, argument), [
    kind,
    expected,
  ] as const);
  await act();
  const timing = await page.evaluate(() => window.__bench.settle());
  if (!timing) throw new Error(`${label}: the screen never showed the result`);
  // Each interaction starts from a settled screen (the rest of a page of rows is drawn by then).
  await page.waitForTimeout(SETTLE_MS);
  return { label, ...timing };
}

async function scroll(page: Page, label: string): Promise<string> {
  const region = page.locator('div[role="region"][aria-label="Obligations"]');
  const box = await region.boundingBox();
  if (!box) throw new Error('No table to scroll');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 40, 850));
  await page.evaluate(() => window.__bench.startFrames());
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const steps = Math.ceil(height / 200);
  for (const direction of [1, -1]) {
    for (let step = 0; step < steps; step += 1) {
      await page.mouse.wheel(0, direction * 200);
      await page.waitForTimeout(16);
    }
  }
  await page.waitForTimeout(300);
  const { intervals, longFrames } = await page.evaluate(() => window.__bench.stopFrames());
  const frame = 1000 / 60;
  const late = intervals.filter((interval) => interval > frame * 1.5);
  const dropped = late.reduce((sum, interval) => sum + Math.round(interval / frame) - 1, 0);
  const sorted = [...intervals].sort((a, b) => a - b);
  return (
    `${label}: ${intervals.length} frames over ${(intervals.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s of wheel scrolling ` +
    `(${height} px, down and up), median frame ${quantile(sorted, 0.5).toFixed(1)} ms, ` +
    `p95 ${quantile(sorted, 0.95).toFixed(1)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(0)} ms; ` +
    `${late.length} late frames (${dropped} frames dropped); ` +
    `${longFrames.length} long animation frames${longFrames.length > 0 ? ` (longest ${Math.max(...longFrames).toFixed(0)} ms)` : ''}`
  );
}

declare global {
  interface Window {
    __bench: {
      shownAt(): number | null;
      replacedAt(): number | null;
      listTiming(): ListTiming | null;
      arm(kind: string, argument: unknown): void;
      settle(): Promise<Timing | null>;
      startFrames(): void;
      stopFrames(): { intervals: number[]; longFrames: number[] };
    };
  }
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/**
 * The first load starts with an empty browser cache on a server that has just started (every
 * script downloaded, the database's first reads); the others are a return to the screen. With a
 * first screen rendered by the server, "shown" is when its HTML showed the count, and the app
 * took over (swapped its live copy in) later.
 */
function loadSummary(count: number, loads: readonly Load[], cpu: readonly LoadCpu[]): string {
  const shownText = `${count.toLocaleString('en-US')} obligations shown`;
  const median = (values: readonly number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    ).toFixed(0);
  const [cold, ...warm] = loads;
  if (!cold) return '';
  const warmShown = warm.map((load) => load.shownAt);
  const replaced = (load: Load) =>
    load.replacedAt === null ? '' : `, the app took over at ${load.replacedAt.toFixed(0)} ms`;
  const listText = (list: ListTiming) =>
    `${list.withPage ? 'with the page' : 'asked for'} at ${list.startTime.toFixed(0)} ms, ` +
    `answer began at ${list.responseStart.toFixed(0)} ms, ended at ${list.responseEnd.toFixed(0)} ms ` +
    `(${(list.bodySize / 1000).toFixed(0)} kB, ${(list.transferSize / 1000).toFixed(0)} kB sent)`;
  const warmReplaced = warm.flatMap((load) => (load.replacedAt === null ? [] : [load.replacedAt]));
  return (
    `screen load, navigation to "${shownText}": first (cold) ${cold.shownAt.toFixed(0)} ms${replaced(cold)}; ` +
    `then median ${median(warmShown)} ms, max ${Math.max(...warmShown).toFixed(0)} ms over ${warm.length} loads ` +
    `(${warmShown.map((ms) => ms.toFixed(0)).join(', ')})` +
    (warmReplaced.length > 0 ? `, the app took over at median ${median(warmReplaced)} ms` : '') +
    `. The list, cold: ${listText(cold.list)}; then (median): ` +
    `${warm[0]?.list.withPage ? 'with the page' : 'asked for'} at ${median(warm.map((load) => load.list.startTime))} ms, ` +
    `ended at ${median(warm.map((load) => load.list.responseEnd))} ms` +
    cpuSummary(cpu)
  );
}

/** What each load cost in CPU: on two cores, a load cannot take less wall time than half of it. */
function cpuSummary(cpu: readonly LoadCpu[]): string {
  const [cold, ...warm] = cpu;
  if (!cold) return '';
  const median = (values: number[]) =>
    quantile(
      values.sort((a, b) => a - b),
      0.5,
    ).toFixed(0);
  return (
    `. CPU used until shown and usable: cold Chromium ${cold.browserMs.toFixed(0)} ms + server ` +
    `${cold.serverMs.toFixed(0)} ms; then median Chromium ${median(warm.map((c) => c.browserMs))} ms + ` +
    `server ${median(warm.map((c) => c.serverMs))} ms`
  );
}

async function interactions(page: Page): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search expenses' });
  const searches: Sample[] = [];
  const word = 'elect';
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    await search.click();
    for (let length = 1; length <= word.length; length += 1) {
      const typed = word.slice(0, length);
      searches.push(
        await timed(page, `typing "${typed}"`, 'search', typed, () =>
          page.keyboard.press(word[length - 1] ?? ''),
        ),
      );
    }
    for (let length = word.length - 1; length >= 0; length -= 1) {
      const left = word.slice(0, length);
      searches.push(
        await timed(page, `deleting to "${left}"`, 'search', left, () =>
          page.keyboard.press('Backspace'),
        ),
      );
    }
  }
  console.log(summary('search (type "elect" and delete it, a key at a time)', searches));

  const categories: Sample[] = [];
  const labels = ['Other', 'Auto', 'Insurance', 'Kids', 'Home', 'All'];
  const group = page.getByRole('group', { name: 'Category' });
  for (let round = 0; round < CATEGORY_ROUNDS; round += 1) {
    for (const label of labels) {
      categories.push(
        await timed(page, label, 'category', label, () =>
          group.getByRole('button', { name: label, exact: true }).click(),
        ),
      );
    }
  }
  console.log(summary('category filter (Other, Auto, Insurance, Kids, Home, All)', categories));

  const sorts: Sample[] = [];
  const columns = ['Vendor', 'Category', 'Cost', 'Payment', 'Debit Bank/Credit Card'];
  for (let round = 0; round < SORT_ROUNDS; round += 1) {
    for (const column of columns) {
      const header = page.getByRole('columnheader', { name: column, exact: true });
      // Another column first sorts ascending; the same column again turns it around.
      for (const direction of ['ascending', 'descending']) {
        sorts.push(
          await timed(page, `${column} ${direction}`, 'sort', [column, direction], () =>
            header.getByRole('button').click(),
          ),
        );
      }
    }
  }
  console.log(summary('sort (each of the 5 columns, ascending then descending)', sorts));

  await page.evaluate(() => window.scrollTo(0, 0));
  console.log(await scroll(page, 'scrolling the first 100 rows'));
  const more: Sample[] = [];
  for (let rows = 200; rows <= 1000; rows += 100) {
    more.push(
      await timed(page, `${rows} rows`, 'rowsAtLeast', rows - 100 + 1, () =>
        page.getByRole('button', { name: 'Show more' }).click(),
      ),
    );
  }
  console.log(
    summary('"Show more" (to the first new row painted; 100 more each time, up to 1,000)', more),
  );
  console.log(await scroll(page, 'scrolling 1,000 rows'));
}

/**
 * Another household opens its own Monthly Expenses a few times, as a browser would arrive: the
 * page (with its first screen) and then its list, read as the app reads it.
 */
async function openAsAnotherHousehold(
  baseUrl: string,
  household: { email: string; password: string },
): Promise<void> {
  const cookie = await signIn(baseUrl, household.email, household.password);
  const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const session = (await (await fetch(`${baseUrl}/api/auth/session`, { headers })).json()) as {
    user: { id: string };
  };
  for (let open = 0; open < WARMING_OPENS; open += 1) {
    const page = await fetch(`${baseUrl}/expenses`, { headers });
    if (!(await page.text()).includes('data-first-screen'))
      throw new Error('The other household got no first screen');
    const list = await fetch(`${baseUrl}/api/expenses?owners=${session.user.id}`, { headers });
    if (list.status !== 200) throw new Error(`The other household's list: ${list.status}`);
    await list.arrayBuffer();
  }
}

/** Until `cpuMs` (processes' CPU so far) has grown under 5 ms in each of three 200 ms spans in a row. */
async function untilIdle(cpuMs: () => number): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    const before = cpuMs();
    await new Promise((resolve) => setTimeout(resolve, 200));
    quiet = cpuMs() - before < 5 ? quiet + 1 : 0;
  }
}

async function measure(count: number): Promise<void> {
  console.log(
    `\n${count.toLocaleString('en-US')} obligations; load average before: ${loadAverage()}` +
      (LATENCY_MS > 0 ? `; ${LATENCY_MS} ms of latency on every request` : '') +
      (WARM_SERVER
        ? `; the first load after another household opened its own ${WARMING_OPENS} times and the server settled`
        : SETTLED
          ? '; the first load after the server has settled'
          : ''),
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-screen-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  };
  const { email, password } = createDemoHousehold(env, count);
  const other = WARM_SERVER ? createDemoHousehold(env, count) : null;
  // The browser is open and has finished starting before the server starts, as a household's
  // browser would be: its own start-up is not counted against the server's first page.
  const browser = await launchChromium();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await untilIdle(() => childrenCpuMs('chromium'));
    server = await startServer(env);
    if (other) await openAsAnotherHousehold(server.url, other);
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
    const [name = '', value = ''] = (await signIn(server.url, email, password)).split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    if (LATENCY_MS > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const shownText = `${count.toLocaleString('en-US')} obligations shown`;

    const loads: Load[] = [];
    const cpu: LoadCpu[] = [];
    const serverPid = server.process.pid ?? 0;
    if (SETTLED) await untilIdle(() => treeCpuMs(serverPid));
    for (let load = 0; load < LOADS; load += 1) {
      const browserBefore = childrenCpuMs('chromium');
      const serverBefore = treeCpuMs(serverPid);
      await page.goto(`${server.url}/expenses`);
      await page.getByRole('status').filter({ hasText: shownText }).waitFor({ timeout: 60_000 });
      // Until the app has taken over a first screen, the page is not yet usable.
      await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'), null, {
        timeout: 60_000,
      });
      cpu.push({
        browserMs: childrenCpuMs('chromium') - browserBefore,
        serverMs: treeCpuMs(serverPid) - serverBefore,
      });
      const list = await page.evaluate(() => window.__bench.listTiming());
      if (!list) throw new Error('The page has no timing of its list');
      loads.push({
        shownAt: (await page.evaluate(() => window.__bench.shownAt())) ?? NaN,
        replacedAt: await page.evaluate(() => window.__bench.replacedAt()),
        list,
      });
    }
    console.log(loadSummary(count, loads, cpu));
    if (!INTERACTIONS) return;
    // Let the first screen settle (the chart, fonts) before timing interactions.
    await page.waitForTimeout(1000);
    await interactions(page);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const count of SIZES) await measure(count);
