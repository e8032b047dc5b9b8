// Lighthouse (mobile emulation, the default) on the landing page of the built app.
// DESIGN.md §8: performance ≥ 95 on `/`. Also prints accessibility, best practices and SEO.
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

try {
  const scores: Record<string, number[]> = {};
  let metrics: Record<string, string> = {};
  // The first audit of a fresh browser profile sometimes fails to paint; it is a warm-up.
  for (let run = -1; run < RUNS; run += 1) {
    const result = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    if (run < 0) continue;
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
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
