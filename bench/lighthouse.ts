// Lighthouse (mobile emulation with its simulated 4x CPU slowdown, the default) on the landing
// page of the built app, first on the machine as it is, then with every core kept busy by another
// process. DESIGN.md §8: performance ≥ 98 quiet, ≥ 95 with a contended CPU. Also prints
// accessibility, best practices and SEO.
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/harness/chromium';
import { startServer } from '../test/harness/server-process';

const RUNS = 3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-bench-lh-'));
const server = await startServer({ DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** Keeps every core busy (a contended machine) until stopped. */
function occupyEveryCore(): () => Promise<void> {
  const workers = os.cpus().map(() => new Worker('for (;;) {}', { eval: true }));
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}

async function audit(label: string): Promise<void> {
  const scores: Record<string, number[]> = {};
  let metrics: Record<string, string> = {};
  // The first audit of a fresh browser profile sometimes fails to paint; it is a warm-up. An
  // audit that fails (Lighthouse's runtimeError, e.g. NO_FCP) is reported and run again, not
  // counted as a score of 0.
  let failures = 0;
  for (let run = -1; run < RUNS; run += 1) {
    const result = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (run < 0) continue;
    if (result.lhr.runtimeError) {
      failures += 1;
      console.log(`  audit failed (${result.lhr.runtimeError.code}); running it again`);
      if (failures > RUNS) throw new Error('Lighthouse keeps failing');
      run -= 1;
      continue;
    }
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
    }
    const audits = result.lhr.audits;
    metrics = {
      FCP: audits['first-contentful-paint']?.displayValue ?? '',
      LCP: audits['largest-contentful-paint']?.displayValue ?? '',
      TBT: audits['total-blocking-time']?.displayValue ?? '',
      CLS: audits['cumulative-layout-shift']?.displayValue ?? '',
      SI: audits['speed-index']?.displayValue ?? '',
    };
  }
  console.log(
    `\n${label} (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')})`,
  );
  for (const [id, values] of Object.entries(scores)) {
    console.log(
      `${id.padEnd(15)} ${values.join(', ')} (median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]})`,
    );
  }
  console.log(
    `last run: ${Object.entries(metrics)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
  );
}

try {
  await audit('as the machine is');
  const release = occupyEveryCore();
  try {
    await audit(`every core kept busy (${os.cpus().length} busy threads)`);
  } finally {
    await release();
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
